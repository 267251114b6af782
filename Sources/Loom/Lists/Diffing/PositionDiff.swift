/// The differ for elements without a usable identity (values that may repeat): a row is its
/// position. The unchanged ends of the two arrays stay in place (the common last elements first,
/// then the common first ones), the rows of the middle that both arrays still have are reloaded
/// where their value changed, and the rest of the middle is deleted or inserted (one section, section 0).
///
/// Adding "Call Ada" in front of ["Call Ada"] is one insert at row 0; removing the middle of
/// ["a", "b", "c"] is one delete at row 1; ["a", "b"] → ["a", "x"] reloads row 1.
struct PositionDiff<Element: Equatable>: ArrayDiffer {
    func stages(from old: [Element], to new: [Element]) -> [StagedChangeSet<[Element]>.Stage] {
        let suffix = zip(old.reversed(), new.reversed()).prefix { $0 == $1 }.count
        let limit = min(old.count, new.count) - suffix
        let prefix = zip(old, new).prefix(limit).prefix { $0 == $1 }.count
        let kept = limit  // the middle's rows before `kept` are in both arrays: reloaded where changed
        func rows(_ range: Range<Int>) -> [ListIndexPath] { range.map { ListIndexPath(section: 0, row: $0) } }
        var stages: [StagedChangeSet<[Element]>.Stage] = []
        var contents = old
        if old.count - suffix > kept {
            contents.removeSubrange(kept..<(old.count - suffix))
            stages.append(
                .init(
                    kind: .deletions, changeSet: ChangeSet(deletedRows: rows(kept..<(old.count - suffix))),
                    contents: contents))
        }
        if new.count - suffix > kept {
            contents.insert(contentsOf: new[kept..<(new.count - suffix)], at: kept)
            stages.append(
                .init(
                    kind: .rowInsertionsAndMoves,
                    changeSet: ChangeSet(insertedRows: rows(kept..<(new.count - suffix))), contents: contents)
            )
        }
        let reloaded = (prefix..<kept).filter { old[$0] != new[$0] }
        if !reloaded.isEmpty {
            stages.append(
                .init(
                    kind: .reloads,
                    changeSet: ChangeSet(reloadedRows: reloaded.map { ListIndexPath(section: 0, row: $0) }),
                    contents: new))
        }
        return stages
    }
}
