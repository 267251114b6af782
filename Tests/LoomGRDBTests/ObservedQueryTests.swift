import Foundation
import GRDB
import Loom
import LoomGRDB
import LoomTesting
import Testing

extension TemporaryFolder {
    /// A connection to the test's database file in the folder (each call opens another one).
    func connect() throws -> DatabaseQueue {
        try DatabaseQueue(path: path("test.sqlite"))
    }
}

/// A row of the `song` table.
struct Song: Codable, FetchableRecord, PersistableRecord, Identifiable, Equatable, Sendable {
    var id: Int64
    var title: String
    var seconds: Int
}

extension DatabaseQueue {
    /// Creates the `song` table with `songs`.
    func createSongs(_ songs: [Song]) throws {
        try write { db in
            try db.create(table: "song") { t in
                t.column("id", .integer).primaryKey()
                t.column("title", .text).notNull()
                t.column("seconds", .integer).notNull()
            }
            for song in songs { try song.insert(db) }
        }
    }
}

@Sendable func songTitles(_ db: Database) throws -> [String] {
    try Song.order(Column("id")).fetchAll(db).map(\.title)
}

/// A box whose identity the tests compare (not `Equatable`: every result is delivered).
final class Snapshot: Sendable {
    let count: Int
    init(count: Int) { self.count = count }
}

@MainActor
@Suite("ObservedQuery: a GRDB query as a Loom property")
struct ObservedQueryTests {
    @Test("start runs the query at once: the property holds the result when start returns")
    func synchronousStart() throws {
        let file = try TemporaryFolder(prefix: "loom-grdb")
        defer { file.remove() }
        let db = try file.connect()
        try db.createSongs([Song(id: 1, title: "Hells Bells", seconds: 312)])
        let titles = ObservedQuery(reader: db, initial: [], fetch: songTitles)
        #expect(titles.value == [])
        var seen: [[String]] = []
        let token = titles.property.observe { seen.append($0) }
        titles.start()
        #expect(titles.value == ["Hells Bells"])
        #expect(seen == [[], ["Hells Bells"]], "the observer was told before start returned")
        #expect(titles.isObserving)
        _ = token
    }

    @Test("committed changes reach the observers on the main actor, in commit order")
    func changesInOrder() async throws {
        let file = try TemporaryFolder(prefix: "loom-grdb")
        defer { file.remove() }
        let db = try file.connect()
        try db.createSongs([])
        let count = ObservedQuery(reader: db, initial: -1) { db in try Song.fetchCount(db) }
        count.start()
        var seen: [Int] = []
        let token = count.property.observe(skipsInitial: true) { value in
            MainActor.preconditionIsolated()
            seen.append(value)
        }
        var updates = count.property.changes.values.makeAsyncIterator()
        for id in 1...3 {
            try await db.write { db in try Song(id: Int64(id), title: "song \(id)", seconds: id).insert(db) }
        }
        while count.value < 3 { _ = await updates.next() }
        #expect(seen == [1, 2, 3])
        _ = token
    }

    @Test("equal results are delivered once; a non-Equatable value gets every result")
    func duplicates() async throws {
        let file = try TemporaryFolder(prefix: "loom-grdb")
        defer { file.remove() }
        let db = try file.connect()
        try db.createSongs([Song(id: 1, title: "Hells Bells", seconds: 312)])
        let titles = ObservedQuery(reader: db, initial: [], fetch: songTitles)
        let snapshots = ObservedQuery(reader: db, initial: Snapshot(count: -1)) { db in
            Snapshot(count: try Song.fetchCount(db))
        }
        titles.start()
        snapshots.start()
        var titleDeliveries = 0
        let token = titles.property.observe(skipsInitial: true) { _ in titleDeliveries += 1 }
        var updates = snapshots.property.changes.values.makeAsyncIterator()
        // Changes a column the titles do not show: the query runs again, with an equal result.
        try await db.write { db in try db.execute(sql: "UPDATE song SET seconds = 313") }
        _ = await updates.next()
        try await db.write { db in try Song(id: 2, title: "Shoot to Thrill", seconds: 317).insert(db) }
        while snapshots.value.count < 2 { _ = await updates.next() }
        #expect(titleDeliveries == 1)
        #expect(titles.value == ["Hells Bells", "Shoot to Thrill"])
        _ = token
    }

    @Test("a failing query reports its error at start and observes nothing; starting again retries")
    func failureAtStart() throws {
        let file = try TemporaryFolder(prefix: "loom-grdb")
        defer { file.remove() }
        let db = try file.connect()
        let titles = ObservedQuery(reader: db, initial: ["untouched"], fetch: songTitles)
        titles.start()
        #expect(titles.error.value != nil)
        #expect(!titles.isObserving)
        #expect(titles.value == ["untouched"])
        try db.createSongs([Song(id: 1, title: "Hells Bells", seconds: 312)])
        titles.start()
        #expect(titles.error.value == nil)
        #expect(titles.value == ["Hells Bells"])
    }

    @Test("stop and a cancelled token end deliveries")
    func stopAndTokens() async throws {
        let file = try TemporaryFolder(prefix: "loom-grdb")
        defer { file.remove() }
        let db = try file.connect()
        try db.createSongs([])
        let count = ObservedQuery(reader: db, initial: 0) { db in try Song.fetchCount(db) }
        let witness = ObservedQuery(reader: db, initial: 0) { db in try Song.fetchCount(db) }
        count.start()
        witness.start()
        var seen: [Int] = []
        let token = count.property.observe(skipsInitial: true) { seen.append($0) }
        var witnessUpdates = witness.property.changes.values.makeAsyncIterator()
        try await db.write { db in try Song(id: 1, title: "a", seconds: 1).insert(db) }
        _ = await witnessUpdates.next()
        #expect(seen == [1])
        token.cancel()
        try await db.write { db in try Song(id: 2, title: "b", seconds: 2).insert(db) }
        _ = await witnessUpdates.next()
        #expect(seen == [1])
        #expect(count.value == 2)
        count.stop()
        #expect(!count.isObserving)
        try await db.write { db in try Song(id: 3, title: "c", seconds: 3).insert(db) }
        _ = await witnessUpdates.next()
        #expect(count.value == 2, "stopped: the property keeps the last result")
    }

    @Test("keeping only a query's property keeps the query observing; letting it go releases everything")
    func propertyKeepsItsQuery() async throws {
        let leaks = LeakTracker()
        let file = try TemporaryFolder(prefix: "loom-grdb")
        defer { file.remove() }
        var db: DatabaseQueue? = try file.connect()
        try db?.createSongs([])
        var property: Property<Int>?
        do {
            let count = ObservedQuery(reader: db!, initial: 0) { db in try Song.fetchCount(db) }
            count.start()
            property = count.property
            leaks.track(count, "the query")
        }
        #expect(leaks.alive == ["the query"], "the property keeps its query")
        try await db?.write { db in try Song(id: 1, title: "a", seconds: 1).insert(db) }
        await settle(until: { property?.value == 1 }, maxYields: 10_000)
        #expect(property?.value == 1, "the property still follows the database")
        leaks.track(db, "the database connection")
        db = nil
        property = nil
        // GRDB lets go of the connection once its writer queue has removed the cancelled observation.
        await settle(until: { leaks.alive.isEmpty }, maxYields: 10_000)
        leaks.expectReleased()
    }

    @Test("releasing the query ends the observation and keeps neither the query nor the database alive")
    func releasedWithItsOwner() async throws {
        let leaks = LeakTracker()
        let file = try TemporaryFolder(prefix: "loom-grdb")
        defer { file.remove() }
        var seen: [Int] = []
        var token: Token?
        do {
            let db = try file.connect()
            try db.createSongs([])
            let count = ObservedQuery(reader: db, initial: 0) { db in try Song.fetchCount(db) }
            count.start()
            token = count.property.observe(skipsInitial: true) { seen.append($0) }
            leaks.track(count, "the query")
            leaks.track(db, "the database connection")
        }
        // GRDB lets go of the connection once its writer queue has removed the cancelled observation.
        await settle(until: { leaks.alive.isEmpty }, maxYields: 10_000)
        leaks.expectReleased()
        let other = try file.connect()
        try await other.write { db in try Song(id: 1, title: "a", seconds: 1).insert(db) }
        #expect(seen.isEmpty)
        token?.cancel()
    }
}
