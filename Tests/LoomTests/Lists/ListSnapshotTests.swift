import PropertyBased
import Testing

@testable import Loom

@Suite("ListSnapshot: identifiers by value, typed errors, staged changes")
struct ListSnapshotTests {
    typealias Snapshot = ListSnapshot<String, Int>

    @Test("append, insert before and after, and read back")
    func building() throws {
        var s = Snapshot()
        try s.appendSections(["b"])
        try s.insertSections(["a"], at: .before("b"))
        try s.insertSections(["c"], at: .after("b"))
        try s.appendItems([1, 2], toSection: "a")
        try s.appendItems([9])
        try s.insertItems([0], at: .before(1))
        try s.insertItems([3], at: .after(2))
        #expect(s.sectionIdentifiers == ["a", "b", "c"])
        #expect(try s.itemIdentifiers(inSection: "a") == [0, 1, 2, 3])
        #expect(try s.itemIdentifiers(inSection: "c") == [9])
        #expect(s.numberOfItems == 5)
        #expect(s.indexPath(ofItem: 9) == ip(2, 0))
        #expect(s.sectionIdentifier(containingItem: 3) == "a")
        #expect(try s.itemIdentifier(at: ip(0, 1)) == 1)
    }

    @Test("delete and move items and sections")
    func editing() throws {
        var s = try Snapshot([("a", [1, 2, 3]), ("b", [4])])
        try s.moveItem(3, to: .before(4))
        try s.moveItem(1, to: .after(2))
        #expect(s.sectionedItemIdentifiers == [[2, 1], [3, 4]])
        try s.moveSection("b", to: .before("a"))
        #expect(s.sectionIdentifiers == ["b", "a"])
        try s.moveSection("b", to: .after("a"))
        #expect(s.sectionIdentifiers == ["a", "b"])
        try s.deleteItems([2])
        try s.deleteSections(["b"])
        #expect(s.sectionedItemIdentifiers == [[1]])
        #expect(s.sectionIdentifier(containingItem: 4) == nil)
        try s.appendItems([4])  // 4 is free again once its section is deleted
        s = ListSnapshot()
        #expect(s.sectionIdentifiers.isEmpty && s.itemIdentifiers.isEmpty)
    }

    @Test("duplicate section or item identifiers throw and leave the snapshot unchanged")
    func duplicates() throws {
        var s = try Snapshot([("a", [1])])
        let before = s
        #expect(throws: ListError.duplicateSection("a")) { try s.appendSections(["a"]) }
        #expect(throws: ListError.duplicateSection("x")) { try s.appendSections(["x", "x"]) }
        #expect(throws: ListError.duplicateItem("1")) { try s.appendItems([1]) }
        #expect(throws: ListError.duplicateItem("2")) { try s.insertItems([2, 2], at: .after(1)) }
        #expect(s == before)
        #expect(throws: ListError.duplicateItem("1")) { try Snapshot([("a", [1]), ("b", [1])]) }
    }

    @Test("unknown sections, items and index paths throw")
    func unknowns() throws {
        var s = try Snapshot([("a", [1])])
        #expect(throws: ListError.unknownSection("z")) { try s.appendItems([2], toSection: "z") }
        #expect(throws: ListError.unknownSection("z")) { try s.insertSections(["b"], at: .before("z")) }
        #expect(throws: ListError.unknownSection("z")) { try s.deleteSections(["z"]) }
        #expect(throws: ListError.unknownSection("z")) { try s.reloadSections(["z"]) }
        #expect(throws: ListError.unknownSection("z")) { try s.moveSection("a", to: .before("z")) }
        #expect(throws: ListError.unknownItem("7")) { try s.deleteItems([7]) }
        #expect(throws: ListError.unknownItem("7")) { try s.moveItem(7, to: .before(1)) }
        #expect(throws: ListError.unknownItem("7")) { try s.insertItems([2], at: .after(7)) }
        #expect(throws: ListError.unknownItem("7")) { try s.reloadItems([7]) }
        #expect(throws: ListError.indexPathOutOfRange(ip(0, 1), rowCount: 1)) {
            try s.itemIdentifier(at: ip(0, 1))
        }
        #expect(throws: ListError.sectionOutOfRange(section: 3, count: 1)) {
            try s.itemIdentifier(at: ip(3, 0))
        }
        var empty = Snapshot()
        #expect(throws: ListError.self) { try empty.appendItems([1]) }
    }

    @Test("applying a new snapshot stages moves, inserts, deletes and marked reloads")
    func stagedChanges() throws {
        let old = try Snapshot([("a", [1, 2, 3]), ("b", [4])])
        var new = old
        try new.deleteItems([2])
        try new.moveItem(4, to: .before(1))
        try new.appendItems([5], toSection: "b")
        try new.reloadItems([3])
        let staged = old.stagedChanges(to: new)
        #expect(staged.stages.map(\.kind) == [.deletions, .rowInsertionsAndMoves, .reloads])
        #expect(staged.stages[2].changeSet == ChangeSet(reloadedRows: [ip(0, 2)]))
        #expect(staged.finalContents == new)
        #expect(staged.finalContents?.reloadedItems.isEmpty == true)
    }

    @Test("applying the same snapshot with no reload marks stages nothing")
    func noChange() throws {
        let s = try Snapshot([("a", [1, 2])])
        #expect(s.stagedChanges(to: s).stages.isEmpty)
    }

    @Test("a reloaded section is reloaded as a whole")
    func sectionReload() throws {
        let old = try Snapshot([("a", [1]), ("b", [2])])
        var new = old
        try new.reloadSections(["b"])
        #expect(old.stagedChanges(to: new).stages.map(\.changeSet) == [ChangeSet(reloadedSections: [1])])
    }

    // MARK: Property: random edits → staged change set

    enum Edit: Sendable {
        case appendSection(String), deleteSection(Int), moveSection(Int, Int)
        case appendItem(Int, Int), deleteItem(Int), moveItem(Int, Int, Bool), reloadItem(Int), reloadSection(
            Int)
    }

    static let cases = Generator<(Snapshot, [Edit]), Shrink.None<(Snapshot, [Edit])>> { rng in
        var start = Snapshot()
        let names = ["a", "b", "c", "d"]
        var next = 0
        for name in names.prefix(Int.random(in: 0...4, using: &rng)) {
            try? start.appendSections([name])
            for _ in 0..<Int.random(in: 0...3, using: &rng) {
                try? start.appendItems([next], toSection: name)
                next += 1
            }
        }
        let edits: [Edit] = (0..<Int.random(in: 0...8, using: &rng)).map { _ in
            let a = Int.random(in: 0...12, using: &rng)
            let b = Int.random(in: 0...12, using: &rng)
            switch Int.random(in: 0...7, using: &rng) {
            case 0: return .appendSection(["e", "f", "a"][a % 3])
            case 1: return .deleteSection(a % 4)
            case 2: return .moveSection(a % 4, b % 4)
            case 3: return .appendItem(a + 20, b % 4)
            case 4: return .deleteItem(a)
            case 5: return .moveItem(a, b, a % 2 == 0)
            case 6: return .reloadItem(a)
            default: return .reloadSection(a % 4)
            }
        }
        return (start, edits)
    }

    @Test(
        "2,000 random snapshot edits: the staged change set is valid, yields the new snapshot, reloads marks")
    func randomSnapshots() async {
        await propertyCheck(count: 2_000, input: Self.cases) { start, edits in
            var new = start
            for edit in edits {
                let sections = new.sectionIdentifiers
                switch edit {
                case .appendSection(let id): try? new.appendSections([id])
                case .deleteSection(let i): if i < sections.count { try new.deleteSections([sections[i]]) }
                case .moveSection(let i, let j):
                    if i < sections.count && j < sections.count {
                        try new.moveSection(sections[i], to: .before(sections[j]))
                    }
                case .appendItem(let id, let s):
                    if s < sections.count { try? new.appendItems([id], toSection: sections[s]) }
                case .deleteItem(let id): try? new.deleteItems([id])
                case .moveItem(let a, let b, let after):
                    if after {
                        try? new.moveItem(a, to: .after(b))
                    } else {
                        try? new.moveItem(a, to: .before(b))
                    }
                case .reloadItem(let id): try? new.reloadItems([id])
                case .reloadSection(let i): if i < sections.count { try new.reloadSections([sections[i]]) }
                }
            }
            let staged = start.stagedChanges(to: new)
            var rows = start.sectionedItemIdentifiers
            for stage in staged.stages {
                let next = stage.contents.sectionedItemIdentifiers
                let applied = try stage.changeSet.apply(to: rows, fillingFrom: next)
                #expect(applied == next)
                #expect(Self.mapsEveryItemToItsSection(stage.contents))
                rows = applied
            }
            #expect(rows == new.sectionedItemIdentifiers)
            if !staged.stages.isEmpty { #expect(staged.finalContents == new) }
            #expect(try Self.staleMarkedItems(from: start, to: new, staged: staged).isEmpty)
        }
    }

    /// Whether `snapshot` knows every item it holds to be in the section that holds it, and no other
    /// item (a stage's contents reuses the old or the new snapshot's map where it can).
    static func mapsEveryItemToItsSection(_ snapshot: Snapshot) -> Bool {
        var count = 0
        for (section, items) in zip(snapshot.sectionIdentifiers, snapshot.sectionedItemIdentifiers) {
            for item in items where snapshot.sectionIdentifier(containingItem: item) != section {
                return false
            }
            count += items.count
        }
        return count == snapshot.numberOfItems
    }

    @Test("one section on both sides: the same stages as the sectioned differ")
    func oneSectionAsSectioned() async {
        await propertyCheck(count: 1_000, input: Self.markedPairs) { pair in
            let old = try Snapshot([("a", pair.old.flatMap(\.1))])
            var new = try Snapshot([("a", pair.new.flatMap(\.1))])
            try new.reloadItems(pair.reloadedItems)
            let staged = old.stagedChanges(to: new)
            func sections(
                _ snapshot: Snapshot, marks: Bool
            ) -> [ListSection<SnapshotSection<String>, SnapshotItem<Int>>] {
                let items = snapshot.itemIdentifiers.map {
                    SnapshotItem(id: $0, reloaded: marks && snapshot.reloadedItems.contains($0))
                }
                return [ListSection(model: SnapshotSection(id: "a", reloaded: false), items: items)]
            }
            let reference = try StagedChangeSet(
                from: sections(old, marks: false), to: sections(new, marks: true))
            #expect(staged.stages.map(\.kind) == reference.stages.map(\.kind), "\(pair)")
            #expect(staged.stages.map(\.changeSet) == reference.stages.map(\.changeSet), "\(pair)")
            let referenceItems = reference.stages.map { $0.contents.flatMap { $0.items.map(\.id) } }
            #expect(staged.stages.map(\.contents.itemIdentifiers) == referenceItems, "\(pair)")
        }
    }

    // MARK: Reload marks: no stale cell

    /// The items a list view would still show with their cell from before the change although `new`
    /// marks them, or their section, for reload. Replays every stage on cells that remember whether
    /// they were made during the change (inserted, or reloaded) or carried over from before.
    static func staleMarkedItems(
        from old: Snapshot, to new: Snapshot, staged: StagedChangeSet<Snapshot>
    ) throws -> [Int] {
        struct Cell {
            let id: Int
            let fresh: Bool
        }
        var cells = old.sectionedItemIdentifiers.map { $0.map { Cell(id: $0, fresh: false) } }
        for stage in staged.stages {
            let next = stage.contents.sectionedItemIdentifiers.map { $0.map { Cell(id: $0, fresh: true) } }
            cells = try stage.changeSet.apply(to: cells, fillingFrom: next)
        }
        var marked = new.reloadedItems
        for section in new.reloadedSections { marked.formUnion(try new.itemIdentifiers(inSection: section)) }
        return cells.flatMap { $0 }.filter { !$0.fresh && marked.contains($0.id) }.map(\.id)
    }

    @Test("an item moved into a new section marked for reload gets a fresh cell (no stale cell)")
    func movedIntoNewReloadedSection() throws {
        let old = try Snapshot([("a", [1, 2])])
        var new = try Snapshot([("b", [2]), ("a", [1])])
        try new.reloadSections(["b"])
        let staged = old.stagedChanges(to: new)
        #expect(try Self.staleMarkedItems(from: old, to: new, staged: staged) == [])
        #expect(staged.stages.last?.changeSet == ChangeSet(reloadedRows: [ip(0, 0)]))
    }

    @Test("an item moved into an existing section marked for reload is refreshed by the section reload")
    func movedIntoExistingReloadedSection() throws {
        let old = try Snapshot([("b", []), ("a", [1, 2])])
        var new = try Snapshot([("b", [2]), ("a", [1])])
        try new.reloadSections(["b"])
        let staged = old.stagedChanges(to: new)
        #expect(try Self.staleMarkedItems(from: old, to: new, staged: staged) == [])
        #expect(staged.stages.last?.changeSet == ChangeSet(reloadedSections: [0]))
    }

    struct MarkedPair: Sendable, CustomStringConvertible {
        var old: [(String, [Int])]
        var new: [(String, [Int])]
        var reloadedSections: [String]
        var reloadedItems: [Int]
        var description: String {
            "\(old) → \(new), reload sections \(reloadedSections), items \(reloadedItems)"
        }
    }

    static let markedPairs = Generator<MarkedPair, Shrink.None<MarkedPair>> { rng in
        func layout(_ rng: inout any SeededRandomNumberGenerator) -> [(String, [Int])] {
            var sections = ["a", "b", "c", "d"].shuffled(using: &rng).prefix(
                Int.random(in: 0...4, using: &rng)
            )
            .map { ($0, [Int]()) }
            guard !sections.isEmpty else { return [] }
            for id in Array(0..<8).shuffled(using: &rng).prefix(Int.random(in: 0...8, using: &rng)) {
                sections[Int.random(in: 0..<sections.count, using: &rng)].1.append(id)
            }
            return sections
        }
        let old = layout(&rng)
        let new = layout(&rng)
        return MarkedPair(
            old: old, new: new,
            reloadedSections: new.map(\.0).filter { _ in Bool.random(using: &rng) },
            reloadedItems: new.flatMap(\.1).filter { _ in Int.random(in: 0...2, using: &rng) == 0 })
    }

    @Test("2,000 random snapshot pairs with reload marks: valid stages, the new snapshot, no stale cell")
    func randomMarkedPairs() async {
        await propertyCheck(count: 2_000, input: Self.markedPairs) { pair in
            let old = try Snapshot(pair.old)
            var new = try Snapshot(pair.new)
            try new.reloadSections(pair.reloadedSections)
            try new.reloadItems(pair.reloadedItems)
            let staged = old.stagedChanges(to: new)
            var rows = old.sectionedItemIdentifiers
            for stage in staged.stages {
                let next = stage.contents.sectionedItemIdentifiers
                let applied = try stage.changeSet.apply(to: rows, fillingFrom: next)
                #expect(applied == next, "\(pair)")
                #expect(Self.mapsEveryItemToItsSection(stage.contents), "\(pair)")
                rows = applied
            }
            #expect(rows == new.sectionedItemIdentifiers, "\(pair)")
            let stale = try Self.staleMarkedItems(from: old, to: new, staged: staged)
            #expect(stale.isEmpty, "stale \(stale): \(pair)")
        }
    }
}
