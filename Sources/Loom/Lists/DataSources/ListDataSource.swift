/// A node of a data-source tree: it answers a list view's questions (sections, rows, the item at
/// an index path, a section's header and footer, the section index, editing) and reports
/// every change as a ``ListUpdate`` to its ``parent``.
///
/// Parents hold their children strongly and every child holds its parent **weakly**, so a tree
/// never forms a cycle. A leaf reports in its own coordinates; each composite re-bases the update
/// by its child's offset and forwards it; the root's parent (a ``ListViewUpdater``) replays it into
/// a ``ListView``.
///
/// **When contents switch.** A data source reports *before* it changes what it answers: the update
/// carries the step that switches its contents, and that step runs inside the list view's batch
/// (UIKit reads the counts inside `performBatchUpdates`). Until then the data source answers the
/// old contents, from then on the new ones, at every stage of a staged change. Report with
/// ``report(_:completion:switchContents:)-(ChangeSet,_,_)`` or, for a staged change,
/// ``report(_:completion:switchContents:)-(StagedChangeSet<Contents>,_,_)``.
///
/// **Editing** is routed to the row's item when it is an ``EditableListItem`` (a `CellViewModel` is
/// one): the default ``editingStyle(at:)``, ``canMoveRow(at:)`` and ``perform(_:at:)`` ask the item.
/// The user's edits (a delete, an insert row's action, a move) are one requirement, ``perform(_:at:)``,
/// taking a ``ListRowEdit``.
///
/// The library's data sources keep their parent and editing mode in a ``ListDataSourceNode``.
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

    /// A section's header and footer (their view models and titles); an empty ``ListSectionInfo`` for
    /// a section without them or outside the contents. Composites ask the child that shows the
    /// section, in the child's coordinates.
    func sectionInfo(at section: Int) -> ListSectionInfo

    /// The titles of the section index (the letters along a table's edge), if any.
    var sectionIndexTitles: [String]? { get }

    /// Where the section-index title at `index` of ``sectionIndexTitles`` leads: the first row of
    /// its section, or of its group in a one-section list (`row` is 0 for a section, even an empty
    /// one, whose header is the target). `nil` for an unknown title.
    func indexPath(forSectionIndexTitle title: String, at index: Int) -> ListIndexPath?

    /// Whether the list is in editing mode.
    var isEditing: Bool { get }

    /// Enters or leaves editing mode. Composites forward it to every child; setting the current
    /// value again does nothing.
    func setEditing(_ editing: Bool)

    /// How a row can be edited.
    func editingStyle(at indexPath: ListIndexPath) -> ListEditingStyle

    /// Whether a row can be moved.
    func canMoveRow(at indexPath: ListIndexPath) -> Bool

    /// Performs what the user did to a row: `.delete` deletes it (the user swiped or tapped delete),
    /// `.insert` performs an insert row's action, `.move(to:)` moves it to an existing row (the user
    /// dragged it). Throws ``ListError/editingNotSupported(operation:_:)`` when the row does not allow
    /// the edit, and a ``ListError`` for an index path outside the contents.
    ///
    /// The data source reports the change like any other; a ``ListViewUpdater`` that was asked to move
    /// the row (``ListViewUpdater/moveRow(from:to:)``) does not replay the move into the list view,
    /// which has already shown it.
    ///
    /// ```swift
    /// switch source.editingStyle(at: path) {
    /// case .delete: try source.perform(.delete, at: path)
    /// case .insert: try source.perform(.insert, at: path)
    /// case .none: break
    /// }
    /// ```
    func perform(_ edit: ListRowEdit, at indexPath: ListIndexPath) throws(ListError)
}

extension ListDataSource {
    /// No header or footer by default.
    public func sectionInfo(at section: Int) -> ListSectionInfo { ListSectionInfo() }
    /// No section index by default.
    public var sectionIndexTitles: [String]? { nil }
    /// No section-index mapping by default.
    public func indexPath(forSectionIndexTitle title: String, at index: Int) -> ListIndexPath? { nil }

    /// The row's item's editing style when it is an ``EditableListItem``, `.none` otherwise.
    public func editingStyle(at indexPath: ListIndexPath) -> ListEditingStyle {
        editableItem(at: indexPath)?.editingStyle ?? .none
    }
    /// Whether the row's item is an ``EditableListItem`` that can move.
    public func canMoveRow(at indexPath: ListIndexPath) -> Bool {
        editableItem(at: indexPath)?.canMove ?? false
    }
    /// Whether the row can be edited at all (its ``ListDataSource/editingStyle(at:)`` is not `.none`).
    package func canEditRow(at indexPath: ListIndexPath) -> Bool { editingStyle(at: indexPath) != .none }
    /// The reuse identifier of the cell that shows a row: its item's, when the item is a
    /// ``ReusableViewModel`` (a class) or a ``ValueCellViewModel`` (a value); `nil` for another item
    /// or a row that does not exist.
    package func reuseIdentifier(at indexPath: ListIndexPath) -> String? {
        guard let item = try? item(at: indexPath) else { return nil }
        if let reusable = item as? any ReusableViewModel { return reusable.reuseIdentifier }
        return (item as? any ValueCellViewModel)?.reuseIdentifier
    }
    /// Asks the row's item to perform the edit (delete its data, perform its insert action, move its
    /// data to an existing row); throws ``ListError/editingNotSupported(operation:_:)`` unless the item
    /// is an ``EditableListItem`` that allows it (its style is `.delete` or `.insert`, or it can move).
    public func perform(_ edit: ListRowEdit, at indexPath: ListIndexPath) throws(ListError) {
        try editItem(edit, at: indexPath)
    }

    /// The row's item as an ``EditableListItem``, or `nil` (no such row, or not editable).
    func editableItem(at indexPath: ListIndexPath) -> (any EditableListItem)? {
        (try? item(at: indexPath)) as? any EditableListItem
    }

    /// Routes an edit to the row's item, after checking that a move's destination and the row exist
    /// and that the item allows the edit.
    func editItem(_ edit: ListRowEdit, at indexPath: ListIndexPath) throws(ListError) {
        if case .move(let destination) = edit { try checkIndexPath(destination) }
        try checkIndexPath(indexPath)
        guard let item = editableItem(at: indexPath), item.allows(edit) else {
            throw .editingNotSupported(operation: edit.name, indexPath)
        }
        try item.performEdit(edit, at: indexPath)
    }

    /// The row count of every section, in order (what a list view reads after a change).
    package var rowCounts: [Int] {
        (0..<numberOfSections).map { (try? numberOfRows(inSection: $0)) ?? 0 }
    }

    /// Every item, section by section; throws if the data source is inconsistent.
    package func allItems() throws(ListError) -> [[Item]] {
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

    /// Throws ``ListError/sectionOutOfRange(section:count:)`` unless `section` exists.
    package func checkSection(_ section: Int) throws(ListError) {
        guard section >= 0 && section < numberOfSections else {
            throw .sectionOutOfRange(section: section, count: numberOfSections)
        }
    }

    /// Throws unless `indexPath` addresses an existing row.
    package func checkIndexPath(_ indexPath: ListIndexPath) throws(ListError) {
        try checkSection(indexPath.section)
        let rows = try numberOfRows(inSection: indexPath.section)
        guard indexPath.row >= 0 && indexPath.row < rows else {
            throw .indexPathOutOfRange(indexPath, rowCount: rows)
        }
    }
}

// MARK: - Reporting

extension ListDataSource {
    /// Reports one batch to the parent. `switchContents` brings the data source to the contents
    /// after the batch; it runs inside the list view's batch, or before this method returns when
    /// nobody runs it (no parent, no list view, or an empty batch). `completion` runs once the list
    /// view has shown the batch (at once without a list view).
    ///
    /// ```swift
    /// report(ChangeSet(deletedRows: [ListIndexPath(section: 0, row: index)])) { [self] in
    ///     rows.remove(at: index)
    /// }
    /// ```
    public func report(
        _ changeSet: ChangeSet, completion: (() -> Void)? = nil, switchContents: @escaping () -> Void
    ) {
        report(ListUpdate(changeSet, completion: completion, switchContents: switchContents))
    }

    /// Reports a staged change stage by stage: each stage is one batch whose `switchContents`
    /// installs that stage's contents (and shifts whatever follows the rows, such as an item cache,
    /// through the stage's change set), inside the list view's batch. `completion` runs once the
    /// last stage is shown (at once when there is no stage).
    ///
    /// This is the one stage loop of the library: every data source that diffs reports through it.
    ///
    /// ```swift
    /// let (staged, _) = StagedChangeSet.diffOrReplace(from: sections, to: fetched)
    /// report(staged) { [self] stage in
    ///     sections = stage.contents
    ///     cache.apply(stage.changeSet)
    /// }
    /// ```
    public func report<Contents>(
        _ staged: StagedChangeSet<Contents>, completion: (() -> Void)? = nil,
        switchContents: @escaping (StagedChangeSet<Contents>.Stage) -> Void
    ) {
        guard let last = staged.stages.indices.last else {
            completion?()
            return
        }
        for (index, stage) in staged.stages.enumerated() {
            report(
                ListUpdate(
                    stage.changeSet, isLastStage: index == last, completion: index == last ? completion : nil
                ) { switchContents(stage) })
        }
    }

    /// Forwards an update (already in this data source's coordinates) to the parent, then runs
    /// whatever nobody ran: the switch, and the completion if no list view took it.
    package func report(_ update: ListUpdate) {
        if let parent, !update.changeSet.isEmpty {
            parent.dataSource(self, report: update)
        }
        update.finish()
    }
}
