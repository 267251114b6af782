/// One column of one row of a ``ScreenBuffer``.
///
/// A character that takes two columns (a CJK ideograph, most emoji) occupies its own cell and
/// the cell to its right, which is marked as a continuation.
///
/// ```swift
/// var screen = ScreenBuffer(width: 4, height: 1)
/// screen.write("漢x", row: 0, column: 0)
/// screen[0, 0].character      // "漢"
/// screen[0, 1].isContinuation // true
/// screen[0, 2].character      // "x"
/// ```
public struct Cell: Hashable, Sendable {
    /// The character drawn in this cell; a space for an empty cell.
    public var character: Character
    /// How the character is drawn.
    public var style: TextStyle
    /// Whether this cell is the right half of a double-width character in the cell to its left.
    public var isContinuation: Bool

    /// Creates a cell.
    public init(_ character: Character = " ", style: TextStyle = .plain, isContinuation: Bool = false) {
        self.character = character
        self.style = style
        self.isContinuation = isContinuation
    }

    /// An empty cell in the default style.
    public static let blank = Cell()
}
