public import Loom

/// A data source over the result of a query that is run again on demand: ``reload()`` fetches, diffs
/// the result against the rows shown and reports each stage of the staged change set to the parent
/// (so a list view animates exactly what changed, in batches UIKit accepts). Editing is routed to the
/// rows' cell view models by Loom's data-source defaults.
///
/// Rows are grouped into sections by `section` (consecutive records with the same section identity;
/// sort the query accordingly), or shown in one section. With `sectionIndex`, the sections' titles are
/// the section index (the letters along a table's edge; typing one in the terminal list jumps to it).
/// Cell view models are made from records by `makeItem` and cached; the cache shifts with every change.
///
/// It is the synchronous sibling of LoomGRDB's fetched data source: the library reloads when
/// ``LibraryStore/hasExternalChanges()`` reports another connection's commit, which GRDB's
/// `ValueObservation` does not see, and shows the rows a save returned with ``show(_:)``.
///
/// ```swift
/// let playlists = QueryDataSource(fetch: { () throws(LibraryError) in try store.playlists() }) { row in
///     LibraryCellViewModel(title: row.name, subtitle: "\(row.trackCount) tracks")
/// }
/// try playlists.reload()   // reports what changed since the last fetch
/// ```
@MainActor
public final class QueryDataSource<Record: Differentiable>: ListDataSource {
    /// Where changes are reported.
    public weak var parent: (any ListDataSourceParent)?
    /// The rows shown, by section.
    public private(set) var sections: [ListSection<QuerySection, Record>] = []
    /// Whether the list is in editing mode.
    public private(set) var isEditing = false
    /// The error of the last fetch, if it failed (the rows shown stay).
    public private(set) var lastError: LibraryError?

    private let fetch: () throws(LibraryError) -> [Record]
    private let section: ((Record) -> QuerySection)?
    private let title: String?
    private let hasSectionIndex: Bool
    private let makeItem: (Record) -> any CellViewModel
    private var cache = ListItemCache<any CellViewModel>()

    /// Creates the data source and fetches the first rows (reported to nobody: the parent reads them).
    ///
    /// - Parameters:
    ///   - fetch: the query; must not capture the data source strongly.
    ///   - title: the header title of the one section, when `section` is `nil` (the section is
    ///     shown even when the query returns no rows).
    ///   - section: the section of a record, or `nil` for one section.
    ///   - sectionIndex: whether the sections' titles are the section index.
    ///   - makeItem: the cell view model of a record.
    public init(
        fetch: @escaping () throws(LibraryError) -> [Record], title: String? = nil,
        section: ((Record) -> QuerySection)? = nil, sectionIndex: Bool = false,
        makeItem: @escaping (Record) -> any CellViewModel
    ) {
        self.fetch = fetch
        self.title = title
        self.section = section
        hasSectionIndex = sectionIndex
        self.makeItem = makeItem
        do {
            sections = group(try fetch())
        } catch {
            sections = group([])
            lastError = error
        }
    }

    /// Fetches again and reports the differences, stage by stage.
    public func reload() throws(LibraryError) {
        let records: [Record]
        do {
            records = try fetch()
            lastError = nil
        } catch {
            lastError = error
            throw error
        }
        show(records)
    }

    /// Shows `records` (for example those a save returned) and reports the differences, stage by
    /// stage.
    public func show(_ records: [Record]) {
        // Duplicate identities cannot be diffed: then every section is replaced (always a valid batch).
        let (staged, _) = StagedChangeSet.diffOrReplace(from: sections, to: group(records))
        report(staged) { [weak self] stage in
            guard let self else { return }
            sections = stage.contents
            cache.apply(stage.changeSet)
        }
    }

    private func group(_ records: [Record]) -> [ListSection<QuerySection, Record>] {
        guard let section else {
            return [ListSection(model: QuerySection(id: "", title: title), items: records)]
        }
        var result: [ListSection<QuerySection, Record>] = []
        for record in records {
            let model = section(record)
            if result.last?.model.id == model.id {
                result[result.count - 1].items.append(record)
            } else {
                result.append(ListSection(model: model, items: [record]))
            }
        }
        return result
    }

    /// Every record shown, in order.
    public var records: [Record] { sections.flatMap(\.items) }

    /// The record at an index path.
    public func record(at indexPath: ListIndexPath) throws(ListError) -> Record {
        try checkIndexPath(indexPath)
        return sections[indexPath.section].items[indexPath.row]
    }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The number of rows of a section.
    public func numberOfRows(inSection section: Int) throws(ListError) -> Int {
        try checkSection(section)
        return sections[section].items.count
    }

    /// The cell view model of a row (made once, then cached).
    public func item(at indexPath: ListIndexPath) throws(ListError) -> any CellViewModel {
        let record = try record(at: indexPath)
        if let cached = cache.item(at: indexPath) { return cached }
        let item = makeItem(record)
        cache.set(item, at: indexPath)
        return item
    }

    /// The section's title.
    public func headerTitle(inSection section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].model.title : nil
    }

    /// The sections' titles, with `sectionIndex`.
    public var sectionIndexTitles: [String]? {
        hasSectionIndex ? sections.map { $0.model.title ?? "" } : nil
    }

    /// The first row of the section titled `title`: the section at `index` when its title is
    /// `title`, else the first section with that title.
    public func indexPath(forSectionIndexTitle title: String, at index: Int) -> ListIndexPath? {
        guard let titles = sectionIndexTitles else { return nil }
        let section =
            titles.indices.contains(index) && titles[index] == title ? index : titles.firstIndex(of: title)
        return section.map { ListIndexPath(section: $0, row: 0) }
    }

    /// Records the editing mode.
    public func setEditing(_ editing: Bool) { isEditing = editing }
}
