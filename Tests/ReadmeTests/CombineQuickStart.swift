import Loom
import LoomCombine
import LoomTesting
import Testing

#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

// The README's "Using Loom with Combine" blocks, verbatim.

func runCombineBridge() -> (shown: [String], title: String) {
    let count = MutableProperty(1)
    let inbox = CurrentValueSubject<String, Never>("Inbox")
    let title = MutableProperty("")
    var shown: [String] = []

    let bag = Bag()
    bag ++ count.publisher.map { "\($0) items" }.sink { shown.append($0) }  // current value first
        ++ title <~ inbox  // a publisher that cannot fail binds like a property

    count.value = 2  // shown == ["1 items", "2 items"], before the setter returns
    inbox.send("Archive")  // title.value == "Archive"
    return withExtendedLifetime(bag) { (shown, title.value) }
}

@MainActor
final class PlaylistViewModel {
    private let tracks = CurrentValueSubject<ListSnapshot<String, Int>, Never>(ListSnapshot())
    // MVVMKit's form: the list as a publisher of snapshots.
    var snapshot: AnyPublisher<ListSnapshot<String, Int>, Never> { tracks.eraseToAnyPublisher() }

    func show(_ ids: [Int]) throws { tracks.send(try ListSnapshot([("Playlist", ids)])) }
}

@MainActor
func runPlaylist() throws -> [ChangeSet] {
    let viewModel = PlaylistViewModel()
    let dataSource = DiffableDataSource<String, Int, String> { "track \($0)" }
    let tableView = ListProbe(dataSource)  // a UITableView in an app; the probe checks each batch
    let lifetime = Lifetime()
    lifetime ++ dataSource.applySnapshots(from: viewModel.snapshot)

    try viewModel.show([1, 2, 3])  // one batch: insert the section
    try viewModel.show([3, 1])  // staged batches: delete 2, then move 3
    return withExtendedLifetime(lifetime) { tableView.batches }
}

@Test("README: the Combine quick start publishes a property and binds a subject")
func combineQuickStartRuns() {
    let result = runCombineBridge()
    #expect(result.shown == ["1 items", "2 items"])
    #expect(result.title == "Archive")
}

@MainActor
@Test("README: a snapshot-publishing view model drives a diffable list through valid batches")
func playlistQuickStartRuns() throws {
    let batches = try runPlaylist()
    #expect(
        batches == [
            ChangeSet(insertedSections: [0]),
            ChangeSet(deletedRows: [ListIndexPath(section: 0, row: 1)]),
            ChangeSet(movedRows: [
                .init(from: ListIndexPath(section: 0, row: 1), to: ListIndexPath(section: 0, row: 0))
            ]),
        ])
}
