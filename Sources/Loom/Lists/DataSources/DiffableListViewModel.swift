/// A view model that publishes its list as snapshots: it sets a new ``ListSnapshot`` whenever its contents change,
/// and makes each row's item (its cell view model) and each section's header and footer.
///
/// A ``DiffableListDriver`` shows it in any ``ListView``: it follows ``snapshot``, applies every new
/// snapshot through a ``DiffableDataSource`` and a ``ListViewUpdater`` with the caller's apply
/// strategy, one after another in the order they were published.
///
/// The view model never refers to the driver or the view; the driver holds the view model.
///
/// ```swift
/// final class TracksViewModel: DiffableListViewModel {
///     var snapshot: Property<ListSnapshot<String, Int>> { contents }
///     private let contents = MutableProperty(ListSnapshot<String, Int>())
///     private var titles: [Int: String] = [:]
///
///     func item(for itemID: Int) -> TrackRow { TrackRow(id: itemID, title: titles[itemID] ?? "") }
///     func sectionInfo(for section: String) -> ListSectionInfo {
///         ListSectionInfo(header: SectionTitleViewModel(title: section))
///     }
///
///     func show(_ tracks: [Track]) throws {
///         titles = Dictionary(uniqueKeysWithValues: tracks.map { ($0.id, $0.title) })
///         contents.value = try ListSnapshot([("Tracks", tracks.map(\.id))])
///     }
/// }
///
/// let driver = DiffableListDriver(viewModel: tracks, listView: tableView, applyStrategy: .animated)
/// ```
@MainActor
public protocol DiffableListViewModel: ViewModel {
    /// The identifier of a section.
    associatedtype SectionID: Hashable
    /// The identifier of an item.
    associatedtype ItemID: Hashable
    /// What a row shows: typically a cell view model (a ``CellViewModel`` or a
    /// ``ValueCellViewModel``).
    associatedtype Item

    /// The list's contents: the view model sets a new snapshot whenever they change (typically a
    /// private `MutableProperty` exposed read-only).
    var snapshot: Property<ListSnapshot<SectionID, ItemID>> { get }

    /// The item of the row whose identifier is `itemID`, made from the view model's current state.
    ///
    /// The data source calls it for every item of a snapshot when the snapshot is applied, and shows
    /// those items: the snapshot carries its rows' content, so a row keeps its old item until a
    /// batch inserts or reloads it. Mark rows whose content changed with
    /// ``ListSnapshot/reloadItems(_:)`` in the snapshot you publish.
    func item(for itemID: ItemID) -> Item

    /// A section's header and footer (view models and titles).
    func sectionInfo(for section: SectionID) -> ListSectionInfo
}

extension DiffableListViewModel {
    /// No header or footer.
    public func sectionInfo(for section: SectionID) -> ListSectionInfo { ListSectionInfo() }
}
