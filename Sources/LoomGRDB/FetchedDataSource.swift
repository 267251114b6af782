public import GRDB
public import Loom

/// A data source over a GRDB query that stays current: the query is observed with GRDB's
/// `ValueObservation`, and every fresh result is diffed against the rows shown and reported to the
/// parent as staged change sets, on the main actor (the seed's `VMKFetchedDataSource`, without
/// Core Data).
///
/// Records are grouped into sections by `sectionKey` (consecutive records with the same key form a
/// section, so sort the query by it first), or shown in one section. Row items are made from records
/// by a factory and cached; the cache shifts with every change. Each stage's records are switched to
/// inside the list view's batch (see `ListUpdate`). Editing is routed to the items
/// (`EditableListItem`).
///
/// ```swift
/// let source = FetchedDataSource(reader: dbQueue, fetch: { db in
///     try Track.order(Column("name")).fetchAll(db)
/// }, sectionKey: { String($0.name.prefix(1)) }, makeItem: { TrackCellModel($0) })
/// let updater = ListViewUpdater(dataSource: source, listView: tableView)
/// source.start()
/// // Any write to the "track" table now animates into the table view.
/// ```
@MainActor
public final class FetchedDataSource<Record: Differentiable & Sendable, Item>: ListDataSource {
    /// The section model of a fetched section: its key.
    public struct SectionKey: Hashable, Sendable, Differentiable {
        /// The key shared by the section's records.
        public let key: String
        /// The key.
        public var differenceID: String { key }
        /// Keys carry no other content.
        public func isContentEqual(to other: SectionKey) -> Bool { true }
    }

    /// Where changes are reported.
    public weak var parent: (any ListDataSourceParent)?
    /// The records shown, by section.
    public private(set) var sections: [ListSection<SectionKey, Record>] = []
    /// Whether the list is in editing mode.
    public private(set) var isEditing = false
    /// Header titles (the section keys) are given only with more sections than this (seed: 10).
    public var headerTitleSectionMinimum = 10
    /// Section index titles are given only with more sections than this (seed: 5).
    public var indexTitleSectionMinimum = 5
    /// Called with every observation or diffing error. A diff error (duplicate identifiers in the
    /// fetched records) also replaces every section, so that the list never shows stale rows.
    public var onError: ((any Error) -> Void)?
    /// The last error, if any.
    public private(set) var lastError: (any Error)?

    private let reader: any DatabaseReader
    private let fetch: @Sendable (Database) throws -> [Record]
    private let sectionKey: (@Sendable (Record) -> String)?
    private let makeItem: (Record) -> Item
    private var cache = ListItemCache<Item>()
    private var cancellable: AnyDatabaseCancellable?
    private let updated = Emitter<Void>()

    /// Creates a data source for the records `fetch` returns from `reader`. Call ``start()`` to
    /// begin observing.
    ///
    /// - Parameters:
    ///   - reader: a `DatabaseQueue` or `DatabasePool`.
    ///   - fetch: the query; it runs again after every transaction that changes what it reads.
    ///   - sectionKey: groups consecutive records into sections; `nil` for one section.
    ///   - makeItem: makes a row's item from its record (must not capture the data source strongly).
    public init(
        reader: any DatabaseReader, fetch: @escaping @Sendable (Database) throws -> [Record],
        sectionKey: (@Sendable (Record) -> String)? = nil, makeItem: @escaping (Record) -> Item
    ) {
        self.reader = reader
        self.fetch = fetch
        self.sectionKey = sectionKey
        self.makeItem = makeItem
    }

    /// Sent after each fresh result has been applied and reported (every stage), for tests and
    /// for UI that waits for the first load.
    public var didUpdate: Signal<Void> { updated }

    /// Whether the query is being observed.
    public var isObserving: Bool { cancellable != nil }

    /// Starts observing the query; results arrive asynchronously on the main actor. Calling it
    /// again while observing does nothing.
    public func start() {
        guard cancellable == nil else { return }
        let fetch = self.fetch
        cancellable = ValueObservation.tracking { db in try fetch(db) }
            .start(
                in: reader, scheduling: .mainActor,
                onError: { [weak self] error in self?.fail(error) },
                onChange: { [weak self] records in self?.show(records) })
    }

    /// Stops observing; the rows shown stay.
    public func stop() {
        cancellable?.cancel()
        cancellable = nil
    }

    private func fail(_ error: any Error) {
        lastError = error
        onError?(error)
    }

    /// Diffs `records` against the rows shown and reports each stage.
    private func show(_ records: [Record]) {
        // Duplicate identifiers: everything is replaced (always a valid batch) and the error reported.
        let (staged, failure) = StagedChangeSet.diffOrReplace(from: sections, to: group(records))
        report(staged) { [weak self] stage in
            guard let self else { return }
            sections = stage.contents
            cache.apply(stage.changeSet)
        }
        if let failure { fail(failure) }
        updated.send()
    }

    private func group(_ records: [Record]) -> [ListSection<SectionKey, Record>] {
        guard let sectionKey else {
            return records.isEmpty ? [] : [ListSection(model: SectionKey(key: ""), items: records)]
        }
        var result: [ListSection<SectionKey, Record>] = []
        for record in records {
            let key = sectionKey(record)
            if result.last?.model.key == key {
                result[result.count - 1].items.append(record)
            } else {
                result.append(ListSection(model: SectionKey(key: key), items: [record]))
            }
        }
        return result
    }

    // MARK: ListDataSource

    /// The number of sections shown.
    public var numberOfSections: Int { sections.count }

    /// The number of records in a section.
    public func numberOfRows(inSection section: Int) throws(ListError) -> Int {
        try checkSection(section)
        return sections[section].items.count
    }

    /// The record at an index path.
    public func record(at indexPath: ListIndexPath) throws(ListError) -> Record {
        try checkIndexPath(indexPath)
        return sections[indexPath.section].items[indexPath.row]
    }

    /// The cached item of the row, made from its record if not cached yet.
    public func item(at indexPath: ListIndexPath) throws(ListError) -> Item {
        let record = try record(at: indexPath)
        if let cached = cache.item(at: indexPath) { return cached }
        let item = makeItem(record)
        cache.set(item, at: indexPath)
        return item
    }

    /// The section's key, when there are more than ``headerTitleSectionMinimum`` sections.
    public func headerTitle(inSection section: Int) -> String? {
        guard sectionKey != nil, sections.count > headerTitleSectionMinimum,
            sections.indices.contains(section)
        else { return nil }
        return sections[section].model.key
    }

    /// The section keys, when there are more than ``indexTitleSectionMinimum`` sections.
    public var sectionIndexTitles: [String]? {
        guard sectionKey != nil, sections.count > indexTitleSectionMinimum else { return nil }
        return sections.map(\.model.key)
    }

    /// The first row of the section whose key is `title`.
    public func indexPath(forSectionIndexTitle title: String, at index: Int) -> ListIndexPath? {
        sections.firstIndex { $0.model.key == title }.map { ListIndexPath(section: $0, row: 0) }
    }

    /// Records the editing mode.
    public func setEditing(_ editing: Bool) { isEditing = editing }
}
