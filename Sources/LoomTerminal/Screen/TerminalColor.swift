/// One of the eight standard ANSI colours, optionally in its bright variant.
///
/// ```swift
/// let warning = TextStyle(foreground: .yellow)
/// let loud = TextStyle(foreground: TerminalColor(.red, bright: true))
/// ```
public struct TerminalColor: Hashable, Sendable {
    /// The eight base colours of the ANSI palette, in SGR order.
    public enum Base: UInt8, Hashable, Sendable, CaseIterable {
        /// SGR colour 0.
        case black = 0
        /// SGR colour 1.
        case red
        /// SGR colour 2.
        case green
        /// SGR colour 3.
        case yellow
        /// SGR colour 4.
        case blue
        /// SGR colour 5.
        case magenta
        /// SGR colour 6.
        case cyan
        /// SGR colour 7.
        case white
    }

    /// The base colour.
    public var base: Base
    /// Whether the bright (90–97 / 100–107) variant is used.
    public var isBright: Bool

    /// Creates a colour from a base colour and a brightness.
    public init(_ base: Base, bright: Bool = false) {
        self.base = base
        self.isBright = bright
    }

    /// Black.
    public static let black = TerminalColor(.black)
    /// Red.
    public static let red = TerminalColor(.red)
    /// Green.
    public static let green = TerminalColor(.green)
    /// Yellow.
    public static let yellow = TerminalColor(.yellow)
    /// Blue.
    public static let blue = TerminalColor(.blue)
    /// Magenta.
    public static let magenta = TerminalColor(.magenta)
    /// Cyan.
    public static let cyan = TerminalColor(.cyan)
    /// White.
    public static let white = TerminalColor(.white)
    /// Bright black, usually rendered grey.
    public static let gray = TerminalColor(.black, bright: true)

    /// The SGR parameter selecting this colour as the foreground.
    var foregroundCode: Int { Int(base.rawValue) + (isBright ? 90 : 30) }
    /// The SGR parameter selecting this colour as the background.
    var backgroundCode: Int { Int(base.rawValue) + (isBright ? 100 : 40) }
}
