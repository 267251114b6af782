public import Loom

extension StagedChangeSet {
    /// Checks everything a staged change set of sections promises, for tests of a differ: returns a
    /// description of the first broken promise, or `nil` when all hold.
    ///
    /// - the stages come in the documented order, each holding only its kind's operations, none empty;
    /// - every stage passes the `BatchUpdateValidator` against the previous stage's row counts;
    /// - applying each stage's batch (rows, and sections as rows of their own) to the previous contents
    ///   yields the stage's contents, and the last stage's contents are `new` (no stage only when `old`
    ///   equals `new`).
    ///
    /// ```swift
    /// let staged = try StagedChangeSet(from: old, to: new)
    /// #expect(staged.verificationFailure(from: old, to: new) == nil)
    /// ```
    public func verificationFailure<Model: Equatable, Item: Equatable>(
        from old: [ListSection<Model, Item>], to new: [ListSection<Model, Item>]
    ) -> String? where Contents == [ListSection<Model, Item>] {
        let order: [StageKind] = [.deletions, .sectionInsertionsAndMoves, .rowInsertionsAndMoves, .reloads]
        var lastKind = -1
        var rows = old.map(\.items)
        var models = old.map(\.model)
        for stage in stages {
            guard let kindIndex = order.firstIndex(of: stage.kind), kindIndex > lastKind else {
                return "stage \(stage.kind) out of order"
            }
            lastKind = kindIndex
            let c = stage.changeSet
            if c.isEmpty { return "empty stage \(stage.kind)" }
            switch stage.kind {
            case .deletions:
                if !(c.insertedSections.isEmpty && c.movedSections.isEmpty && c.reloadedSections.isEmpty
                    && c.insertedRows.isEmpty && c.movedRows.isEmpty && c.reloadedRows.isEmpty)
                {
                    return "deletions stage holds other operations: \(c)"
                }
            case .sectionInsertionsAndMoves:
                if !(c.deletedSections.isEmpty && c.reloadedSections.isEmpty && c.deletedRows.isEmpty
                    && c.insertedRows.isEmpty && c.movedRows.isEmpty && c.reloadedRows.isEmpty)
                {
                    return "section stage holds other operations: \(c)"
                }
            case .rowInsertionsAndMoves:
                if !(c.deletedSections.isEmpty && c.insertedSections.isEmpty && c.movedSections.isEmpty
                    && c.reloadedSections.isEmpty && c.deletedRows.isEmpty && c.reloadedRows.isEmpty)
                {
                    return "row stage holds other operations: \(c)"
                }
            case .reloads:
                if !(c.deletedSections.isEmpty && c.insertedSections.isEmpty && c.movedSections.isEmpty
                    && c.deletedRows.isEmpty && c.insertedRows.isEmpty && c.movedRows.isEmpty)
                {
                    return "reload stage holds other operations: \(c)"
                }
            }
            let newRows = stage.contents.map(\.items)
            do {
                try c.validate(oldRowCounts: rows.map(\.count), newRowCounts: newRows.map(\.count))
                let applied = try c.apply(to: rows, fillingFrom: newRows)
                if applied != newRows {
                    return "stage \(stage.kind) applied to \(rows) gives \(applied), not \(newRows)"
                }
                rows = applied
                // Sections follow the same layout rule as rows of one section.
                let sectionOps = ChangeSet(
                    deletedRows: c.deletedSections.map { ListIndexPath(section: 0, row: $0) },
                    insertedRows: c.insertedSections.map { ListIndexPath(section: 0, row: $0) },
                    reloadedRows: c.reloadedSections.map { ListIndexPath(section: 0, row: $0) },
                    movedRows: c.movedSections.map {
                        .init(
                            from: ListIndexPath(section: 0, row: $0.from),
                            to: ListIndexPath(section: 0, row: $0.to))
                    })
                let newModels = stage.contents.map(\.model)
                let appliedModels = try sectionOps.apply(to: models, fillingFrom: newModels)
                if appliedModels != newModels {
                    return "stage \(stage.kind) sections give \(appliedModels), not \(newModels)"
                }
                models = appliedModels
            } catch {
                return "stage \(stage.kind) \(c) is invalid after \(rows): \(error)"
            }
        }
        if let last = stages.last {
            if last.contents != new { return "last stage contents \(last.contents) are not \(new)" }
        } else if old != new {
            return "no stages although contents differ"
        }
        return nil
    }
}
