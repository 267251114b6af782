import Foundation

/// Where the words of a search appear in a text, for highlighting: the catalog matches a term
/// against the beginning of a word, ignoring case and diacritics, and so does this.
///
/// ```swift
/// MatchHighlighter.ranges(of: "love be", in: "Beyoncé in Love")   // [0..<2, 11..<15]
/// ```
public enum MatchHighlighter {
    /// The character offsets of `text` where a word begins with a word of `query` (merged when
    /// they touch), in order. Words are runs of letters and digits; case and diacritics do not
    /// count ("beyonce" marks "Beyoncé").
    public static func ranges(of query: String, in text: String) -> [Range<Int>] {
        let terms = words(of: Array(query)).map { $0.joined() }.filter { !$0.isEmpty }
        guard !terms.isEmpty else { return [] }
        let characters = Array(text)
        let folded = characters.map(fold)
        var found: [Range<Int>] = []
        var index = 0
        while index < characters.count {
            guard isWordCharacter(characters[index]) else {
                index += 1
                continue
            }
            var end = index
            while end < characters.count, isWordCharacter(characters[end]) { end += 1 }
            for term in terms {
                var matched = ""
                var position = index
                while position < end, matched.count < term.count {
                    matched += folded[position]
                    position += 1
                }
                if matched.hasPrefix(term) { found.append(index..<position) }
            }
            index = end
        }
        return merged(found)
    }

    /// The folded characters of each word of `characters`.
    private static func words(of characters: [Character]) -> [[String]] {
        var words: [[String]] = []
        var current: [String] = []
        for character in characters {
            if isWordCharacter(character) {
                current.append(fold(character))
            } else if !current.isEmpty {
                words.append(current)
                current = []
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    private static func fold(_ character: Character) -> String {
        String(character).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    private static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }
}
