/// The three-way merge of to-do lists that lets two programs share one database (issue 20): what
/// one program changed since the list it last knew (`base`) is applied to what the other program
/// stored since (`theirs`), so neither program's additions, removals or edits are lost.
///
/// To-dos are matched by their identifier (``TodoItem/id``), not by text or place: two to-dos with
/// the same text are two to-dos.
/// - A to-do removed by either side is removed (also when the other side edited it).
/// - A to-do added by either side is kept; this side's additions go right after the to-do they
///   followed (at the front for a new to-do, as ``TodoAction/add`` puts it there).
/// - A field (title, done) that one side changed takes that side's value.
/// - A field both sides changed keeps the value stored first (theirs): this program's save is the
///   later one, so the program whose edit gave way is the one saving now, and it shows the merged
///   value at once with the merged-changes notice (``TodoMergedChanges/changed``), never silently.
enum TodoMerge {
    /// The merged list: `theirs` with this side's changes from `base` to `mine` applied.
    static func merge(base: [TodoItem], mine: [TodoItem], theirs: [TodoItem]) -> [TodoItem] {
        if mine == base { return theirs }
        if theirs == base { return mine }
        let baseByID = Dictionary(base.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let mineByID = Dictionary(mine.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let theirIDs = Set(theirs.map(\.id))
        // This side's new to-dos, grouped by the base to-do they follow (nil: the front).
        var additions: [TodoItem.ID?: [TodoItem]] = [:]
        var anchor: TodoItem.ID?
        for item in mine {
            if baseByID[item.id] != nil {
                if theirIDs.contains(item.id) { anchor = item.id }
            } else if !theirIDs.contains(item.id) {
                additions[anchor, default: []].append(item)
            }
        }
        var merged = additions[nil] ?? []
        for item in theirs {
            guard let original = baseByID[item.id] else {
                merged.append(item)  // added by them
                continue
            }
            guard let mineItem = mineByID[item.id] else { continue }  // removed by this side
            merged.append(fields(base: original, mine: mineItem, theirs: item))
            merged += additions[item.id] ?? []
        }
        return merged
    }

    /// One to-do both sides kept: each field as the side that changed it made it (theirs when both
    /// did).
    static func fields(base: TodoItem, mine: TodoItem, theirs: TodoItem) -> TodoItem {
        var merged = theirs
        if theirs.title == base.title { merged.title = mine.title }
        if theirs.isDone == base.isDone { merged.isDone = mine.isDone }
        return merged
    }
}
