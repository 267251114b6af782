import Loom
import LoomTesting
import Testing

/// The differs find rows by their identifiers' hashes, in an open-addressing table whose slots keep
/// part of the hash and whose occupancy is a bit set: identifiers whose hashes collide (all of them,
/// or only in the bits that pick the slot) must still be told apart by equality.
@Suite("Diff: identifiers whose hashes collide")
struct DiffHashCollisionTests {
    /// An identifier whose hash is `bucket` only: every identifier with the same bucket collides.
    struct Colliding: Hashable, Sendable, CustomStringConvertible {
        var value: Int
        var bucket: Int
        func hash(into hasher: inout Hasher) { hasher.combine(bucket) }
        var description: String { "\(value)" }
    }

    struct Item: Sendable, Equatable, Differentiable, CustomStringConvertible {
        var id: Colliding
        var rev = 0
        var differenceID: Colliding { id }
        func isContentEqual(to other: Item) -> Bool { rev == other.rev }
        var description: String { rev == 0 ? "\(id)" : "\(id)'" }
    }

    static func items(_ values: [Int], buckets: Int, changed: Set<Int> = []) -> [Item] {
        values.map { Item(id: Colliding(value: $0, bucket: $0 % buckets), rev: changed.contains($0) ? 1 : 0) }
    }

    /// Old: 0..<200; new: every third row deleted, rows 40..<50 moved to the end, 20 inserted rows,
    /// every seventh kept row changed.
    static let old = Array(0..<200)
    static let new: [Int] = {
        var rows = old.filter { $0 % 3 != 0 }
        let moved = rows.filter { (40..<50).contains($0) }
        rows.removeAll { (40..<50).contains($0) }
        return rows + moved + Array(1_000..<1_020)
    }()

    @Test(
        "a flat diff over identifiers sharing 1, 2 or 7 hashes yields the new rows through valid stages",
        arguments: [1, 2, 7])
    func flat(buckets: Int) throws {
        let old = Self.items(Self.old, buckets: buckets)
        let new = Self.items(Self.new, buckets: buckets, changed: Set(Self.new.filter { $0 % 7 == 0 }))
        let staged = try StagedChangeSet(from: old, to: new)
        let section = { (items: [Item]) in [ListSection(model: Row(id: 0), items: items)] }
        let failure = staged.mapContents(section).verificationFailure(from: section(old), to: section(new))
        #expect(failure == nil, "\(failure ?? "")")
        #expect(staged.totalOperations.deletedRows == 67)
        #expect(staged.totalOperations.insertedRows == 20)
    }

    @Test(
        "a sectioned diff over identifiers sharing 1, 2 or 7 hashes yields the new sections through valid stages",
        arguments: [1, 2, 7])
    func sectioned(buckets: Int) throws {
        func sections(_ rows: [Item]) -> [ListSection<Row, Item>] {
            stride(from: 0, to: rows.count, by: 40).map {
                ListSection(model: Row(id: $0 / 40), items: Array(rows[$0..<min($0 + 40, rows.count)]))
            }
        }
        let old = sections(Self.items(Self.old, buckets: buckets))
        let new = sections(Self.items(Self.new.reversed(), buckets: buckets))
        let staged = try StagedChangeSet(from: old, to: new)
        let failure = staged.verificationFailure(from: old, to: new)
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test("a repeated identifier among colliding ones is still a thrown duplicate, on either side")
    func duplicates() {
        let rows = Self.items(Array(0..<50), buckets: 1)
        let repeated = rows + [rows[17]]
        #expect(throws: ListError.duplicateDifferenceID("17", in: .new)) {
            try StagedChangeSet(from: rows, to: repeated)
        }
        #expect(throws: ListError.duplicateDifferenceID("17", in: .old)) {
            try StagedChangeSet(from: repeated, to: rows)
        }
    }
}
