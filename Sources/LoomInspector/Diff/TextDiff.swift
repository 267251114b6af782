/// A line-by-line difference between two texts (two dumps of a state), shown as the changed lines
/// with a little context, like a unified diff.
///
/// The common start and end are skipped first, so a small change in a large state costs little; the
/// rest is matched by longest common subsequence.
///
/// ```swift
/// let diff = TextDiff(old: "a\nb\nc", new: "a\nB\nc")
/// diff.lines   // [.same("a"), .removed("b"), .added("B"), .same("c")]
/// diff.hunks(context: 0)   // ["- b", "+ B"]
/// ```
package struct TextDiff: Equatable, Sendable {
    /// One line of the difference.
    package enum Line: Equatable, Sendable {
        /// In both texts.
        case same(String)
        /// Only in the old text.
        case removed(String)
        /// Only in the new text.
        case added(String)

        /// The line with its mark: two spaces, `- ` or `+ `.
        package var marked: String {
            switch self {
            case .same(let text): "  " + text
            case .removed(let text): "- " + text
            case .added(let text): "+ " + text
            }
        }

        var isChange: Bool {
            if case .same = self { return false }
            return true
        }
    }

    /// Every line of both texts, in order.
    package let lines: [Line]

    /// The difference from `old` to `new`.
    package init(old: String, new: String) {
        let before = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let after = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines = Self.diff(before, after)
    }

    /// Whether the texts are the same.
    package var isEmpty: Bool { !lines.contains(where: \.isChange) }

    /// The changed lines, each with up to `context` unchanged lines around it; `…` stands for the
    /// unchanged lines left out between two hunks.
    package func hunks(context: Int = 1) -> [String] {
        let changed = lines.indices.filter { lines[$0].isChange }
        var shown = Set<Int>()
        for index in changed {
            for near in max(0, index - context)...min(lines.count - 1, index + context) { shown.insert(near) }
        }
        var result: [String] = []
        var previous: Int?
        for index in shown.sorted() {
            if let previous, index > previous + 1 { result.append("…") }
            result.append(lines[index].marked)
            previous = index
        }
        return result
    }

    private static func diff(_ old: [String], _ new: [String]) -> [Line] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        return old[..<prefix].map(Line.same) + middle(oldMiddle, newMiddle)
            + old[(old.count - suffix)...].map(Line.same)
    }

    /// Longest common subsequence over the lines that differ.
    private static func middle(_ old: [String], _ new: [String]) -> [Line] {
        let rows = old.count + 1
        let columns = new.count + 1
        // lengths[i * columns + j]: the LCS length of old[i...] and new[j...].
        var lengths = [Int](repeating: 0, count: rows * columns)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i * columns + j] =
                    old[i] == new[j]
                    ? lengths[(i + 1) * columns + j + 1] + 1
                    : max(lengths[(i + 1) * columns + j], lengths[i * columns + j + 1])
            }
        }
        var result: [Line] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                result.append(.same(old[i]))
                i += 1
                j += 1
            } else if i < old.count,
                j == new.count || lengths[(i + 1) * columns + j] >= lengths[i * columns + j + 1]
            {
                result.append(.removed(old[i]))
                i += 1
            } else {
                result.append(.added(new[j]))
                j += 1
            }
        }
        return result
    }
}
