#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import LibraryCore
import Loom
import LoomUIKit
public import UIKit

/// Every list screen of the library on iOS (home, artists by letter, an artist's albums as sections, the
/// playlists, a playlist, the track picker): a table view over the view model's data source through a
/// `TableViewAdapter`. The view controller only lays out; the rows, their cells, the section index, the
/// animated changes, deleting, the insert row and reordering come from the data source, and a tap goes to
/// the view model's `activate(_:)`, which tells the coordinator where to go.
///
/// A playlist's editing state lives in its view model's `controllerModel` (the Edit button sets it; the
/// table follows it), and its rows are deleted or moved only while editing.
///
/// ```swift
/// let artists = try ArtistsViewModel(store: store)
/// navigationController.pushViewController(LibraryListViewController(viewModel: artists), animated: true)
/// ```
public final class LibraryListViewController: UITableViewController {
    private let viewModel: any LibraryListViewModel
    private var adapter: TableViewAdapter<any CellViewModel>?
    private let lifetime = Lifetime()

    /// A screen showing `viewModel`'s list; an artist's albums are grouped sections.
    public init(viewModel: any LibraryListViewModel) {
        self.viewModel = viewModel
        super.init(style: viewModel is AlbumsViewModel ? .insetGrouped : .plain)
        title = viewModel.title
    }

    /// Not available: the screen is made in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Shows the list; a playlist gets an Edit button; pulling down fetches again.
    public override func viewDidLoad() {
        super.viewDidLoad()
        let adapter = TableViewAdapter(tableView: tableView, dataSource: viewModel.list)
        adapter.list.onSelect = { [weak self] indexPath in self?.activate(indexPath) }
        if let playlist = viewModel as? PlaylistViewModel {
            adapter.list.editsOnlyWhileEditing = true
            navigationItem.rightBarButtonItem = editButtonItem
            lifetime ++ Binder(self) { $0.showEditing($1) } <~ playlist.controllerModel.isEditing
        }
        self.adapter = adapter
        let refresh = UIRefreshControl()
        refresh.addAction(UIAction { [weak self] _ in self?.reload() }, for: .valueChanged)
        refreshControl = refresh
    }

    /// The Edit button: the view model's editing state changes, and the table follows it.
    public override func setEditing(_ editing: Bool, animated: Bool) {
        (viewModel as? PlaylistViewModel)?.controllerModel.isEditing.value = editing
    }

    private func showEditing(_ editing: Bool) {
        super.setEditing(editing, animated: true)
    }

    private func activate(_ indexPath: ListIndexPath) {
        tableView.deselectRow(at: IndexPath(indexPath), animated: true)
        do {
            try viewModel.activate(indexPath)
        } catch {
            showError(error)
        }
    }

    private func reload() {
        do {
            try viewModel.reload()  // the rows animate to what the database holds now
        } catch {
            showError(error)
        }
        refreshControl?.endRefreshing()
    }

    private func showError(_ error: LibraryError) {
        loom.present(alert: AlertViewModel(title: "Library", message: error.description))
    }
}
#endif
