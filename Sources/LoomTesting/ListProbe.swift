import CustomDump
import IssueReporting
public import Loom

/// A list view for tests: it shows a data source through a real `ListViewUpdater` and checks every
/// batch the way `UITableView` would, and more. A broken rule is a test issue, reported at the line
/// that created the probe, with the batch and the rows before and after.
///
/// For every batch it checks that:
/// - the data source still answers its **old** contents when the batch begins (contents switch
///   inside the batch, never before);
/// - the batch passes the `BatchUpdateValidator` against the row counts before and after;
/// - **applying** the batch to the rows shown gives the data source's new rows (so the batch really
///   describes the change);
/// - the updater's **selection** follows its row (or is cleared when its row goes away) as soon as
///   the data source has switched.
///
/// ```swift
/// @Test @MainActor func appending() {
///     let model = ArrayModel(["a"])
///     let probe = ListProbe(MutableArrayDataSource(model: model) { $0 })
///     model.append("b")
///     #expect(probe.take() == [ChangeSet(insertedRows: [ListIndexPath(section: 0, row: 1)])])
///     #expect(probe.rows == [["a", "b"]])
/// }
/// ```
///
/// Rows are compared through `value`, for example a cell view model's title:
/// `ListProbe(playlist.list) { $0.title.value }`.
@MainActor
public final class ListProbe<Value: Equatable>: ListView {
    /// One batch the probe was given.
    public struct Batch: Equatable {
        /// The batch, in UIKit batch-update coordinates.
        public let changes: ChangeSet
        /// Whether the updater asked for an animation.
        public let animated: Bool
        /// Whether the batch came with a completion (the last stage of a change).
        public let hasCompletion: Bool
    }

    /// The rows the probe shows (what a table view would display), section by section.
    public private(set) var rows: [[Value]]
    /// Every batch given to the probe, in order.
    public private(set) var history: [Batch] = []
    /// How many times the probe was reloaded (the first time is when the updater connects).
    public private(set) var reloadCount = 0
    /// Every broken rule, in order, as reported.
    public private(set) var failures: [String] = []
    /// Whether broken rules are reported as test issues (`true`); `false` only records them in
    /// ``failures`` (to test the probe itself).
    public var reportsIssues = true
    /// Whether completions wait for ``finishAnimations()`` (as an animating table view's do) instead
    /// of running at the end of each batch.
    public var defersCompletions = false

    private var pendingCompletions: [() -> Void] = []
    private var taken = 0
    private var read: () throws(ListError) -> [[Value]] = { [] }
    private var updater: Updater?
    private let fileID: StaticString
    private let filePath: StaticString
    private let line: UInt
    private let column: UInt

    /// What the probe uses of its `ListViewUpdater`, whatever the data source's item type.
    private struct Updater {
        let getSelection: () -> ListIndexPath?
        let setSelection: (ListIndexPath?) -> Void
        let getStrategy: () -> ListApplyStrategy
        let setStrategy: (ListApplyStrategy) -> Void
        let moveRow: (ListIndexPath, ListIndexPath) throws(ListError) -> Void
        let dataSource: AnyObject
    }

    /// Shows `source` through a `ListViewUpdater` (which becomes the source's parent and which the
    /// probe owns), comparing rows by `value`.
    public init<Item>(
        _ source: some ListDataSource<Item>, value: @escaping (Item) -> Value,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
        rows = []
        read = { () throws(ListError) in try source.allItems().map { $0.map(value) } }
        attach(ListViewUpdater(dataSource: source, listView: self))
    }

    /// A probe for a data source that something else connects, such as a `DiffableListDriver`, whose
    /// `ListViewUpdater` takes the probe as its list view. Until ``attach(_:)``, ``selection``,
    /// ``applyStrategy`` and ``moveRowByUser(from:to:fileID:filePath:line:column:)`` do nothing.
    ///
    /// ```swift
    /// let source = DiffableDataSource<String, Int, Int> { $0 }
    /// let probe = ListProbe(viewing: source) { $0 }
    /// let driver = DiffableListDriver(dataSource: source, listView: probe)
    /// probe.attach(driver.updater)
    /// ```
    public init<Item>(
        viewing source: some ListDataSource<Item>, value: @escaping (Item) -> Value,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
        rows = []
        read = { () throws(ListError) in try source.allItems().map { $0.map(value) } }
    }

    /// Uses `updater`, which shows the data source in this probe, for ``selection``,
    /// ``applyStrategy`` and ``moveRowByUser(from:to:fileID:filePath:line:column:)`` (the probe holds
    /// it strongly; it holds the probe weakly).
    public func attach<Item>(_ updater: ListViewUpdater<Item>) {
        self.updater = Updater(
            getSelection: { updater.selection }, setSelection: { updater.selection = $0 },
            getStrategy: { updater.applyStrategy }, setStrategy: { updater.applyStrategy = $0 },
            moveRow: { (from, to) throws(ListError) in try updater.moveRow(from: from, to: to) },
            dataSource: updater.dataSource)
    }

    /// Shows `source`, comparing its items themselves.
    public convenience init(
        _ source: some ListDataSource<Value>, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.init(source, value: { $0 }, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The data source shown.
    public var dataSource: AnyObject? { updater?.dataSource }

    /// The updater's selection: set it, then check that it follows its row.
    public var selection: ListIndexPath? {
        get { updater?.getSelection() }
        set { updater?.setSelection(newValue) }
    }

    /// The updater's apply strategy.
    public var applyStrategy: ListApplyStrategy {
        get { updater?.getStrategy() ?? .animated }
        set { updater?.setStrategy(newValue) }
    }

    /// Every batch's change set, in order.
    public var batches: [ChangeSet] { history.map(\.changes) }

    /// The change sets given since the last call.
    public func take() -> [ChangeSet] {
        defer { taken = history.count }
        return history[taken...].map(\.changes)
    }

    /// Runs the completions held back while ``defersCompletions`` is set (the animations end).
    public func finishAnimations() {
        let completions = pendingCompletions
        pendingCompletions = []
        for completion in completions { completion() }
    }

    /// Drags a row as a user does: the probe moves it on screen first, then asks the updater to move
    /// it in the data source. Afterwards the data source must show what the probe shows: the move
    /// must not be replayed (the probe would see it twice) and nothing may be lost.
    public func moveRowByUser(
        from source: ListIndexPath, to destination: ListIndexPath,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) throws(ListError) {
        guard let updater else { return }
        var shown = rows
        if shown.indices.contains(source.section), shown[source.section].indices.contains(source.row),
            shown.indices.contains(destination.section)
        {
            let value = shown[source.section].remove(at: source.row)
            shown[destination.section].insert(
                value, at: min(destination.row, shown[destination.section].count))
            rows = shown
        }
        try updater.moveRow(source, destination)
        let current = readRows()
        if current != rows {
            fail(
                """
                After the user moved \(source) to \(destination), the view shows rows that are not the \
                data source's:
                \(difference(rows, current))
                """, fileID: fileID, filePath: filePath, line: line, column: column)
            rows = current
        }
    }

    // MARK: ListView

    /// Reads every row again.
    public func reloadData() {
        reloadCount += 1
        rows = readRows()
    }

    /// Checks the batch: old contents until `updates`, then a valid batch that turns the old rows
    /// into the new ones, and a selection on its row.
    public func performBatchUpdates(
        _ changes: ChangeSet, animated: Bool, updates: @escaping () -> Void, completion: (() -> Void)?
    ) {
        let number = history.count + 1
        let before = rows
        let early = readRows()
        if early != before {
            fail(
                """
                Batch \(number) \(changes): the data source answered its new contents before the batch \
                began (contents must switch inside the batch):
                \(difference(before, early))
                """)
        }
        let oldSelection = selection
        updates()
        let after = readRows()
        history.append(Batch(changes: changes, animated: animated, hasCompletion: completion != nil))
        rows = after
        do {
            try changes.validate(oldRowCounts: before.map(\.count), newRowCounts: after.map(\.count))
            let applied = try changes.apply(to: before, fillingFrom: after)
            if applied != after {
                fail(
                    """
                    Batch \(number) \(changes) does not describe the change: applied to the rows before, \
                    it gives other rows than the data source's.
                    Rows before: \(before)
                    \(difference(applied, after, expected: "applied", actual: "data source"))
                    """)
            }
            checkSelection(oldSelection, changes, before, after, number)
        } catch {
            fail(
                """
                Batch \(number) is invalid: \(error)
                Batch: \(changes)
                Rows before: \(before)
                Rows after: \(after)
                """)
        }
        if let completion {
            if defersCompletions { pendingCompletions.append(completion) } else { completion() }
        }
    }

    // MARK: Private

    /// Where the selected row must be after the batch: where applying the batch carries it (a
    /// reloaded row is still the same row; a row of a reloaded section is not).
    private func checkSelection(
        _ old: ListIndexPath?, _ changes: ChangeSet, _ before: [[Value]], _ after: [[Value]], _ number: Int
    ) {
        guard let old else { return }
        var carrying = changes
        carrying.reloadedRows = []
        let tagged = before.indices.map { s in
            before[s].indices.map { Optional(ListIndexPath(section: s, row: $0)) }
        }
        let empty = after.map { [ListIndexPath?](repeating: nil, count: $0.count) }
        guard let landed = try? carrying.apply(to: tagged, fillingFrom: empty) else { return }
        var expected: ListIndexPath?
        for (s, section) in landed.enumerated() {
            if let r = section.firstIndex(where: { $0 == old }) {
                expected = ListIndexPath(section: s, row: r)
            }
        }
        if selection != expected {
            fail(
                """
                Batch \(number) \(changes): the selection was \(old) and is \(describe(selection)) once the \
                data source switched; its row is at \(describe(expected)).
                """)
        }
    }

    private func readRows() -> [[Value]] {
        do {
            return try read()
        } catch {
            fail("The data source cannot be read: \(error)")
            return []
        }
    }

    private func describe(_ path: ListIndexPath?) -> String { path.map { "\($0)" } ?? "none" }

    private func difference(
        _ shown: [[Value]], _ source: [[Value]], expected: String = "shown", actual: String = "data source"
    ) -> String {
        let text =
            diff(shown, source, format: .proportional)
            ?? "\(expected): \(shown)\n\(actual): \(source)"
        return "\(text)\n(−: \(expected), +: \(actual))"
    }

    private func fail(
        _ message: String, fileID: StaticString? = nil, filePath: StaticString? = nil, line: UInt? = nil,
        column: UInt? = nil
    ) {
        failures.append(message)
        guard reportsIssues else { return }
        reportIssue(
            message, fileID: fileID ?? self.fileID, filePath: filePath ?? self.filePath,
            line: line ?? self.line,
            column: column ?? self.column)
    }
}
