import Loom
import LoomCombine
import LoomTesting
import Testing

#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// MVVMKit's diffable view model: it exposes its list as a publisher of snapshots.
@MainActor
private final class TracksViewModel {
    typealias Snapshot = ListSnapshot<String, Int>
    private let subject = CurrentValueSubject<Snapshot, Never>(Snapshot())
    /// What the screen shows (MVVMKit's `DiffableTableViewViewModel.snapshot`).
    var snapshot: AnyPublisher<Snapshot, Never> { subject.eraseToAnyPublisher() }

    func show(_ sections: [(String, [Int])]) throws {
        subject.send(try Snapshot(sections))
    }

    func reload(_ items: [Int]) throws {
        var next = subject.value
        try next.reloadItems(items)
        subject.send(next)
    }

    func finish() {
        subject.send(completion: .finished)
    }
}

/// The same view model written with a Loom property, exposed the MVVMKit way.
@MainActor
private final class LoomTracksViewModel {
    let tracks = MutableProperty(ListSnapshot<String, Int>())
    var snapshot: AnyPublisher<ListSnapshot<String, Int>, Never> { tracks.publisher.eraseToAnyPublisher() }
}

/// MVVMKit's diffable table view controller, with a list probe that validates every batch as
/// `UITableView` would.
@MainActor
private final class TracksScreen {
    let dataSource = DiffableDataSource<String, Int, String> { "track \($0)" }
    let listView: ListProbe<String>
    let lifetime = Lifetime()

    init(snapshot: AnyPublisher<ListSnapshot<String, Int>, Never>) {
        listView = ListProbe(dataSource)
        lifetime ++ dataSource.applySnapshots(from: snapshot)
    }
}

@MainActor
@Suite("MVVMKit's snapshot publishers drive a diffable list")
struct SnapshotPublisherTests {
    @Test("every published snapshot reaches the list as valid staged batch updates, in order")
    func snapshotsDriveTheList() throws {
        let viewModel = TracksViewModel()
        let screen = TracksScreen(snapshot: viewModel.snapshot)
        #expect(screen.listView.batches.isEmpty, "the empty first snapshot changes nothing")

        try viewModel.show([("AC/DC", [1, 2, 3]), ("Accept", [4])])
        #expect(screen.listView.batches == [ChangeSet(insertedSections: [0, 1])])
        #expect(screen.listView.rows.map(\.count) == [3, 1])

        try viewModel.show([("Accept", [4, 1]), ("Aerosmith", [5]), ("AC/DC", [3])])
        try viewModel.reload([5])
        #expect(screen.listView.failures.isEmpty, "every batch is one UITableView accepts")
        #expect(screen.listView.rows.map(\.count) == [2, 1, 1])
        #expect(screen.dataSource.snapshot.sectionIdentifiers == ["Accept", "Aerosmith", "AC/DC"])
        #expect(try screen.dataSource.item(at: ListIndexPath(section: 0, row: 1)) == "track 1")
        #expect(
            screen.listView.batches.last == ChangeSet(reloadedRows: [ListIndexPath(section: 1, row: 0)]),
            "a reload mark becomes a reload")
    }

    @Test("a view model built on a Loom property drives the list the same way, synchronously")
    func loomPropertyViewModel() throws {
        let viewModel = LoomTracksViewModel()
        let screen = TracksScreen(snapshot: viewModel.snapshot)
        viewModel.tracks.value = try ListSnapshot([("a", [1, 2])])
        #expect(screen.listView.batches == [ChangeSet(insertedSections: [0])])
        viewModel.tracks.value = try ListSnapshot([("a", [2, 3])])
        #expect(screen.listView.failures.isEmpty)
        #expect(screen.listView.rows.map(\.count) == [2])
        #expect(screen.dataSource.snapshot == (try ListSnapshot([("a", [2, 3])])))
    }

    @Test("when the view model finishes its publisher, the list keeps its last snapshot and the binding ends")
    func completionEndsTheBinding() throws {
        let viewModel = TracksViewModel()
        let screen = TracksScreen(snapshot: viewModel.snapshot)
        try viewModel.show([("a", [1])])
        viewModel.finish()
        try viewModel.show([("b", [2])])
        #expect(screen.dataSource.snapshot == (try ListSnapshot([("a", [1])])))
    }

    @Test("releasing the screen ends the subscription; screen, data source and view model are released")
    func noLeaks() throws {
        let leaks = LeakTracker()
        do {
            let viewModel = TracksViewModel()
            let screen = TracksScreen(snapshot: viewModel.snapshot)
            try viewModel.show([("a", [1, 2])])
            leaks.track(viewModel, "view model")
            leaks.track(screen, "screen")
            leaks.track(screen.dataSource, "data source")
            leaks.track(screen.listView, "list view")
        }
        leaks.expectReleased()
    }

    @Test("a data source released while subscribed ends the subscription at the next snapshot")
    func dataSourceReleasedFirst() throws {
        let viewModel = TracksViewModel()
        var cancels = 0
        let snapshots = viewModel.snapshot.handleEvents(receiveCancel: { cancels += 1 })
        var token: Token?
        weak var released: DiffableDataSource<String, Int, String>?
        do {
            let dataSource = DiffableDataSource<String, Int, String> { "\($0)" }
            released = dataSource
            token = dataSource.applySnapshots(from: snapshots)
        }
        #expect(released == nil, "the subscription holds the data source weakly")
        try viewModel.show([("a", [1])])
        #expect(cancels == 1)
        #expect(token?.isCancelled == true)
    }
}
