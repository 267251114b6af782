import Loom
import LoomTesting
import PropertyBased
import Testing

/// Random and exhaustive checks of the differ: every stage passes the validator and applying all
/// stages yields the new contents.
@Suite("Diff properties")
struct DiffPropertyTests {
    struct Case: Sendable, CustomStringConvertible {
        var old: [RowSection]
        var new: [RowSection]
        var description: String { "\(old) → \(new)" }
    }

    /// Sections drawn from a small alphabet (4 sections, 8 items) so that identities collide:
    /// items move across sections, sections move, contents change.
    static func randomSections(_ rng: inout any SeededRandomNumberGenerator) -> [RowSection] {
        let sectionCount = Int.random(in: 0...4, using: &rng)
        var sections = Array(0..<4).shuffled(using: &rng).prefix(sectionCount).map {
            RowSection(model: Header(id: $0, rev: Int.random(in: 0...3, using: &rng) == 0 ? 1 : 0), items: [])
        }
        guard !sections.isEmpty else { return [] }
        let itemCount = Int.random(in: 0...8, using: &rng)
        for id in Array(0..<8).shuffled(using: &rng).prefix(itemCount) {
            let s = Int.random(in: 0..<sections.count, using: &rng)
            sections[s].items.append(Row(id: id, rev: Int.random(in: 0...3, using: &rng) == 0 ? 1 : 0))
        }
        return sections
    }

    static let sectionedCases = Generator<Case, Shrink.None<Case>> { rng in
        Case(old: randomSections(&rng), new: randomSections(&rng))
    }

    static let flatCases = Generator<Case, Shrink.None<Case>> { rng in
        func flat(_ rng: inout any SeededRandomNumberGenerator) -> [Row] {
            let n = Int.random(in: 0...30, using: &rng)
            return Array(0..<40).shuffled(using: &rng).prefix(n).map {
                Row(id: $0, rev: Int.random(in: 0...4, using: &rng) == 0 ? 1 : 0)
            }
        }
        return Case(
            old: [RowSection(model: Header(id: 0), items: flat(&rng))],
            new: [RowSection(model: Header(id: 0), items: flat(&rng))])
    }

    @Test("10,000 random sectioned diffs: every stage is valid and the stages yield the new contents")
    func randomSectioned() async {
        await propertyCheck(count: 10_000, input: Self.sectionedCases) { c in
            let staged = try StagedChangeSet(from: c.old, to: c.new)
            let failure = staged.verificationFailure(from: c.old, to: c.new)
            #expect(failure == nil, "\(c): \(failure ?? "")")
        }
    }

    @Test("2,000 random flat diffs of up to 30 rows: valid stages, new contents, minimal moves")
    func randomFlat() async {
        await propertyCheck(count: 2_000, input: Self.flatCases) { c in
            let old = c.old[0].items
            let new = c.new[0].items
            let staged = try StagedChangeSet(from: old, to: new)
            let failure = (staged.mapContents { [RowSection(model: Header(id: 0), items: $0)] })
                .verificationFailure(from: c.old, to: c.new)
            #expect(failure == nil, "\(c): \(failure ?? "")")
            // Minimal moves: the kept rows form a longest increasing subsequence of old positions.
            let kept = old.filter { o in new.contains { $0.id == o.id } }.map(\.id)
            let sequence = new.compactMap { n in kept.firstIndex(of: n.id) }
            let lis = Self.lisLength(sequence)
            #expect(staged.totalOperations.movedRows == sequence.count - lis, "\(c)")
        }
    }

    @Test("1,000 random diffs with duplicates allowed: a typed error exactly when an identifier repeats")
    func duplicates() async {
        let gen = Generator<([Row], [Row]), Shrink.None<([Row], [Row])>> { rng in
            func rows(_ rng: inout any SeededRandomNumberGenerator) -> [Row] {
                (0..<Int.random(in: 0...6, using: &rng)).map { _ in
                    Row(id: Int.random(in: 0...7, using: &rng))
                }
            }
            return (rows(&rng), rows(&rng))
        }
        await propertyCheck(count: 1_000, input: gen) { old, new in
            let hasDuplicates = Set(old.map(\.id)).count != old.count || Set(new.map(\.id)).count != new.count
            do {
                _ = try StagedChangeSet(from: old, to: new)
                #expect(!hasDuplicates, "\(old) → \(new) should throw")
            } catch {
                #expect(hasDuplicates, "\(old) → \(new): \(error)")
            }
        }
    }

    // MARK: Exhaustive tiny cases

    /// Every arrangement of every subset of `items`.
    static func arrangements(_ items: [Int]) -> [[Int]] {
        var result: [[Int]] = [[]]
        for (i, x) in items.enumerated() {
            let rest = Array(items[..<i] + items[(i + 1)...])
            for tail in arrangements(rest) where !result.contains([x] + tail) { result.append([x] + tail) }
        }
        return result
    }

    @Test("every pair of arrangements of up to 4 items, with and without content changes")
    func exhaustiveFlat() throws {
        let all = Self.arrangements([0, 1, 2, 3])
        #expect(all.count == 65)
        var checked = 0
        for old in all {
            for new in all {
                for variant in 0..<2 {
                    let o = old.map { Row(id: $0) }
                    let n = new.map { Row(id: $0, rev: variant == 1 && $0 % 2 == 1 ? 1 : 0) }
                    let staged = try StagedChangeSet(from: o, to: n)
                    let failure = (staged.mapContents { [RowSection(model: Header(id: 0), items: $0)] })
                        .verificationFailure(
                            from: [RowSection(model: Header(id: 0), items: o)],
                            to: [RowSection(model: Header(id: 0), items: n)])
                    #expect(failure == nil, "\(o) → \(n): \(failure ?? "")")
                    let sequence = new.compactMap { x in old.filter(new.contains).firstIndex(of: x) }
                    #expect(
                        staged.totalOperations.movedRows == sequence.count - bruteForceLISLength(sequence))
                    checked += 1
                }
            }
        }
        #expect(checked == 65 * 65 * 2)
    }

    /// Every way to lay out up to 3 items in the section lists [], [A], [B], [A, B], [B, A].
    static func sectionings() -> [[RowSection]] {
        var result: [[RowSection]] = [[]]
        let items = arrangements([0, 1, 2])
        for sectionIDs in [[0], [1], [0, 1], [1, 0]] {
            for arrangement in items {
                if sectionIDs.count == 1 {
                    result.append([
                        RowSection(model: Header(id: sectionIDs[0]), items: arrangement.map { Row(id: $0) })
                    ])
                } else {
                    for split in 0...arrangement.count {
                        result.append([
                            RowSection(
                                model: Header(id: sectionIDs[0]),
                                items: arrangement[..<split].map { Row(id: $0) }),
                            RowSection(
                                model: Header(id: sectionIDs[1]),
                                items: arrangement[split...].map { Row(id: $0) }),
                        ])
                    }
                }
            }
        }
        return result
    }

    @Test("every pair of layouts of up to 3 items in up to 2 sections")
    func exhaustiveSectioned() throws {
        let all = Self.sectionings()
        #expect(all.count == 131)
        for old in all {
            for new in all {
                let staged = try StagedChangeSet(from: old, to: new)
                let failure = staged.verificationFailure(from: old, to: new)
                #expect(failure == nil, "\(old) → \(new): \(failure ?? "")")
            }
        }
    }

    static func lisLength(_ values: [Int]) -> Int {
        var tails: [Int] = []
        for v in values {
            var low = 0
            var high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if tails[mid] < v { low = mid + 1 } else { high = mid }
            }
            if low == tails.count { tails.append(v) } else { tails[low] = v }
        }
        return tails.count
    }
}
