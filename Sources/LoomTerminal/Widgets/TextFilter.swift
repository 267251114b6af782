/// What a ``TerminalListView`` filters by: the words of what the user typed, each compared ignoring
/// case. A row matches when every word is found in its text or its detail; the places found in the
/// text are highlighted.
///
/// Offsets are in characters of the text (as ``ListRow/highlights``): letters are compared one
/// character at a time, each lower-cased, so a character that lower-cases to several never shifts
/// the offsets that follow it.
///
/// ```swift
/// let filter = TextFilter("love GUN")
/// filter.matches(ListRow("Love Gun", detail: "Kiss"))   // true
/// filter.highlights(in: "Love Gun")                       // [0..<4, 5..<8]
/// ```
struct TextFilter: Hashable, Sendable {
    /// The words, each as its lower-cased characters.
    private let words: [[String]]

    /// A filter for what the user typed; blank text filters nothing.
    init(_ text: String) {
        words = text.split(whereSeparator: \.isWhitespace).map { Self.folded($0) }
    }

    /// Whether the filter keeps every row (it has no word).
    var isEmpty: Bool { words.isEmpty }

    /// Whether every word is found in the row's text or detail.
    func matches(_ row: ListRow) -> Bool {
        guard !words.isEmpty else { return true }
        let text = Self.folded(row.text)
        let detail = Self.folded(row.detail)
        return words.allSatisfy {
            Self.firstOffset(of: $0, in: text) != nil || Self.firstOffset(of: $0, in: detail) != nil
        }
    }

    /// Every place a word is found in `text`, as character ranges, in order of the words.
    func highlights(in text: String) -> [Range<Int>] {
        let folded = Self.folded(text)
        var ranges: [Range<Int>] = []
        for word in words {
            var start = 0
            while let found = Self.firstOffset(of: word, in: folded, from: start) {
                ranges.append(found..<(found + word.count))
                start = found + word.count
            }
        }
        return ranges
    }

    private static func folded(_ text: some StringProtocol) -> [String] {
        text.map { $0.lowercased() }
    }

    private static func firstOffset(of word: [String], in text: [String], from start: Int = 0) -> Int? {
        guard !word.isEmpty, text.count - start >= word.count else { return nil }
        for offset in start...(text.count - word.count) where text[offset] == word[0] {
            if word.indices.allSatisfy({ text[offset + $0] == word[$0] }) { return offset }
        }
        return nil
    }
}
