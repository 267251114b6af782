/// What another program had changed in the stored list when a save of this program met it: the
/// save merged both programs' changes (nothing of either is lost) and the screen says so until the
/// next edit.
///
/// ```swift
/// TodoMergedChanges(added: 1, removed: 0).description
/// // "Merged with changes from another program (1 to-do added, 0 removed)."
/// TodoMergedChanges(added: 0, removed: 0, changed: 2).description
/// // "Merged with changes from another program (0 to-dos added, 0 removed, 2 changed)."
/// ```
public struct TodoMergedChanges: Equatable, Sendable, Codable, CustomStringConvertible {
    /// How many to-dos the other program had added.
    public var added: Int
    /// How many to-dos the other program had removed.
    public var removed: Int
    /// How many to-dos the other program had changed (title or done) that this one kept.
    public var changed: Int

    /// Makes a report.
    public init(added: Int, removed: Int, changed: Int = 0) {
        self.added = added
        self.removed = removed
        self.changed = changed
    }

    /// The changes that turned `written` (the list this program saved) into `stored` (the list the
    /// storage holds after merging), or `nil` when they are the same.
    /// To-dos are matched by identifier.
    init?(written: [TodoItem], stored: [TodoItem]) {
        guard written != stored else { return nil }
        let writtenByID = Dictionary(written.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let storedIDs = Set(stored.map(\.id))
        let added = stored.filter { writtenByID[$0.id] == nil }.count
        let removed = written.filter { !storedIDs.contains($0.id) }.count
        let changed = stored.filter { item in writtenByID[item.id].map { $0 != item } ?? false }.count
        guard added + removed + changed > 0 else { return nil }  // only the order differs
        self.init(added: added, removed: removed, changed: changed)
    }

    /// Both reports together (two saves in a row met another program's changes).
    static func + (left: Self, right: Self) -> Self {
        Self(
            added: left.added + right.added, removed: left.removed + right.removed,
            changed: left.changed + right.changed)
    }

    /// One sentence for the screen.
    public var description: String {
        let changes = changed == 0 ? "" : ", \(changed) changed"
        return
            "Merged with changes from another program (\(added) to-do\(added == 1 ? "" : "s") added, \(removed) removed\(changes))."
    }
}
