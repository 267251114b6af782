/// A push button drawn as `[ title ]`: Enter or Space reports ``Intent/pressed`` when focused.
///
/// ```swift
/// var plus = Button("+", isFocused: true)
/// plus.handle(.enter)                          // .intent(.pressed)
/// plus.render(into: &screen, in: Rect(row: 2, column: 0, width: 5, height: 1))  // "[ + ]"
/// ```
public struct Button: TerminalView, Hashable, Sendable {
    /// What the user meant.
    public enum Intent: Hashable, Sendable {
        /// The button was pressed.
        case pressed
    }

    /// The button's title.
    public var title: String
    /// Whether the button receives keys; a focused button is drawn in inverse video.
    public var isFocused: Bool

    /// Creates a button.
    public init(_ title: String, isFocused: Bool = false) {
        self.title = title
        self.isFocused = isFocused
    }

    /// The number of columns the button takes: the title plus `[ ` and ` ]`.
    public var width: Int { DisplayWidth.columns(of: title) + 4 }

    /// Applies one key: Enter and Space press a focused button.
    @discardableResult
    public mutating func handle(_ key: Key) -> KeyResult<Intent> {
        guard isFocused else { return .ignored }
        switch key {
        case .enter, .character(" "): return .intent(.pressed)
        default: return .ignored
        }
    }

    /// Draws `[ title ]` at the start of the first row of `rect`.
    public func render(into screen: inout ScreenBuffer, in rect: Rect) {
        guard !rect.isEmpty else { return }
        screen.write(
            "[ \(title) ]", row: rect.row, column: rect.column, style: isFocused ? .inverse : .plain,
            maxWidth: rect.width)
    }
}
