#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import Loom
import LoomUIKit
import UIKit

// The README's "Using Loom with UIKit" table view over a data source, verbatim (type-checked for iOS by
// apple-check).

@MainActor
final class TrackCellViewModel: CellViewModel {
    let title: Property<String>
    init(_ name: String) { title = Property(constant: name) }
}

final class TracksViewController: UITableViewController {
    let tracks = ArrayModel(["Hells Bells", "Back in Black"])
    private var adapter: TableViewAdapter<TrackCellViewModel>?

    override func viewDidLoad() {
        super.viewDidLoad()
        let source = MutableArrayDataSource(model: tracks) { TrackCellViewModel($0) }
        source.allowsDeleting = true  // swipe to delete removes the track from the model
        // Counts, cells bound to their view models, editing, taps; every change is one batch update,
        // checked in debug builds before UIKit would raise "Invalid update".
        adapter = TableViewAdapter(tableView: tableView, dataSource: source)
    }

    func add(_ name: String) {
        tracks.append(name)  // the table view animates the insert
    }
}
#endif
