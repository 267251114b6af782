import Loom
import LoomTesting
import Testing

/// A view model that publishes its tracks as snapshots (MVVMKit's diffable view models). Its rows are
/// value view models.
@MainActor
final class TracksViewModel: DiffableListViewModel {
    var snapshot: Property<ListSnapshot<String, Int>> { contents }
    let contents = MutableProperty(ListSnapshot<String, Int>())
    var titles: [Int: String] = [:]
    /// Called whenever a row's item is made (a list view reading rows), to publish from inside a batch.
    var onItem: ((Int) -> Void)?

    func item(for itemID: Int) -> TrackRow {
        onItem?(itemID)
        return TrackRow(id: itemID, title: titles[itemID] ?? "\(itemID)")
    }

    func sectionInfo(for section: String) -> ListSectionInfo {
        ListSectionInfo(header: SectionTitleViewModel(title: section))
    }

    func publish(_ sections: [(String, [Int])]) throws {
        contents.value = try ListSnapshot(sections)
    }
}

/// A playlist whose rows the user reorders: each row is a value that moves itself through the view
/// model, which publishes the new order.
@MainActor
final class PlaylistOrderViewModel: DiffableListViewModel {
    var snapshot: Property<ListSnapshot<String, Int>> { contents }
    let contents: MutableProperty<ListSnapshot<String, Int>>
    private(set) var order: [Int]

    init(order: [Int]) throws {
        self.order = order
        contents = MutableProperty(try ListSnapshot([("Playlist", order)]))
    }

    func item(for itemID: Int) -> OrderedRow { OrderedRow(id: itemID, playlist: self) }

    func move(_ id: Int, to row: Int) throws {
        order.removeAll { $0 == id }
        order.insert(id, at: row)
        contents.value = try ListSnapshot([("Playlist", order)])
    }
}

/// A row of ``PlaylistOrderViewModel``: a value that edits through its (weakly held) playlist.
struct OrderedRow: ValueCellViewModel {
    let id: Int
    weak var playlist: PlaylistOrderViewModel?
    var differenceID: Int { id }
    func isContentEqual(to other: OrderedRow) -> Bool { true }
}

extension OrderedRow: EditableListItem {
    var editingStyle: ListEditingStyle { .none }
    var canMove: Bool { true }
    func performEdit(_ edit: ListRowEdit, at indexPath: ListIndexPath) throws(ListError) {
        guard case .move(let destination) = edit, let playlist else {
            throw .editingNotSupported(operation: edit.name, indexPath)
        }
        do {
            try playlist.move(id, to: destination.row)
        } catch {
            throw .editingFailed(operation: edit.name, indexPath, reason: "\(error)")
        }
    }
}

/// A list view that shows every batch at once and writes it down.
@MainActor
final class BatchRecorder: ListView {
    var events: [String] = []
    func reloadData() { events.append("reload") }
    func performBatchUpdates(
        _ changes: ChangeSet, animated: Bool, updates: @escaping () -> Void, completion: (() -> Void)?
    ) {
        updates()
        events.append("\(changes)")
        completion?()
    }
}

/// A screen that shows its view model's list while visible: the driver lives in its binding.
@MainActor
final class TracksScreen: ViewModelOwner {
    let viewModelSlot = ViewModelSlot<TracksScreen>(activation: .whileVisible)
    let listView = BatchRecorder()
    var driver: DiffableListDriver<String, Int, TrackRow>?

    func bind(viewModel: TracksViewModel) -> Token {
        driver = DiffableListDriver(viewModel: viewModel, listView: listView)
        return Token { [weak self] in self?.driver = nil }
    }
}

@MainActor
@Suite("Diffable view models: a driver applies published snapshots in order")
struct DiffableListDriverTests {
    typealias Driver = DiffableListDriver<String, Int, TrackRow>
    typealias Snapshot = ListSnapshot<String, Int>

    /// A driver showing `viewModel` in a probe that checks every batch.
    private func connect(
        _ viewModel: TracksViewModel, strategy: ListApplyStrategy = .animated
    ) -> (Driver, ListProbe<String>) {
        let source = DiffableDataSource(viewModel: viewModel)
        let probe = ListProbe(viewing: source) { $0.title }
        let driver = DiffableListDriver(dataSource: source, listView: probe, applyStrategy: strategy)
        probe.attach(driver.updater)
        driver.follow(viewModel.snapshot)
        return (driver, probe)
    }

    @Test("the driver applies the view model's current snapshot, then every new one, in valid batches")
    func followsViewModel() throws {
        let viewModel = TracksViewModel()
        try viewModel.publish([("A", [1, 2])])
        let (driver, probe) = connect(viewModel)
        #expect(probe.reloadCount == 1)
        #expect(probe.take() == [ChangeSet(insertedSections: [0])])
        #expect(probe.rows == [["1", "2"]])
        viewModel.titles[3] = "three"
        try viewModel.publish([("A", [2, 3]), ("B", [1])])
        #expect(probe.rows == [["2", "three"], ["1"]])
        #expect(probe.take().count > 1)
        #expect(driver.dataSource.snapshot == viewModel.snapshot.value)
        #expect(driver.dataSource.sectionInfo(at: 1).header?.title == "B")
        #expect(driver.dataSource.sectionInfo(at: 1).footer == nil)
        #expect(driver.isFollowing)
        #expect(probe.failures.isEmpty)
    }

    @Test("a snapshot applied while another is being applied waits for all its stages, then is applied")
    func reentrantApplyWaits() throws {
        let viewModel = TracksViewModel()
        try viewModel.publish([("A", [1, 2, 3])])
        let (driver, probe) = connect(viewModel)
        _ = probe.take()
        let second = try Snapshot([("A", [3, 2]), ("B", [4])])
        let third = try Snapshot([("B", [4, 5])])
        var order: [String] = []
        var seenInside: (applying: Bool, pending: Int)?
        viewModel.onItem = { [weak driver, weak viewModel] _ in
            viewModel?.onItem = nil
            driver?.apply(third) { order.append("third") }
            seenInside = driver.map { ($0.isApplying, $0.pendingCount) }
        }
        driver.apply(second) { order.append("second") }
        #expect(seenInside?.applying == true)
        #expect(seenInside?.pending == 1)
        #expect(order == ["second", "third"])
        #expect(probe.take().count == 5)  // three stages, then two
        #expect(probe.rows == [["4", "5"]])
        #expect(driver.dataSource.snapshot == third)
        #expect(!driver.isApplying)
        #expect(driver.pendingCount == 0)
        #expect(probe.failures.isEmpty)
    }

    @Test("snapshots the view model publishes during an apply are applied after it, in order")
    func publishedDuringApply() throws {
        let viewModel = TracksViewModel()
        try viewModel.publish([("A", [1, 2, 3])])
        let (driver, probe) = connect(viewModel)
        var applied: [Snapshot] = []
        let token = driver.didApply.observe { applied.append($0) }
        let second = try Snapshot([("A", [3, 2]), ("B", [4])])
        let third = try Snapshot([("B", [4, 5])])
        viewModel.onItem = { [weak viewModel] _ in
            viewModel?.onItem = nil
            viewModel?.contents.value = third
        }
        viewModel.contents.value = second
        #expect(applied == [second, third])
        #expect(probe.rows == [["4", "5"]])
        #expect(probe.failures.isEmpty)
        token.cancel()
    }

    @Test("completions run in order once the view has shown each snapshot's last stage")
    func completionsInOrder() throws {
        let viewModel = TracksViewModel()
        let (driver, probe) = connect(viewModel)
        probe.defersCompletions = true
        var log: [String] = []
        var applied: [Snapshot] = []
        let token = driver.didApply.observe { applied.append($0) }
        let a = try Snapshot([("A", [1])])
        let b = try Snapshot([("A", [2]), ("B", [1])])
        driver.apply(a) { log.append("a") }
        driver.apply(b) { log.append("b") }
        driver.apply(b) { log.append("b, unchanged") }
        #expect(log.isEmpty)
        #expect(applied.isEmpty)
        #expect(probe.history.filter(\.hasCompletion).count == 2)
        probe.finishAnimations()
        #expect(log == ["a", "b", "b, unchanged"])
        #expect(applied == [a, b, b])
        #expect(probe.rows == [["2"], ["1"]])
        token.cancel()
    }

    @Test("with the reload strategy every snapshot reloads the view once and completes")
    func reloadStrategy() throws {
        let viewModel = TracksViewModel()
        let (driver, probe) = connect(viewModel, strategy: .reloadData)
        #expect(driver.updater.applyStrategy == .reloadData)
        var log: [String] = []
        driver.apply(try Snapshot([("A", [1, 2])])) { log.append("first") }
        driver.apply(try Snapshot([("B", [2]), ("A", [3])])) { log.append("second") }
        #expect(probe.history.isEmpty)
        #expect(probe.reloadCount == 3)
        #expect(probe.rows == [["2"], ["3"]])
        #expect(log == ["first", "second"])
    }

    @Test(
        "the caller's strategy applies from the next snapshot; a reload waits for earlier animations to complete"
    )
    func changingStrategy() throws {
        let viewModel = TracksViewModel()
        let (driver, probe) = connect(viewModel, strategy: .batches(animated: false))
        probe.defersCompletions = true
        var log: [String] = []
        driver.apply(try Snapshot([("A", [1])])) { log.append("batch") }
        #expect(probe.history.map(\.animated) == [false])
        driver.updater.applyStrategy = .reloadData
        driver.apply(try Snapshot([("A", [1, 2])])) { log.append("reload") }
        #expect(probe.reloadCount == 2)
        #expect(log.isEmpty)
        probe.finishAnimations()
        #expect(log == ["batch", "reload"])
        driver.updater.applyStrategy = .animated
        driver.apply(try Snapshot([("A", [2])]))
        #expect(probe.history.map(\.animated) == [false, true])
    }

    @Test("a driver made from a view model takes items, headers and footers from it and follows it")
    func fromViewModel() throws {
        let viewModel = TracksViewModel()
        viewModel.titles = [1: "one"]
        try viewModel.publish([("A", [1])])
        let listView = BatchRecorder()
        let driver = Driver(viewModel: viewModel, listView: listView)
        #expect(listView.events == ["reload", "\(ChangeSet(insertedSections: [0]))"])
        #expect(try driver.dataSource.item(at: ip(0, 0)) == TrackRow(id: 1, title: "one"))
        #expect(driver.dataSource.sectionInfo(at: 0).header?.title == "A")
        #expect(driver.dataSource.sectionInfo(at: 0).footer == nil)
        #expect(driver.updater.applyStrategy == .animated)
        try viewModel.publish([("A", [1, 2])])
        #expect(listView.events.last == "\(ChangeSet(insertedRows: [ip(0, 1)]))")
    }

    @Test("a driver without a view model shows the snapshots it is given")
    func withoutViewModel() throws {
        let listView = BatchRecorder()
        let driver = DiffableListDriver(
            dataSource: DiffableDataSource<String, Int, String> { "#\($0)" }, listView: listView)
        var shown = false
        driver.apply(try Snapshot([("A", [1, 2])])) { shown = true }
        #expect(shown)
        #expect(try driver.dataSource.allItems() == [["#1", "#2"]])
        #expect(!driver.isFollowing)
    }

    @Test("following a signal replaces following a property; stopping ends both")
    func followAndStop() throws {
        let viewModel = TracksViewModel()
        let (driver, probe) = connect(viewModel)
        try viewModel.publish([("A", [1])])
        driver.stopFollowing()
        #expect(!driver.isFollowing)
        try viewModel.publish([("A", [1, 2])])
        #expect(probe.rows == [["1"]])

        let snapshots = Emitter<Snapshot>()
        driver.follow(snapshots)
        #expect(probe.rows == [["1"]])
        snapshots.send(try Snapshot([("S", [7])]))
        #expect(probe.rows == [["7"]])
        driver.follow(viewModel.snapshot)
        #expect(probe.rows == [["1", "2"]])
        snapshots.send(try Snapshot([("S", [8])]))
        #expect(probe.rows == [["1", "2"]])
        #expect(probe.failures.isEmpty)
    }

    @Test("a row the user drags is moved by its view model, whose new snapshot is not replayed into the view")
    func userMoveThroughViewModel() throws {
        let playlist = try PlaylistOrderViewModel(order: [1, 2, 3])
        let source = DiffableDataSource(viewModel: playlist)
        let probe = ListProbe(viewing: source) { "\($0.id)" }
        let driver = DiffableListDriver(dataSource: source, listView: probe)
        probe.attach(driver.updater)
        driver.follow(playlist.snapshot)
        let batches = probe.history.count
        try probe.moveRowByUser(from: ip(0, 0), to: ip(0, 2))
        #expect(playlist.order == [2, 3, 1])
        #expect(probe.rows == [["2", "3", "1"]])
        #expect(probe.history.count == batches)
        #expect(probe.reloadCount == 1)
        #expect(driver.dataSource.snapshot == playlist.snapshot.value)
        #expect(probe.failures.isEmpty)
    }

    // MARK: Lifetimes

    @Test("the driver holds the view model, which holds the driver only weakly: all are released")
    func driverAndViewModelReleased() throws {
        let leaks = LeakTracker()
        let listView = BatchRecorder()
        do {
            let viewModel = TracksViewModel()
            try viewModel.publish([("A", [1])])
            let driver = Driver(viewModel: viewModel, listView: listView)
            leaks.track(driver, "driver")
            leaks.track(driver.dataSource, "data source")
            leaks.track(driver.updater, "updater")
            leaks.track(viewModel, "view model")
        }
        leaks.expectReleased()
    }

    @Test("a released driver stops following a view model that lives on")
    func releasedDriverStops() throws {
        let leaks = LeakTracker()
        let viewModel = TracksViewModel()
        let listView = BatchRecorder()
        do {
            let driver = Driver(viewModel: viewModel, listView: listView)
            leaks.track(driver, "driver")
        }
        leaks.expectReleased()
        let events = listView.events
        try viewModel.publish([("A", [1])])
        #expect(listView.events == events)
    }

    @Test("the driver does not keep its list view alive; without a view it still follows")
    func listViewNotRetained() throws {
        let leaks = LeakTracker()
        let viewModel = TracksViewModel()
        var driver: Driver?
        do {
            let listView = BatchRecorder()
            driver = Driver(viewModel: viewModel, listView: listView)
            leaks.track(listView, "list view")
        }
        leaks.expectReleased()
        var completed = false
        let snapshot = try Snapshot([("A", [1])])
        driver?.apply(snapshot) { completed = true }
        #expect(completed)
        #expect(driver?.dataSource.snapshot == snapshot)
    }

    @Test("completions an animating view still holds run in order after the driver is released")
    func completionsOutliveDriver() throws {
        let viewModel = TracksViewModel()
        var driver: Driver?
        let probe: ListProbe<String>
        do {
            let connected = connect(viewModel)
            driver = connected.0
            probe = connected.1
        }
        probe.defersCompletions = true
        var log: [String] = []
        driver?.apply(try Snapshot([("A", [1])])) { log.append("a") }
        driver?.apply(try Snapshot([("A", [1])])) { log.append("a, unchanged") }
        let leaks = LeakTracker()
        leaks.track(driver, "driver")
        driver = nil
        leaks.expectReleased()
        #expect(log.isEmpty)
        probe.finishAnimations()
        #expect(log == ["a", "a, unchanged"])
    }

    @Test("a screen that makes its driver when it binds releases it when it unbinds")
    func screenOwnsDriverWhileBound() throws {
        let leaks = LeakTracker()
        do {
            let viewModel = TracksViewModel()
            try viewModel.publish([("A", [1])])
            let screen = TracksScreen()
            screen.viewModel = viewModel
            #expect(screen.driver == nil)
            screen.handle(.willAppear)
            #expect(screen.listView.events.count == 2)
            leaks.track(screen.driver, "driver")
            screen.handle(.willDisappear)
            #expect(screen.driver == nil)
            try viewModel.publish([("A", [1, 2])])
            #expect(screen.listView.events.count == 2)
            leaks.track(screen, "screen")
            leaks.track(viewModel, "view model")
        }
        leaks.expectReleased()
    }
}
