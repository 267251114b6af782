/// What another program had changed in the stored list when a save of this program met it: the
/// save merged both programs' changes (nothing of either is lost) and the screen says so until the
/// next edit.
///
/// ```swift
/// TodoMergedChanges(added: 1, removed: 0).description
/// // "Merged with changes from another program (1 to-do added, 0 removed)."
/// ```
public struct TodoMergedChanges: Equatable, Sendable, Codable, CustomStringConvertible {
    /// How many to-dos the other program had added.
    public var added: Int
    /// How many to-dos the other program had removed.
    public var removed: Int

    /// Makes a report.
    public init(added: Int, removed: Int) {
        self.added = added
        self.removed = removed
    }

    /// The changes that turned `written` (the list this program saved) into `stored` (the list the
    /// storage holds after merging), or `nil` when they are the same.
    init?(written: [String], stored: [String]) {
        guard written != stored else { return nil }
        let difference = stored.difference(from: written)
        self.init(added: difference.insertions.count, removed: difference.removals.count)
    }

    /// Both reports together (two saves in a row met another program's changes).
    static func + (left: Self, right: Self) -> Self {
        Self(added: left.added + right.added, removed: left.removed + right.removed)
    }

    /// One sentence for the screen.
    public var description: String {
        "Merged with changes from another program (\(added) to-do\(added == 1 ? "" : "s") added, \(removed) removed)."
    }
}
