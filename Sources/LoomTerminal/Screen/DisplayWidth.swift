/// How many terminal columns text takes, and helpers to fit text into columns.
///
/// Each `Character` (grapheme cluster) takes one column, except East Asian wide characters and
/// emoji, which take two, and invisible characters (a lone combining mark, zero-width format
/// characters), which take none. Control characters are never sent to the terminal: they are
/// drawn as `?` (see ``displayable(_:)``), so user data cannot inject escape sequences.
///
/// ```swift
/// DisplayWidth.columns(of: "abc")           // 3
/// DisplayWidth.columns(of: "日本")           // 4
/// DisplayWidth.fit("Hello, world", to: 8)    // "Hello, …"
/// DisplayWidth.pad("3:45", to: 6, alignment: .trailing)  // "  3:45"
/// ```
public enum DisplayWidth {
    /// Where padding goes when text is narrower than the space it is given.
    public enum Alignment: Sendable {
        /// Text at the left, padding at the right.
        case leading
        /// Text in the middle.
        case center
        /// Text at the right, padding at the left.
        case trailing
    }

    /// The number of columns `character` takes: 0, 1 or 2.
    public static func columns(of character: Character) -> Int {
        let character = displayable(character)
        guard let first = character.unicodeScalars.first else { return 0 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        if first.properties.isEmojiPresentation { return 2 }
        return isWide(first.value) ? 2 : 1
    }

    /// The number of columns `text` takes.
    public static func columns(of text: some StringProtocol) -> Int {
        var total = 0
        for character in text { total += columns(of: character) }
        return total
    }

    /// `character`, or `?` when it is a control character that must not reach the terminal.
    public static func displayable(_ character: Character) -> Character {
        for scalar in character.unicodeScalars {
            let value = scalar.value
            if value < 0x20 || (0x7F...0x9F).contains(value) { return "?" }
        }
        return character
    }

    /// `text` cut to at most `width` columns, ending with `ellipsis` when something was cut.
    public static func fit(_ text: String, to width: Int, ellipsis: Character? = "…") -> String {
        guard width > 0 else { return "" }
        if columns(of: text) <= width { return text }
        let budget = ellipsis == nil ? width : width - 1
        var result = ""
        var used = 0
        for character in text {
            let needed = columns(of: character)
            if used + needed > budget { break }
            result.append(character)
            used += needed
        }
        if let ellipsis { result.append(ellipsis) }
        return result
    }

    /// `text` fitted to `width` columns (see ``fit(_:to:ellipsis:)``) and padded with spaces to
    /// exactly `width` columns.
    public static func pad(_ text: String, to width: Int, alignment: Alignment = .leading) -> String {
        let fitted = fit(text, to: width)
        let padding = max(0, width - columns(of: fitted))
        switch alignment {
        case .leading:
            return fitted + String(repeating: " ", count: padding)
        case .trailing:
            return String(repeating: " ", count: padding) + fitted
        case .center:
            let left = padding / 2
            return String(repeating: " ", count: left) + fitted
                + String(repeating: " ", count: padding - left)
        }
    }

    /// `text` broken into lines of at most `width` columns: at spaces when possible, inside a word
    /// only when the word alone is wider than a line. Line breaks in `text` are kept; spaces at
    /// the end of a line are dropped. Never returns an empty array (empty text is one empty line).
    ///
    /// ```swift
    /// DisplayWidth.wrap("Not saved: the database is locked.", to: 16)
    /// // ["Not saved: the", "database is", "locked."]
    /// ```
    public static func wrap(_ text: String, to width: Int) -> [String] {
        guard width > 0 else { return [""] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                var word = Substring(word)
                let wordWidth = columns(of: word)
                if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
                    line += " " + word
                    lineWidth += 1 + wordWidth
                    continue
                }
                if lineWidth > 0 {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                // A word wider than a line is cut into pieces that fit.
                while columns(of: word) > width {
                    var piece = ""
                    var pieceWidth = 0
                    var index = word.startIndex
                    while index < word.endIndex {
                        let characterWidth = columns(of: word[index])
                        if pieceWidth + characterWidth > width && pieceWidth > 0 { break }
                        piece.append(word[index])
                        pieceWidth += characterWidth
                        index = word.index(after: index)
                    }
                    lines.append(piece)
                    word = word[index...]
                }
                line = String(word)
                lineWidth = columns(of: word)
            }
            lines.append(line)
        }
        return lines
    }

    /// Whether a scalar is an East Asian wide or fullwidth character.
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
