import Loom
import Testing

// The README's lists block, verbatim.

struct Track: Identifiable, Equatable, Differentiable {
    let id: Int
    var title: String
}

func diffTracks() throws -> Int {
    let old = [Track(id: 1, title: "Hells Bells"), Track(id: 2, title: "Back in Black")]
    let new = [Track(id: 2, title: "Back in Black"), Track(id: 3, title: "Shoot to Thrill")]
    let staged = try StagedChangeSet(from: old, to: new)  // deletions, then insertions and moves
    return staged.stages.count  // 2
}

// A list view: a UITableView in an app, a terminal list, or this one, which writes down each batch.
@MainActor
final class BatchLog: ListView {
    var lines: [String] = []
    func reloadData() { lines.append("reload") }
    func performBatchUpdates(
        _ changes: ChangeSet, animated: Bool, updates: @escaping () -> Void, completion: (() -> Void)?
    ) {
        updates()  // the data source switches to its new contents here, inside the batch
        lines.append("\(changes)")
        completion?()
    }
}

@MainActor
func showTracks(in log: BatchLog) throws -> ListViewUpdater<String> {
    let source = DiffableDataSource<String, Int, String> { id in "track \(id)" }
    let updater = ListViewUpdater(dataSource: source, listView: log)  // reloads the log once
    source.apply(try ListSnapshot([("AC/DC", [1, 2])]))  // one batch: section 0 inserted
    source.apply(try ListSnapshot([("AC/DC", [2, 3])]))  // two stages: delete 0-0, insert 0-1
    return updater
}

@Test("README: the lists quick start makes two stages")
func listsQuickStartRuns() throws {
    #expect(try diffTracks() == 2)
}

@MainActor
@Test("README: the pipeline from a snapshot to a list view, one batch per stage")
func listsPipelineRuns() throws {
    let log = BatchLog()
    let updater = try showTracks(in: log)
    #expect(
        log.lines == [
            "reload", "ChangeSet(insertedSections: [0])", "ChangeSet(deletedRows: [0-0])",
            "ChangeSet(insertedRows: [0-1])",
        ])
    #expect(try updater.dataSource.allItems() == [["track 2", "track 3"]])
}
