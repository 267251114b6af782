public import Loom

/// The first screen: browse artists, or edit playlists.
///
/// ```swift
/// let home = HomeViewModel()
/// let token = home.chosen.observe { print($0) }
/// try home.activate(ListIndexPath(section: 0, row: 1))   // prints "playlists"
/// ```
@MainActor
public final class HomeViewModel: LibraryListViewModel {
    /// A section of the library.
    public enum Destination: String, Hashable, Sendable, CaseIterable {
        /// Artists, their albums and tracks.
        case artists
        /// Playlists.
        case playlists
    }

    /// "Library".
    public let title = "Library"
    private let rows: ArrayDataSource<any CellViewModel>
    private let chosenEmitter = Emitter<Destination>()

    /// Creates the home screen.
    public init() {
        rows = ArrayDataSource(items: [
            LibraryCellViewModel(title: "Artists", subtitle: "by first letter", image: "person"),
            LibraryCellViewModel(
                title: "Playlists", subtitle: "add, delete, reorder", image: "music.note.list"),
        ])
    }

    /// The two rows.
    public var list: any ListDataSource<any CellViewModel> { rows }

    /// Sent when the user chooses a destination.
    public var chosen: Signal<Destination> { chosenEmitter }

    /// Chooses the destination of a row.
    public func activate(_ indexPath: ListIndexPath) throws(LibraryError) {
        guard indexPath.section == 0, Destination.allCases.indices.contains(indexPath.row) else {
            throw .invalidRow("there is no row \(indexPath) on the home screen")
        }
        chosenEmitter.send(Destination.allCases[indexPath.row])
    }

    /// Nothing to fetch.
    public func reload() throws(LibraryError) {}
}
