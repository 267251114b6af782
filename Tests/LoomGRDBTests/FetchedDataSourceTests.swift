import GRDB
import Loom
import LoomGRDB
import LoomTesting
import Testing

struct Track: Codable, FetchableRecord, PersistableRecord, Identifiable, Equatable, Sendable, Differentiable {
    var id: Int64
    var name: String
    var rank: Int
}

@Sendable func firstLetter(_ track: Track) -> String { String(track.name.prefix(1)) }
@Sendable func fetchByRank(_ db: Database) throws -> [Track] {
    try Track.order(Column("rank"), Column("id")).fetchAll(db)
}

@MainActor
@Suite("FetchedDataSource: database changes become change sets")
struct FetchedDataSourceTests {
    private func makeDatabase(_ tracks: [Track]) throws -> DatabaseQueue {
        let db = try DatabaseQueue()
        try db.write { db in
            try db.create(table: "track") { t in
                t.column("id", .integer).primaryKey()
                t.column("name", .text).notNull()
                t.column("rank", .integer).notNull()
            }
            for track in tracks { try track.insert(db) }
        }
        return db
    }

    /// Waits for each fetched result to be applied (GRDB delivers it on the main actor; nothing sleeps).
    private func updates(of source: FetchedDataSource<Track, String>) -> AsyncStream<Void>.Iterator {
        source.didUpdate.values.makeAsyncIterator()
    }

    private func makeSource(_ db: DatabaseQueue, sectioned: Bool = false) -> FetchedDataSource<Track, String>
    {
        var key: (@Sendable (Track) -> String)?
        if sectioned { key = firstLetter }
        return FetchedDataSource<Track, String>(
            reader: db, fetch: fetchByRank, sectionKey: key,
            makeItem: { track in "\(track.name)#\(track.rank)" })
    }

    @Test("the first result is reported as inserted sections")
    func firstLoad() async throws {
        let db = try makeDatabase([Track(id: 1, name: "a", rank: 1), Track(id: 2, name: "b", rank: 2)])
        let source = makeSource(db)
        let probe = ListProbe(source)
        var updated = updates(of: source)
        source.start()
        _ = await updated.next(isolation: #isolation)
        #expect(probe.take() == [ChangeSet(insertedSections: [0])])
        #expect(try source.allItems() == [["a#1", "b#2"]])
        source.stop()
    }

    @Test("inserts, deletes, updates and reorders in the database become valid change sets")
    func databaseChanges() async throws {
        let db = try makeDatabase((1...5).map { Track(id: Int64($0), name: "t\($0)", rank: $0) })
        let source = makeSource(db)
        let probe = ListProbe(source)
        var updated = updates(of: source)
        source.start()
        _ = await updated.next(isolation: #isolation)
        _ = probe.take()

        try await db.write { db in
            _ = try Track.deleteOne(db, key: 2)
            try Track(id: 6, name: "t6", rank: 0).insert(db)
        }
        _ = await updated.next(isolation: #isolation)
        #expect(
            probe.take() == [
                ChangeSet(deletedRows: [ListIndexPath(section: 0, row: 1)]),
                ChangeSet(insertedRows: [ListIndexPath(section: 0, row: 0)]),
            ])

        try await db.write { db in
            try db.execute(sql: "UPDATE track SET rank = 10 WHERE id = 1")  // moves to the end and changes
            try db.execute(sql: "UPDATE track SET name = 'renamed' WHERE id = 4")
        }
        _ = await updated.next(isolation: #isolation)
        let changes = probe.take()
        #expect(changes.map(\.movedRows.count).reduce(0, +) == 1)
        #expect(try source.allItems() == [["t6#0", "t3#3", "renamed#4", "t5#5", "t1#10"]])
        source.stop()
    }

    @Test("records are grouped into sections by key, and sections come and go")
    func sections() async throws {
        let db = try makeDatabase([
            Track(id: 1, name: "apple", rank: 1), Track(id: 2, name: "avocado", rank: 2),
            Track(id: 3, name: "banana", rank: 3),
        ])
        let source = makeSource(db, sectioned: true)
        source.headerTitleSectionMinimum = 0
        let probe = ListProbe(source)
        var updated = updates(of: source)
        source.start()
        _ = await updated.next(isolation: #isolation)
        _ = probe.take()
        #expect(source.numberOfSections == 2)
        #expect(source.sectionInfo(at: 1).headerTitle == "b")
        try await db.write { db in
            try Track(id: 4, name: "cherry", rank: 0).insert(db)
            _ = try Track.deleteOne(db, key: 3)
        }
        _ = await updated.next(isolation: #isolation)
        _ = probe.take()
        #expect(source.sections.map(\.model.key) == ["c", "a"])
        #expect(source.indexPath(forSectionIndexTitle: "a", at: 1) == ListIndexPath(section: 1, row: 0))
        #expect(source.sectionIndexTitles == nil)  // only with more than 5 sections
        source.stop()
    }

    @Test("duplicate identifiers in a result are reported as an error and replace every section")
    func duplicates() async throws {
        let db = try makeDatabase([Track(id: 1, name: "a", rank: 1)])
        let source = FetchedDataSource<Track, String>(
            reader: db,
            fetch: { db in
                let all = try Track.fetchAll(db); return all + all
            }, makeItem: { $0.name })
        var errors: [String] = []
        source.onError = { errors.append("\($0)") }
        let probe = ListProbe(source)
        var updated = updates(of: source)
        source.start()
        _ = await updated.next(isolation: #isolation)
        #expect(probe.take() == [ChangeSet(insertedSections: [0])])
        #expect(errors == [ListError.duplicateDifferenceID("1", in: .new).description])
        #expect(source.lastError as? ListError == .duplicateDifferenceID("1", in: .new))
        source.stop()
    }

    @Test("out-of-range index paths throw typed errors")
    func badInput() throws {
        let source = makeSource(try makeDatabase([]))
        #expect(throws: ListError.sectionOutOfRange(section: 0, count: 0)) {
            try source.item(at: ListIndexPath(section: 0, row: 0))
        }
        #expect(throws: ListError.sectionOutOfRange(section: 1, count: 0)) {
            try source.numberOfRows(inSection: 1)
        }
    }

    @Test("a fetched data source is released when its owner lets go, even while observing")
    func released() async throws {
        let db = try makeDatabase([Track(id: 1, name: "a", rank: 1)])
        weak var weakSource: FetchedDataSource<Track, String>?
        do {
            let source = makeSource(db)
            weakSource = source
            source.start()
            #expect(source.isObserving)
        }
        #expect(weakSource == nil)
    }
}
