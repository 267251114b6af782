/// A data source made of child data sources laid out one after another, as sections or as rows of
/// one section: the machinery that ``CompositeDataSource`` (whose children you add and remove, through
/// ``MultiSectionDataSource`` and ``MultiRowDataSource``), ``EditingDataSource`` and
/// ``GroupedDataSource`` share.
///
/// Children are held strongly and their ``ListDataSource/parent`` is set to this data source (held
/// weakly by them). A child's update is re-based by the child's offset (the sections or rows of
/// the children before it) and forwarded to this data source's parent; adding or removing a child
/// reports its sections or rows as inserted or deleted, and the children change inside the list
/// view's batch, like any data source's contents. Index paths outside the contents throw
/// ``ListError``. Editing is forwarded to every child.
///
/// ```swift
/// let library = MultiSectionDataSource<String>(children: [recent, albums])
/// let (child, offset, local) = try library.locate(ListIndexPath(section: 4, row: 0))
/// ```
@MainActor
public class NestingDataSource<Item>: ListDataSourceNode, ListDataSource, ListDataSourceParent {
    enum Layout {
        case sections
        case rows
    }

    let layout: Layout
    /// The children, in order.
    public internal(set) var children: [any ListDataSource<Item>]

    init(layout: Layout, children: [any ListDataSource<Item>]) {
        self.layout = layout
        self.children = children
        super.init()
        for child in children { child.parent = self }
    }

    // MARK: Children

    /// Inserts a child at a valid index; `alongside` runs in the same switch (inside the batch).
    func insertChild(_ child: any ListDataSource<Item>, at index: Int, alongside: (() -> Void)? = nil) {
        let offset = offset(ofChildAt: index)
        report(spanChangeSet(offset: offset, size: size(of: child), inserted: true)) { [weak self] in
            guard let self else { return }
            children.insert(child, at: index)
            child.parent = self
            alongside?()
        }
    }

    /// Removes the child at a valid index; `alongside` runs in the same switch (inside the batch).
    func removeChild(at index: Int, alongside: (() -> Void)? = nil) {
        let child = children[index]
        let changeSet = spanChangeSet(
            offset: offset(ofChildAt: index), size: size(of: child), inserted: false)
        report(changeSet) { [weak self] in
            guard let self else { return }
            children.remove(at: index)
            if child.parent === self { child.parent = nil }
            alongside?()
        }
    }

    /// The child at `index`.
    package func child(at index: Int) throws(ListError) -> any ListDataSource<Item> {
        guard index >= 0 && index < children.count else {
            throw .childIndexOutOfRange(index: index, count: children.count)
        }
        return children[index]
    }

    /// The index of a child, or `nil`.
    func index(of child: AnyObject) -> Int? {
        children.firstIndex { $0 === child }
    }

    /// The child showing `indexPath`, the child's offset (sections or rows before it) and the index
    /// path in the child's coordinates.
    public func locate(
        _ indexPath: ListIndexPath
    ) throws(ListError) -> (child: any ListDataSource<Item>, offset: Int, indexPath: ListIndexPath) {
        switch layout {
        case .sections:
            let (index, offset) = try locateSection(indexPath.section)
            return (
                children[index], offset,
                ListIndexPath(section: indexPath.section - offset, row: indexPath.row)
            )
        case .rows:
            try checkSection(indexPath.section)
            var offset = 0
            for child in children {
                let rows = Self.rows(of: child)
                if indexPath.row >= offset && indexPath.row < offset + rows {
                    return (child, offset, ListIndexPath(section: 0, row: indexPath.row - offset))
                }
                offset += rows
            }
            throw .indexPathOutOfRange(indexPath, rowCount: offset)
        }
    }

    private func locateSection(_ section: Int) throws(ListError) -> (index: Int, offset: Int) {
        var offset = 0
        if section >= 0 {
            for (index, child) in children.enumerated() {
                let count = child.numberOfSections
                if section < offset + count { return (index, offset) }
                offset += count
            }
        }
        throw .sectionOutOfRange(section: section, count: numberOfSections)
    }

    private static func rows(of child: any ListDataSource<Item>) -> Int {
        (try? child.numberOfRows(inSection: 0)) ?? 0
    }

    private func size(of child: any ListDataSource<Item>) -> Int {
        layout == .sections ? child.numberOfSections : Self.rows(of: child)
    }

    private func offset(ofChildAt index: Int) -> Int {
        children[..<index].reduce(0) { $0 + size(of: $1) }
    }

    private func spanChangeSet(offset: Int, size: Int, inserted: Bool) -> ChangeSet {
        let span = offset..<(offset + size)
        switch (layout, inserted) {
        case (.sections, true): return ChangeSet(insertedSections: Array(span))
        case (.sections, false): return ChangeSet(deletedSections: Array(span))
        case (.rows, true): return ChangeSet(insertedRows: span.map { ListIndexPath(section: 0, row: $0) })
        case (.rows, false): return ChangeSet(deletedRows: span.map { ListIndexPath(section: 0, row: $0) })
        }
    }

    // MARK: ListDataSourceParent

    /// Re-bases a child's update by the child's offset (the sections or rows of the children before
    /// it, which the update does not change) and forwards it. Updates of a source that is no longer
    /// a child are not forwarded (the child still switches when its report returns).
    public func dataSource(_ child: AnyObject, report update: ListUpdate) {
        guard let index = index(of: child) else { return }
        let offset = offset(ofChildAt: index)
        let rebased =
            layout == .sections
            ? try? update.rebased(sections: offset, rows: 0)
            : try? update.rebased(sections: 0, rows: offset)
        // A non-negative offset only fails on a child's own negative index: forward it unchanged so
        // that the list view's validator reports it.
        report(rebased ?? update)
    }

    // MARK: ListDataSource

    /// The sum of the children's sections (`.sections` layout) or 1 (`.rows` layout).
    public var numberOfSections: Int {
        layout == .sections ? children.reduce(0) { $0 + $1.numberOfSections } : 1
    }

    /// The rows of the section, from the child that shows it (or the sum of the children's rows).
    public func numberOfRows(inSection section: Int) throws(ListError) -> Int {
        switch layout {
        case .sections:
            let (index, offset) = try locateSection(section)
            return try children[index].numberOfRows(inSection: section - offset)
        case .rows:
            try checkSection(section)
            return children.reduce(0) { $0 + Self.rows(of: $1) }
        }
    }

    /// The item, from the child that shows it.
    public func item(at indexPath: ListIndexPath) throws(ListError) -> Item {
        let (child, _, local) = try locate(indexPath)
        return try child.item(at: local)
    }

    /// The header and footer the child that shows the section gives for it, in the child's coordinates
    /// (`.sections` layout; in the one-section `.rows` layout the children's sections are not sections
    /// of the composite, so there are none).
    public func sectionInfo(at section: Int) -> ListSectionInfo {
        guard layout == .sections, let (index, offset) = try? locateSection(section) else {
            return ListSectionInfo()
        }
        return children[index].sectionInfo(at: section - offset)
    }

    /// The concatenation of the children's section index titles, or `nil` if none has any.
    public var sectionIndexTitles: [String]? {
        let titles = children.compactMap(\.sectionIndexTitles)
        return titles.isEmpty ? nil : titles.flatMap { $0 }
    }

    /// The answer of the child that owns the title at `index` of ``sectionIndexTitles`` (the
    /// concatenation of the children's titles), mapped into this data source: offset by the sections
    /// of the children before it, or by their rows in the one-section layout. A title that is not
    /// at `index` is looked up by name, first child first.
    public func indexPath(forSectionIndexTitle title: String, at index: Int) -> ListIndexPath? {
        var titleOffset = 0
        var offset = 0
        var firstMatch: ListIndexPath?
        for child in children {
            let titles = child.sectionIndexTitles ?? []
            let local = index - titleOffset
            if titles.indices.contains(local), titles[local] == title {
                return child.indexPath(forSectionIndexTitle: title, at: local).map { rebase($0, by: offset) }
            }
            if firstMatch == nil, let local = titles.firstIndex(of: title),
                let path = child.indexPath(forSectionIndexTitle: title, at: local)
            {
                firstMatch = rebase(path, by: offset)
            }
            titleOffset += titles.count
            offset += size(of: child)
        }
        return firstMatch
    }

    private func rebase(_ path: ListIndexPath, by offset: Int) -> ListIndexPath {
        layout == .sections
            ? ListIndexPath(section: path.section + offset, row: path.row)
            : ListIndexPath(section: 0, row: path.row + offset)
    }

    /// Sets the editing mode on itself and every child.
    override func changeEditing(to editing: Bool) {
        super.changeEditing(to: editing)
        for child in children { child.setEditing(editing) }
    }

    /// The child's editing style for the row.
    public func editingStyle(at indexPath: ListIndexPath) -> ListEditingStyle {
        guard let (child, _, local) = try? locate(indexPath) else { return .none }
        return child.editingStyle(at: local)
    }

    /// Whether the child lets the row move.
    public func canMoveRow(at indexPath: ListIndexPath) -> Bool {
        guard let (child, _, local) = try? locate(indexPath) else { return false }
        return child.canMoveRow(at: local)
    }

    /// Performs the edit on the row in its child, in the child's coordinates; a move to another child
    /// throws ``ListError/editingNotSupported(operation:_:)``.
    public func perform(_ edit: ListRowEdit, at indexPath: ListIndexPath) throws(ListError) {
        let (child, _, local) = try locate(indexPath)
        guard case .move(let destination) = edit else { return try child.perform(edit, at: local) }
        let (target, _, localDestination) = try locate(destination)
        guard child === target else {
            throw .editingNotSupported(operation: "move to another data source", indexPath)
        }
        try child.perform(.move(to: localDestination), at: local)
    }
}
