import Loom
import Testing

@Suite("ListItemCache: cached items follow their rows")
struct ListItemCacheTests {
    static let probes = [ip(0, 0), ip(0, 1), ip(1, 1), ip(2, 1)]

    static func seeded() -> ListItemCache<String> {
        var cache = ListItemCache<String>()
        cache.set("one", at: ip(0, 0))
        cache.set("two", at: ip(0, 1))
        cache.set("three", at: ip(1, 1))
        cache.set("four", at: ip(2, 1))
        return cache
    }

    /// The seed's table: change → items at (0,0), (0,1), (1,1), (2,1), each change a one-operation
    /// batch.
    static let table: [(ChangeSet, [String?])] = [
        (ChangeSet(deletedSections: [0]), [nil, "three", "four", nil]),
        (ChangeSet(deletedSections: [1]), ["one", "two", "four", nil]),
        (ChangeSet(deletedSections: [2]), ["one", "two", "three", nil]),
        (ChangeSet(insertedSections: [0]), [nil, nil, "two", "three"]),
        (ChangeSet(insertedSections: [1]), ["one", "two", nil, "three"]),
        (ChangeSet(insertedSections: [2]), ["one", "two", "three", nil]),
        (ChangeSet(reloadedRows: [ip(0, 0)]), [nil, "two", "three", "four"]),
        (ChangeSet(deletedRows: [ip(0, 0)]), ["two", nil, "three", "four"]),
        (ChangeSet(deletedRows: [ip(0, 1)]), ["one", nil, "three", "four"]),
        (ChangeSet(insertedRows: [ip(0, 0)]), [nil, "one", "three", "four"]),
        (ChangeSet(insertedRows: [ip(0, 1)]), ["one", nil, "three", "four"]),
        (ChangeSet(movedRows: [.init(from: ip(0, 0), to: ip(0, 3))]), ["two", nil, "three", "four"]),
        (ChangeSet(movedRows: [.init(from: ip(0, 0), to: ip(0, 1))]), ["two", "one", "three", "four"]),
    ]

    @Test("a change shifts the cache as in the seed's table", arguments: 0..<table.count)
    func batch(row: Int) {
        let (change, expected) = Self.table[row]
        var cache = Self.seeded()
        cache.apply(change)
        #expect(Self.probes.map(cache.item(at:)) == expected, "\(change)")
    }

    @Test("a batch section reload evicts the section's rows")
    func batchSectionReload() {
        var cache = Self.seeded()
        cache.apply(ChangeSet(reloadedSections: [0]))
        #expect(Self.probes.map(cache.item(at:)) == [nil, nil, "three", "four"])
    }

    @Test("a move shifts the other rows even when nothing is cached at its source (seed quirk fixed)")
    func moveUncachedSource() {
        var cache = ListItemCache<String>()
        cache.set("two", at: ip(0, 1))
        cache.set("three", at: ip(0, 2))
        cache.apply(ChangeSet(movedRows: [.init(from: ip(0, 0), to: ip(0, 3))]))
        #expect(cache.item(at: ip(0, 0)) == "two")
        #expect(cache.item(at: ip(0, 1)) == "three")
    }

    @Test("removeAll empties the cache")
    func reset() {
        var cache = Self.seeded()
        cache.removeAll()
        #expect(cache.count == 0)
        #expect(cache.item(at: ip(0, 0)) == nil)
    }
}

@Suite("ListItemCache at scale")
struct ListItemCacheScaleTests {
    @Test("a full cache follows its rows through every stage of random diffs")
    func followsRows() throws {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let old = RowSection.randomLayout(using: &rng)
            let new = RowSection.randomLayout(using: &rng)
            let staged = try StagedChangeSet(from: old, to: new)
            var cache = ListItemCache<Int>()
            for (s, section) in old.enumerated() {
                for (r, row) in section.items.enumerated() { cache.set(row.id, at: ip(s, r)) }
            }
            for stage in staged.stages {
                cache.apply(stage.changeSet)
                // Every cached item sits where that item is in the stage's contents.
                for (s, section) in stage.contents.enumerated() {
                    for (r, row) in section.items.enumerated() {
                        if let cached = cache.item(at: ip(s, r)) {
                            #expect(cached == row.id, "\(old) → \(new)")
                        }
                    }
                }
            }
        }
    }
}

extension ListSection where Model == Header, Item == Row {
    /// Up to 4 sections of up to 12 items, each item in at most one section.
    static func randomLayout(using rng: inout some RandomNumberGenerator) -> [RowSection] {
        var sections = Array(0..<4).shuffled(using: &rng).prefix(Int.random(in: 0...4, using: &rng)).map {
            RowSection(model: Header(id: $0), items: [])
        }
        guard !sections.isEmpty else { return [] }
        for id in Array(0..<12).shuffled(using: &rng).prefix(Int.random(in: 0...12, using: &rng)) {
            sections[Int.random(in: 0..<sections.count, using: &rng)].items.append(
                Row(id: id, rev: Int.random(in: 0...3, using: &rng) == 0 ? 1 : 0))
        }
        return sections
    }
}
