/// The editing rules a ``TextField`` and a list's filter share: what a pasted text becomes on one
/// line, and where the word before the cursor starts.
///
/// ```swift
/// TextEditing.singleLine("Buy milk\nWalk the dog\n")   // "Buy milk Walk the dog "
/// TextEditing.wordStart(in: Array("love pearl  "), before: 12)   // 5
/// ```
enum TextEditing {
    /// `pasted` as one line: every line break and tab becomes a space, other control characters
    /// (Escape among them) are dropped.
    static func singleLine(_ pasted: String) -> String {
        var line = ""
        for character in pasted {
            if character.isNewline || character == "\t" {
                line.append(" ")
            } else if !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            {
                line.append(character)
            }
        }
        return line
    }

    /// The offset where the word before `cursor` starts: spaces before the cursor are skipped, then
    /// the characters up to the previous space (words are separated by white space).
    static func wordStart(in characters: [Character], before cursor: Int) -> Int {
        var start = min(max(0, cursor), characters.count)
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        return start
    }
}
