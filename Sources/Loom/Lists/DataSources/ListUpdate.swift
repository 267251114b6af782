/// One batch a data source reports up its tree: the ``ChangeSet`` (in the coordinates of whoever
/// holds the update) and the step that switches the reporting data source to its contents after the
/// batch.
///
/// A data source does **not** change what it answers before it reports: it reports first, and its
/// contents switch when `switchContents()` runs. The list view runs it inside its batch
/// (`UITableView` asks the data source for its counts inside `performBatchUpdates`), so the data
/// source answers the old contents until the batch starts and the new ones from then on. Composites
/// re-base the change set with `rebased(sections:rows:)` and forward the same step.
///
/// If nobody runs the step (no parent, no list view), the data source's `report(_:)` runs it when the
/// parent returns, so the contents always switch exactly once.
///
/// ```swift
/// // Inside a data source: report first, switch inside the batch.
/// report(ChangeSet(insertedRows: [ListIndexPath(section: 0, row: rows.count)])) { [self] in
///     rows.append(newRow)
/// }
/// ```
@MainActor
public struct ListUpdate {
    /// The batch, in UIKit batch-update coordinates of the data source that holds this update.
    public private(set) var changeSet: ChangeSet
    /// Whether this is the last batch of a change (the last stage of a staged change set, or a
    /// single batch). A list view that reloads instead of animating reloads once, at the last stage.
    package let isLastStage: Bool
    private let step: Step

    /// The shared, run-once state of an update: every re-based copy refers to the same step.
    @MainActor
    final class Step {
        var switchContents: (() -> Void)?
        var completion: (() -> Void)?

        init(switchContents: @escaping () -> Void, completion: (() -> Void)?) {
            self.switchContents = switchContents
            self.completion = completion
        }
    }

    /// Creates an update: `changeSet` takes the data source from its current contents to the
    /// contents `switchContents` installs; `completion` runs once the list view has shown the batch.
    package init(
        _ changeSet: ChangeSet, isLastStage: Bool = true, completion: (() -> Void)? = nil,
        switchContents: @escaping () -> Void
    ) {
        self.changeSet = changeSet
        self.isLastStage = isLastStage
        step = Step(switchContents: switchContents, completion: completion)
    }

    /// Switches the reporting data source to its contents after the batch. Only the first call does
    /// anything: call it inside the list view's batch, before the view reads the data source. A
    /// ``ListDataSourceParent`` that shows the list calls it (the benchmark package's parent does).
    public func switchContents() {
        guard let body = step.switchContents else { return }
        step.switchContents = nil
        body()
    }

    /// Whether ``switchContents()`` has run.
    package var hasSwitched: Bool { step.switchContents == nil }

    /// Takes the completion (to run once the batch is on screen); later calls return `nil`. A list
    /// view that animates runs it when its animation ends; whatever is not taken runs when the report
    /// returns.
    package func takeCompletion() -> (() -> Void)? {
        defer { step.completion = nil }
        return step.completion
    }

    /// The same update with its change set shifted by a section and a row offset (how a composite
    /// re-bases a child's batch into its own coordinates). Both copies share one step. Throws
    /// ``ListError/negativeIndexAfterOffset(index:sectionOffset:rowOffset:)`` if an index would become
    /// negative.
    package func rebased(sections: Int, rows: Int) throws(ListError) -> ListUpdate {
        var copy = self
        copy.changeSet = try changeSet.offsetBy(sections: sections, rows: rows)
        return copy
    }

    /// Runs what nobody ran: the switch, then the completion.
    func finish() {
        switchContents()
        takeCompletion()?()
    }
}
