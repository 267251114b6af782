import Loom
import Testing

/// A parent that checks every change set a data source reports, the way a table view would, and
/// more: the batch must pass the validator against the counts before and after, and applying it
/// to the items before must give the items after.
@MainActor
final class ChangeProbe<Source: ListDataSource>: ListDataSourceParent where Source.Item: Equatable {
    let source: Source
    private(set) var changeSets: [ChangeSet] = []
    private(set) var failures: [String] = []
    private var items: [[Source.Item]]

    init(_ source: Source) {
        self.source = source
        items = (try? source.allItems()) ?? []
        source.parent = self
    }

    func dataSource(_ child: AnyObject, didChange changeSet: ChangeSet) {
        changeSets.append(changeSet)
        do {
            let newItems = try source.allItems()
            let applied = try changeSet.apply(to: items, fillingFrom: newItems)
            if applied != newItems {
                failures.append("\(changeSet) applied gives \(applied), not \(newItems)")
            }
            items = newItems
        } catch {
            failures.append("\(changeSet): \(error)")
            items = (try? source.allItems()) ?? []
        }
    }

    /// The change sets reported since the last call, and no failures so far.
    func take(sourceLocation: SourceLocation = #_sourceLocation) -> [ChangeSet] {
        #expect(failures.isEmpty, "\(failures)", sourceLocation: sourceLocation)
        defer { changeSets = [] }
        return changeSets
    }
}

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
    func headerItem(inSection section: Int) -> String? { "\(name) header \(section)" }
    func footerItem(inSection section: Int) -> String? { "\(name) footer item \(section)" }
    func headerTitle(inSection section: Int) -> String? { "\(name) title \(section)" }
    func footerTitle(inSection section: Int) -> String? { "\(name) footer \(section)" }
    var sectionIndexTitles: [String]? { indexTitles }
    func section(forSectionIndexTitle title: String, at index: Int) -> Int? {
        indexTitles?.firstIndex(of: title)
    }
    func setEditing(_ editing: Bool) {
        isEditing = editing
        editingCalls += 1
    }

    /// Appends a row to section 0 and reports it.
    func appendRow() {
        rows[0] += 1
        report(ChangeSet(insertedRows: [ListIndexPath(section: 0, row: rows[0] - 1)]))
    }
}
