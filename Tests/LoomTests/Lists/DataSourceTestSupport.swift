import Loom
import Testing

/// A data source with `sections` sections; section i has i + 1 rows; items "name s-r".
@MainActor
final class StubDataSource: ListDataSource {
    weak var parent: (any ListDataSourceParent)?
    let name: String
    var rows: [Int]
    var indexTitles: [String]?
    private(set) var isEditing = false
    private(set) var editingCalls = 0

    init(_ name: String, sections: Int, indexTitles: [String]? = nil) {
        self.name = name
        rows = (0..<sections).map { $0 + 1 }
        self.indexTitles = indexTitles
    }

    var numberOfSections: Int { rows.count }
    func numberOfRows(inSection section: Int) throws(ListError) -> Int {
        try checkSection(section)
        return rows[section]
    }
    func item(at indexPath: ListIndexPath) throws(ListError) -> String {
        try checkIndexPath(indexPath)
        return "\(name) \(indexPath)"
    }
    func sectionInfo(at section: Int) -> ListSectionInfo {
        ListSectionInfo(
            header: SectionTitleViewModel(title: "\(name) header \(section)"),
            footer: SectionTitleViewModel(title: "\(name) footer item \(section)"),
            headerTitle: "\(name) title \(section)", footerTitle: "\(name) footer \(section)")
    }
    var sectionIndexTitles: [String]? { indexTitles }
    func indexPath(forSectionIndexTitle title: String, at index: Int) -> ListIndexPath? {
        indexTitles?.firstIndex(of: title).map { ListIndexPath(section: $0, row: 0) }
    }
    func setEditing(_ editing: Bool) {
        isEditing = editing
        editingCalls += 1
    }

    /// Appends a row to section 0 and reports it; the row appears inside the list view's batch.
    func appendRow() {
        report(ChangeSet(insertedRows: [ListIndexPath(section: 0, row: rows[0])])) { [self] in rows[0] += 1 }
    }
}

/// A row item that edits itself: it records what it was asked to do.
@MainActor
final class EditableRow: EditableListItem, Equatable, CustomStringConvertible {
    let name: String
    var editingStyle: ListEditingStyle
    var canMove: Bool
    var failure: String?
    private(set) var edits: [ListRowEdit] = []

    init(_ name: String, style: ListEditingStyle = .delete, canMove: Bool = true) {
        self.name = name
        editingStyle = style
        self.canMove = canMove
    }

    func performEdit(_ edit: ListRowEdit, at indexPath: ListIndexPath) throws(ListError) {
        if let failure { throw .editingFailed(operation: edit.name, indexPath, reason: failure) }
        edits.append(edit)
    }

    nonisolated static func == (lhs: EditableRow, rhs: EditableRow) -> Bool { lhs === rhs }
    nonisolated var description: String { name }
}
