/// The escape sequences the renderer and the terminal runtime send.
enum ANSI {
    static let escape = "\u{1B}["
    /// Moves the cursor to a zero-based position.
    static func moveTo(row: Int, column: Int) -> String { "\(escape)\(row + 1);\(column + 1)H" }
    static let clearScreen = "\u{1B}[2J"
    static let resetStyle = "\u{1B}[0m"
    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"
    static let enterAlternateScreen = "\u{1B}[?1049h"
    static let leaveAlternateScreen = "\u{1B}[?1049l"
    /// Disables line wrapping, so that writing the last column never scrolls.
    static let disableAutowrap = "\u{1B}[?7l"
    static let enableAutowrap = "\u{1B}[?7h"
    /// Asks the terminal to bracket pasted text (`ESC [200~` … `ESC [201~`), so that a paste is
    /// never read as keys.
    static let enableBracketedPaste = "\u{1B}[?2004h"
    static let disableBracketedPaste = "\u{1B}[?2004l"
}
