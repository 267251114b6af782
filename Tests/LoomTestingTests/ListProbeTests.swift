import Loom
import LoomTesting
import Testing

/// A data source that breaks the rules on purpose, to prove the probe catches it.
@MainActor
final class CarelessDataSource: ListDataSource {
    weak var parent: (any ListDataSourceParent)?
    var items: [String]
    let isEditing = false
    init(_ items: [String]) { self.items = items }
    var numberOfSections: Int { 1 }
    func numberOfRows(inSection section: Int) throws(ListError) -> Int {
        try checkSection(section)
        return items.count
    }
    func item(at indexPath: ListIndexPath) throws(ListError) -> String {
        try checkIndexPath(indexPath)
        return items[indexPath.row]
    }
    func setEditing(_ editing: Bool) {}

    /// Changes its contents before reporting (the old convention).
    func appendEarly(_ item: String) {
        items.append(item)
        report(ChangeSet(insertedRows: [ListIndexPath(section: 0, row: items.count - 1)])) {}
    }

    /// Reports a batch that does not match what it does.
    func appendWrongly(_ item: String) {
        report(ChangeSet(insertedRows: [ListIndexPath(section: 0, row: 0)])) { [self] in items.append(item) }
    }
}

/// A source that answers one thing and reports a move it never makes.
@MainActor
final class StubbornDataSource: ListDataSource {
    weak var parent: (any ListDataSourceParent)?
    let isEditing = false
    var numberOfSections: Int { 1 }
    func numberOfRows(inSection section: Int) throws(ListError) -> Int {
        try checkSection(section)
        return 2
    }
    func item(at indexPath: ListIndexPath) throws(ListError) -> String {
        try checkIndexPath(indexPath)
        return ["a", "b"][indexPath.row]
    }
    func setEditing(_ editing: Bool) {}
    func canMoveRow(at indexPath: ListIndexPath) -> Bool { true }
    func perform(_ edit: ListRowEdit, at source: ListIndexPath) throws(ListError) {
        guard case .move(let destination) = edit else { return }
        report(ChangeSet(movedRows: [.init(from: source, to: destination)])) {}
    }
}

@MainActor
@Suite("ListProbe: a list view that checks every batch")
struct ListProbeTests {
    @Test("the probe catches a data source that switches before reporting, and an invalid batch")
    func probeCatchesBrokenRules() {
        let source = CarelessDataSource(["a"])
        let probe = ListProbe(source)
        probe.reportsIssues = false
        source.appendEarly("b")
        #expect(probe.failures.count == 1)
        #expect(probe.failures.first?.contains("before the batch began") == true)
        source.appendWrongly("c")
        #expect(probe.failures.count == 2)
        #expect(probe.failures.last?.contains("does not describe the change") == true)
    }

    @Test("expected failure: the probe reports a broken rule as a test issue")
    func probeReportsIssues() {
        let source = CarelessDataSource(["a"])
        let probe = ListProbe(source)
        withKnownIssue("expected: the failure above is what this test checks") {
            source.appendEarly("b")
        } matching: { issue in
            issue.description.contains("before the batch began")
        }
        #expect(probe.batches.count == 1)
    }

    @Test("a user's move the data source does not make is a failure at the line of the move")
    func moveNotMade() throws {
        let probe = ListProbe(StubbornDataSource())
        probe.reportsIssues = false
        try probe.moveRowByUser(
            from: ListIndexPath(section: 0, row: 0), to: ListIndexPath(section: 0, row: 1))
        #expect(probe.failures.count == 1)
        #expect(probe.failures.first?.contains("not the data source's") == true)
        #expect(probe.rows == [["a", "b"]])  // back to what the data source shows
    }

    @Test("completions run at the end of each batch, or when the animations finish")
    func completions() throws {
        let source = DiffableDataSource<String, Int, Int> { $0 }
        let probe = ListProbe(source)
        var completed = 0
        source.apply(try ListSnapshot([("a", [1])])) { completed += 1 }
        #expect(completed == 1)
        probe.defersCompletions = true
        source.apply(try ListSnapshot([("a", [2])])) { completed += 1 }
        #expect(completed == 1)
        probe.finishAnimations()
        #expect(completed == 2)
        #expect(probe.history.map(\.hasCompletion) == [true, false, true])
    }

    @Test(
        "a probe viewing a data source another updater drives checks its batches, and its selection once attached"
    )
    func viewingAnotherUpdater() throws {
        let source = CarelessDataSource(["a"])
        let probe = ListProbe(viewing: source) { $0 }
        probe.reportsIssues = false
        probe.selection = ListIndexPath(section: 0, row: 0)
        #expect(probe.selection == nil)  // nothing to select through before attaching
        #expect(probe.applyStrategy == .animated)
        try probe.moveRowByUser(
            from: ListIndexPath(section: 0, row: 0), to: ListIndexPath(section: 0, row: 0))
        let updater = ListViewUpdater(dataSource: source, listView: probe)
        #expect(probe.reloadCount == 1)
        #expect(probe.rows == [["a"]])
        probe.attach(updater)
        #expect(probe.dataSource === source)
        probe.selection = ListIndexPath(section: 0, row: 0)
        #expect(updater.selection == ListIndexPath(section: 0, row: 0))
        probe.applyStrategy = .batches(animated: false)
        #expect(updater.applyStrategy == .batches(animated: false))
        source.appendWrongly("b")
        #expect(probe.failures.count == 1)
        #expect(probe.failures.first?.contains("does not describe the change") == true)
        #expect(probe.history.map(\.animated) == [false])
    }

    @Test("the probe owns its updater and data source, and they are released with it")
    func lifetime() {
        let leaks = LeakTracker()
        do {
            let source = ArrayDataSource(items: ["a"])
            let probe = ListProbe(source)
            leaks.track(source, "data source")
            leaks.track(probe, "probe")
            if let updater = source.parent { leaks.track(updater, "updater") }
        }
        leaks.expectReleased()
    }

    @Test("an attached updater is held by the probe and released with it; it holds the probe weakly")
    func attachedLifetime() {
        let leaks = LeakTracker()
        do {
            let source = ArrayDataSource(items: ["a"])
            let probe = ListProbe(viewing: source) { $0 }
            do {
                let updater = ListViewUpdater(dataSource: source, listView: probe)
                probe.attach(updater)
                leaks.track(updater, "updater")
            }
            #expect(leaks.alive == ["updater"])
            leaks.track(source, "data source")
            leaks.track(probe, "probe")
        }
        leaks.expectReleased()
    }
}
