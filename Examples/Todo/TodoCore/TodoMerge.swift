/// The three-way merge of to-do lists that lets two programs share one database (issue 20): what
/// one program changed since the list it last knew (`base`) is applied to what the other program
/// stored since (`theirs`), so neither program's additions or removals are lost.
///
/// To-dos are matched by their place in the lists (the longest common subsequence), not by text
/// alone: two to-dos with the same text are two to-dos. A to-do removed by either side is removed;
/// a to-do added by either side is kept; this side's additions go right after the to-do they
/// followed (at the front for a new to-do, as ``TodoAction/add`` puts it there).
enum TodoMerge {
    /// The merged list: `theirs` with this side's changes from `base` to `mine` applied.
    static func merge(base: [String], mine: [String], theirs: [String]) -> [String] {
        if mine == base { return theirs }
        // Even when `theirs == mine`, their additions and this side's are different to-dos.
        if theirs == base { return mine }
        let mineOrigins = origins(of: mine, in: base)
        let theirOrigins = origins(of: theirs, in: base)
        let keptByMine = Set(mineOrigins.compactMap { $0 })
        let keptByTheirs = Set(theirOrigins.compactMap { $0 })
        // This side's new to-dos, grouped by the base to-do they follow (-1: the front).
        var additions: [Int: [String]] = [:]
        var anchor = -1
        for (origin, title) in zip(mineOrigins, mine) {
            if let origin {
                if keptByTheirs.contains(origin) { anchor = origin }
            } else {
                additions[anchor, default: []].append(title)
            }
        }
        var merged = additions[-1] ?? []
        for (origin, title) in zip(theirOrigins, theirs) {
            guard let origin else {
                merged.append(title)
                continue
            }
            guard keptByMine.contains(origin) else { continue }
            merged.append(title)
            merged += additions[origin] ?? []
        }
        return merged
    }

    /// For each element of `list`, the index in `base` of the element it keeps, or `nil` for an
    /// element added since `base`.
    static func origins(of list: [String], in base: [String]) -> [Int?] {
        let difference = list.difference(from: base)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var baseIndex = 0
        return list.indices.map { index in
            if inserted.contains(index) { return nil }
            while removed.contains(baseIndex) { baseIndex += 1 }
            defer { baseIndex += 1 }
            return baseIndex
        }
    }
}
