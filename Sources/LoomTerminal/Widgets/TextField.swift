/// A one-line text input: its value is the text and the cursor; keys edit it and it reports
/// ``Intent/textChanged(_:)`` and ``Intent/submitted(_:)``.
///
/// Editing keys (``helpKeys`` lists them for a program's help): printable characters insert at the
/// cursor, Backspace (or ctrl-h) deletes before it, Delete (or ctrl-d) under it, Left/Right (or
/// ctrl-b/ctrl-f) move it, Home/End (or ctrl-a/ctrl-e) jump to the ends, Alt+Backspace (or ctrl-w)
/// deletes the word before it, ctrl-u deletes everything before the cursor, ctrl-k everything after
/// it, Enter submits. A paste (``Key/paste(_:)``) is inserted as text on one line: its line breaks
/// and tabs become spaces, other control characters are dropped, and nothing in it acts as a key.
/// Every other key, Alt+Enter among them, is ``KeyResult/ignored`` so the program can use it.
/// When focused, the field places the terminal cursor; text longer than the field scrolls to keep
/// the cursor visible.
///
/// ```swift
/// var field = TextField(prompt: "Search: ")
/// field.handle(.character("a"))     // .intent(.textChanged("a"))
/// field.handle(.left)               // .handled
/// field.handle(.control("u"))       // .handled (nothing before the cursor)
/// field.handle(.paste("b\nc "))     // .intent(.textChanged("b c a")): one line
/// field.handle(.alt(.backspace))    // .intent(.textChanged("b a")): "c " deleted
/// field.handle(.enter)              // .intent(.submitted("b a"))
/// field.render(into: &screen, in: Rect(row: 0, column: 0, width: 30, height: 1))
/// ```
public struct TextField: TerminalView, Hashable, Sendable {
    /// What the user meant.
    public enum Intent: Hashable, Sendable {
        /// The text was edited; carries the new text.
        case textChanged(String)
        /// Enter was pressed; carries the text.
        case submitted(String)
    }

    /// The text being edited.
    public private(set) var text: String
    /// The cursor, as a number of characters from the start of ``text`` (0...text.count).
    public private(set) var cursor: Int
    /// Text drawn before the editable area.
    public var prompt: String
    /// Text drawn dimmed when the field is empty.
    public var placeholder: String
    /// Whether the field receives keys; a focused field shows the terminal cursor.
    public var isFocused: Bool
    /// How the text is drawn.
    public var style: TextStyle

    /// Creates a field with the cursor at the end of `text`.
    public init(
        text: String = "", prompt: String = "", placeholder: String = "", isFocused: Bool = true,
        style: TextStyle = .plain
    ) {
        self.text = text
        self.cursor = text.count
        self.prompt = prompt
        self.placeholder = placeholder
        self.isFocused = isFocused
        self.style = style
    }

    /// Replaces the text (without emitting an intent) and puts the cursor at its end.
    public mutating func setText(_ newText: String) {
        text = newText
        cursor = newText.count
    }

    /// The keys every text field answers, for a program's ``HelpOverlay`` (typing is the
    /// program's to describe).
    public static let helpKeys: [KeyHint] = [
        KeyHint("← → ctrl-b ctrl-f", "move the cursor"),
        KeyHint("home end ctrl-a ctrl-e", "go to the start / the end"),
        KeyHint("backspace ctrl-h", "delete the character before the cursor"),
        KeyHint("del ctrl-d", "delete the character under the cursor"),
        KeyHint("alt-backspace ctrl-w", "delete the word before the cursor"),
        KeyHint("ctrl-u ctrl-k", "delete before / after the cursor"),
        KeyHint("paste", "insert the text, line breaks as spaces"),
    ]

    /// Applies one key. A field that is not focused ignores every key.
    @discardableResult
    public mutating func handle(_ key: Key) -> KeyResult<Intent> {
        guard isFocused else { return .ignored }
        switch key {
        case .character(let character):
            return insert(String(character))
        case .paste(let pasted):
            let line = TextEditing.singleLine(pasted)
            guard !line.isEmpty else { return .handled }
            return insert(line)
        case .alt(.backspace), .control("w"):
            guard cursor > 0 else { return .handled }
            let start = TextEditing.wordStart(in: Array(text), before: cursor)
            text.removeSubrange(
                text.index(text.startIndex, offsetBy: start)..<text.index(text.startIndex, offsetBy: cursor))
            cursor = start
            return .intent(.textChanged(text))
        case .backspace, .control("h"):
            guard cursor > 0 else { return .handled }
            text.remove(at: text.index(text.startIndex, offsetBy: cursor - 1))
            cursor -= 1
            return .intent(.textChanged(text))
        case .delete, .control("d"):
            guard cursor < text.count else { return .handled }
            text.remove(at: text.index(text.startIndex, offsetBy: cursor))
            return .intent(.textChanged(text))
        case .left, .control("b"):
            cursor = max(0, cursor - 1)
            return .handled
        case .right, .control("f"):
            cursor = min(text.count, cursor + 1)
            return .handled
        case .home, .control("a"):
            cursor = 0
            return .handled
        case .end, .control("e"):
            cursor = text.count
            return .handled
        case .control("u"):
            guard cursor > 0 else { return .handled }
            text.removeSubrange(text.startIndex..<text.index(text.startIndex, offsetBy: cursor))
            cursor = 0
            return .intent(.textChanged(text))
        case .control("k"):
            guard cursor < text.count else { return .handled }
            text.removeSubrange(text.index(text.startIndex, offsetBy: cursor)...)
            return .intent(.textChanged(text))
        case .enter:
            return .intent(.submitted(text))
        default:
            return .ignored
        }
    }

    /// Inserts `inserted` at the cursor and puts the cursor after it.
    private mutating func insert(_ inserted: String) -> KeyResult<Intent> {
        let index = text.index(text.startIndex, offsetBy: cursor)
        let before = String(text[..<index]) + inserted
        text = before + text[index...]
        // A combining mark joins the previous character, so count rather than add.
        cursor = min(before.count, text.count)
        return .intent(.textChanged(text))
    }

    /// Draws the prompt and the visible part of the text on the first row of `rect`.
    public func render(into screen: inout ScreenBuffer, in rect: Rect) {
        guard !rect.isEmpty else { return }
        screen.fill(Rect(row: rect.row, column: rect.column, width: rect.width, height: 1), style: style)
        let promptWidth = screen.write(
            prompt, row: rect.row, column: rect.column, style: style.merging(bold: true), maxWidth: rect.width
        )
        let area = rect.width - promptWidth
        guard area > 0 else { return }
        let column = rect.column + promptWidth
        if text.isEmpty {
            var dimmed = style
            dimmed.isDim = true
            screen.write(placeholder, row: rect.row, column: column, style: dimmed, maxWidth: area)
            if isFocused { screen.cursor = Position(row: rect.row, column: column) }
            return
        }
        // Scroll horizontally so that the cursor (one column after the text at the end) fits.
        let characters = Array(text)
        let widths = characters.map(DisplayWidth.columns(of:))
        var first = 0
        var cursorOffset = widths[..<cursor].reduce(0, +)
        while cursorOffset >= area, first < cursor {
            cursorOffset -= widths[first]
            first += 1
        }
        let visible = String(characters[first...])
        screen.write(visible, row: rect.row, column: column, style: style, maxWidth: area)
        if isFocused { screen.cursor = Position(row: rect.row, column: column + cursorOffset) }
    }
}

extension TextStyle {
    /// This style, made bold when `bold` is true.
    func merging(bold: Bool) -> TextStyle {
        var copy = self
        copy.isBold = copy.isBold || bold
        return copy
    }
}
