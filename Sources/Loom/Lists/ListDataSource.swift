/// A node of a data-source tree: it answers a list view's questions (sections, rows, the item at
/// an index path, headers, titles, the section index, editing) and reports every change as a
/// ``ChangeSet`` to its ``parent``.
///
/// Parents hold their children strongly and every child holds its parent **weakly**, so a tree
/// never forms a cycle. A leaf reports in its own coordinates; each composite re-bases the change
/// set by its child's offset and forwards it; the root's parent (a ``ListViewUpdater``) replays it
/// into a ``ListView``. A data source is updated *before* it reports, so the counts it answers
/// during the report are the new ones.
///
/// Bad input (an index path outside the contents) is a thrown ``ListError``.
///
/// ```swift
/// let favourites = ArrayDataSource(items: ["Blue", "Kind of Blue"])
/// let all = MutableArrayDataSource(model: ArrayModel(albums)) { $0.title }
/// let tree = MultiSectionDataSource<String>(children: [favourites, all])
/// try tree.item(at: ListIndexPath(section: 1, row: 0))   // the first album's title
/// ```
@MainActor
public protocol ListDataSource<Item>: AnyObject {
    /// What a row shows (typically a cell view model).
    associatedtype Item

    /// Where changes are reported. Implementations hold it weakly.
    var parent: (any ListDataSourceParent)? { get set }

    /// The number of sections.
    var numberOfSections: Int { get }

    /// The number of rows in a section; throws for a section out of range.
    func numberOfRows(inSection section: Int) throws(ListError) -> Int

    /// The item at an index path; throws for an index path out of range.
    func item(at indexPath: ListIndexPath) throws(ListError) -> Item

    /// The header's item (view model) of a section, if any.
    func headerItem(inSection section: Int) -> Item?

    /// The footer's item (view model) of a section, if any.
    func footerItem(inSection section: Int) -> Item?

    /// The header title of a section, if any.
    func headerTitle(inSection section: Int) -> String?

    /// The footer title of a section, if any.
    func footerTitle(inSection section: Int) -> String?

    /// The titles of the section index (the letters along a table's edge), if any.
    var sectionIndexTitles: [String]? { get }

    /// The section to scroll to for a section-index title, or `nil`.
    func section(forSectionIndexTitle title: String, at index: Int) -> Int?

    /// Whether the list is in editing mode.
    var isEditing: Bool { get }

    /// Enters or leaves editing mode. Composites forward it to every child; setting the current
    /// value again does nothing.
    func setEditing(_ editing: Bool)

    /// How a row can be edited.
    func editingStyle(at indexPath: ListIndexPath) -> ListEditingStyle

    /// Whether a row can be moved.
    func canMoveRow(at indexPath: ListIndexPath) -> Bool

    /// Deletes a row (the user swiped or tapped delete). Throws
    /// ``ListError/editingNotSupported(operation:_:)`` when the row cannot be deleted.
    func deleteRow(at indexPath: ListIndexPath) throws(ListError)

    /// Performs a row's insert action (the user tapped an insert row).
    func insertRow(at indexPath: ListIndexPath) throws(ListError)

    /// Moves a row (the user dragged it). The list view has already moved it on screen, but the
    /// data source still reports the change set so that every other observer sees it.
    func moveRow(from source: ListIndexPath, to destination: ListIndexPath) throws(ListError)
}

/// How a row can be edited in editing mode (a UIKit front-end maps it to
/// `UITableViewCell.EditingStyle`).
///
/// ```swift
/// switch source.editingStyle(at: path) {
/// case .delete: try source.deleteRow(at: path)
/// case .insert: try source.insertRow(at: path)
/// case .none: break
/// }
/// ```
public enum ListEditingStyle: Hashable, Sendable {
    /// Not editable.
    case none
    /// Can be deleted.
    case delete
    /// Can trigger an insert.
    case insert
}

/// Receives the change sets of a child ``ListDataSource``: a composite data source or a
/// ``ListViewUpdater``.
///
/// ```swift
/// final class Logger: ListDataSourceParent {
///     func dataSource(_ child: AnyObject, didChange changeSet: ChangeSet) { print(changeSet) }
/// }
/// let logger = Logger()
/// source.parent = logger   // held weakly by the source
/// ```
@MainActor
public protocol ListDataSourceParent: AnyObject {
    /// `child` changed; `changeSet` is in the child's coordinates and the child already reports the
    /// new state.
    func dataSource(_ child: AnyObject, didChange changeSet: ChangeSet)
}

extension ListDataSource {
    /// No header item by default.
    public func headerItem(inSection section: Int) -> Item? { nil }
    /// No footer item by default.
    public func footerItem(inSection section: Int) -> Item? { nil }
    /// No header title by default.
    public func headerTitle(inSection section: Int) -> String? { nil }
    /// No footer title by default.
    public func footerTitle(inSection section: Int) -> String? { nil }
    /// No section index by default.
    public var sectionIndexTitles: [String]? { nil }
    /// No section-index mapping by default.
    public func section(forSectionIndexTitle title: String, at index: Int) -> Int? { nil }
    /// Not editable by default.
    public func editingStyle(at indexPath: ListIndexPath) -> ListEditingStyle { .none }
    /// Not movable by default.
    public func canMoveRow(at indexPath: ListIndexPath) -> Bool { false }
    /// Whether the row can be edited at all (its ``editingStyle(at:)`` is not `.none`).
    public func canEditRow(at indexPath: ListIndexPath) -> Bool { editingStyle(at: indexPath) != .none }
    /// Throws ``ListError/editingNotSupported(operation:_:)`` by default.
    public func deleteRow(at indexPath: ListIndexPath) throws(ListError) {
        throw .editingNotSupported(operation: "delete", indexPath)
    }
    /// Throws ``ListError/editingNotSupported(operation:_:)`` by default.
    public func insertRow(at indexPath: ListIndexPath) throws(ListError) {
        throw .editingNotSupported(operation: "insert", indexPath)
    }
    /// Throws ``ListError/editingNotSupported(operation:_:)`` by default.
    public func moveRow(from source: ListIndexPath, to destination: ListIndexPath) throws(ListError) {
        throw .editingNotSupported(operation: "move", source)
    }

    /// The row count of every section, in order (what a list view reads after a change).
    public var rowCounts: [Int] {
        (0..<numberOfSections).map { (try? numberOfRows(inSection: $0)) ?? 0 }
    }

    /// Every item, section by section; throws if the data source is inconsistent.
    public func allItems() throws(ListError) -> [[Item]] {
        var result: [[Item]] = []
        for s in 0..<numberOfSections {
            var rows: [Item] = []
            for r in 0..<(try numberOfRows(inSection: s)) {
                rows.append(try item(at: ListIndexPath(section: s, row: r)))
            }
            result.append(rows)
        }
        return result
    }

    /// Reports a change set to the parent, if any.
    public func report(_ changeSet: ChangeSet) {
        guard !changeSet.isEmpty else { return }
        parent?.dataSource(self, didChange: changeSet)
    }

    /// Throws ``ListError/sectionOutOfRange(section:count:)`` unless `section` exists.
    public func checkSection(_ section: Int) throws(ListError) {
        guard section >= 0 && section < numberOfSections else {
            throw .sectionOutOfRange(section: section, count: numberOfSections)
        }
    }

    /// Throws unless `indexPath` addresses an existing row.
    public func checkIndexPath(_ indexPath: ListIndexPath) throws(ListError) {
        try checkSection(indexPath.section)
        let rows = try numberOfRows(inSection: indexPath.section)
        guard indexPath.row >= 0 && indexPath.row < rows else {
            throw .indexPathOutOfRange(indexPath, rowCount: rows)
        }
    }
}
