/// How the characters of a cell are drawn: weight, decoration and colours.
///
/// ```swift
/// var screen = ScreenBuffer(width: 20, height: 1)
/// screen.write("Title", row: 0, column: 0, style: .bold)
/// screen.write("!", row: 0, column: 6, style: TextStyle(foreground: .red))
/// ```
public struct TextStyle: Hashable, Sendable {
    /// Bold (increased intensity).
    public var isBold: Bool
    /// Dim (decreased intensity).
    public var isDim: Bool
    /// Underlined.
    public var isUnderlined: Bool
    /// Foreground and background swapped; used for selections and status lines.
    public var isInverse: Bool
    /// The foreground colour, or `nil` for the terminal's default.
    public var foreground: TerminalColor?
    /// The background colour, or `nil` for the terminal's default.
    public var background: TerminalColor?

    /// Creates a style; every attribute is off by default.
    public init(
        bold: Bool = false, dim: Bool = false, underlined: Bool = false, inverse: Bool = false,
        foreground: TerminalColor? = nil, background: TerminalColor? = nil
    ) {
        self.isBold = bold
        self.isDim = dim
        self.isUnderlined = underlined
        self.isInverse = inverse
        self.foreground = foreground
        self.background = background
    }

    /// The terminal's default rendition.
    public static let plain = TextStyle()
    /// Bold text.
    public static let bold = TextStyle(bold: true)
    /// Dim text.
    public static let dim = TextStyle(dim: true)
    /// Underlined text.
    public static let underlined = TextStyle(underlined: true)
    /// Inverse video (selection, status line).
    public static let inverse = TextStyle(inverse: true)

    /// The SGR sequence that selects exactly this style from any previous one.
    var selectGraphicRendition: String {
        var codes = "0"
        if isBold { codes += ";1" }
        if isDim { codes += ";2" }
        if isUnderlined { codes += ";4" }
        if isInverse { codes += ";7" }
        if let foreground { codes += ";\(foreground.foregroundCode)" }
        if let background { codes += ";\(background.backgroundCode)" }
        return "\u{1B}[\(codes)m"
    }
}
