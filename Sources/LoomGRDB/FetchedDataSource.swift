public import GRDB
public import Loom

/// A data source over a GRDB query that stays current: the query is observed with GRDB's
/// `ValueObservation`, and every fresh result is diffed against the rows shown and reported to the
/// parent as staged change sets, on the main actor (the seed's `VMKFetchedDataSource`, without
/// Core Data).
///
/// Records are grouped into sections by `sectionKey` (consecutive records with the same key form a
/// section, so sort the query by it first), or shown in one section. It is a `RecordsDataSource` (the
/// core's records in sections) fed by the observation: row items are made from records by a factory
/// and cached; the cache shifts with every change. Each stage's records are switched to inside the
/// list view's batch (see `ListUpdate`). Editing is routed to the items (`EditableListItem`).
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
public final class FetchedDataSource<Record: Differentiable & Sendable, Item>:
    RecordsDataSource<FetchedSectionKey, Record, Item>
{
    /// Header titles (the section keys) are given only with more sections than this (seed: 10).
    public var headerTitleSectionMinimum = 10
    /// Called with every observation or diffing error. A diff error (duplicate identifiers in the
    /// fetched records) also replaces every section, so that the list never shows stale rows.
    public var onError: ((any Error) -> Void)?
    /// The last error, if any.
    public private(set) var lastError: (any Error)?

    private let reader: any DatabaseReader
    private let fetch: @Sendable (Database) throws -> [Record]
    private let sectionKey: (@Sendable (Record) -> String)?
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
        super.init(makeItem: makeItem)
        // Section index titles are given only with more sections than `indexTitleSectionMinimum` (seed: 5).
        indexTitleSectionMinimum = 5
        guard sectionKey != nil else { return }
        // The keys are the header titles (past a number of sections) and the section index.
        sectionInfo = { [weak self] section in
            guard let self, sections.count > headerTitleSectionMinimum else { return ListSectionInfo() }
            return ListSectionInfo(headerTitle: section.key)
        }
        sectionIndexTitle = { $0.key }
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
        let sections: [ListSection<FetchedSectionKey, Record>]
        if let sectionKey {
            sections = Self.grouped(records) { FetchedSectionKey(key: sectionKey($0)) }
        } else {
            sections = records.isEmpty ? [] : [ListSection(model: FetchedSectionKey(key: ""), items: records)]
        }
        if let failure = show(sections) { fail(failure) }
        updated.send()
    }
}

/// The section model of a ``FetchedDataSource``'s section: its key.
public struct FetchedSectionKey: Hashable, Sendable, Differentiable {
    /// The key shared by the section's records.
    public let key: String
    /// The key.
    public var differenceID: String { key }
    /// Keys carry no other content.
    public func isContentEqual(to other: FetchedSectionKey) -> Bool { true }
}
