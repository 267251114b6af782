public import Loom

/// What every list screen of the library offers a front-end: a title, a data source of cell view
/// models, and what happens when a row is activated. The terminal front-end draws and drives every
/// list screen through this one protocol.
///
/// ```swift
/// let screen: any LibraryListViewModel = artistsViewModel
/// try screen.activate(ListIndexPath(section: 0, row: 0))   // drills down to the first artist
/// ```
@MainActor
public protocol LibraryListViewModel: ViewModel {
    /// The screen's title.
    var title: String { get }
    /// The rows.
    var list: any ListDataSource<any CellViewModel> { get }
    /// The user chose a row (enter, tap).
    func activate(_ indexPath: ListIndexPath) throws(LibraryError)
    /// Fetches again; the list reports what changed.
    func reload() throws(LibraryError)
}
