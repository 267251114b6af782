public import Loom

/// A data source over the result of a query that is run again on demand (a `RecordsDataSource`, the
/// core's records in sections, fed by the query): ``reload()`` fetches, diffs
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
/// ``LibraryDatabase/hasExternalChanges()`` reports another connection's commit, which GRDB's
/// `ValueObservation` does not see, and shows the rows a save returned with ``show(_:)``.
///
/// ```swift
/// let playlists = QueryDataSource(fetch: { () throws(LibraryError) in try store.playlists() }) { row in
///     LibraryCellViewModel(title: row.name, subtitle: "\(row.trackCount) tracks")
/// }
/// try playlists.reload()   // reports what changed since the last fetch
/// ```
@MainActor
public final class QueryDataSource<Record: Differentiable>:
    RecordsDataSource<QuerySection, Record, any CellViewModel>
{
    /// The error of the last fetch, if it failed (the rows shown stay).
    public private(set) var lastError: LibraryError?

    private let fetch: () throws(LibraryError) -> [Record]
    private let section: ((Record) -> QuerySection)?
    private let title: String?

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
        var first: [Record] = []
        var failure: LibraryError?
        do {
            first = try fetch()
        } catch {
            failure = error
        }
        super.init(makeItem: makeItem)
        lastError = failure
        sectionInfo = { ListSectionInfo(headerTitle: $0.title) }
        if sectionIndex { sectionIndexTitle = { $0.title ?? "" } }
        show(group(first))
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
        show(group(records))
    }

    private func group(_ records: [Record]) -> [ListSection<QuerySection, Record>] {
        guard let section else {
            return [ListSection(model: QuerySection(id: "", title: title), items: records)]
        }
        return Self.grouped(records, by: section)
    }
}
