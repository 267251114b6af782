import Foundation
import Loom
import StandInCommon
import StandInTesting
import Testing

@testable import UIKit

/// The stand-in's model of UIKit's batch rules (BatchUpdate.swift, written from Apple's documentation)
/// and Loom's `BatchUpdateValidator` give the same verdict on the same batches, and map the rows that
/// stay to the same places. Where they disagreed, the one that did not match UIKit was fixed.
@MainActor
@Suite("The stand-in's batch rules and Loom's BatchUpdateValidator")
struct BatchRulesAgreementTests {
    @Test("agree on 10,000 random batches (seeded), valid and invalid, and map kept rows alike")
    func agree() {
        var random = SeededRandom(seed: 21)
        var valid = 0
        for round in 0..<10_000 {
            let (changes, old, new) = Self.randomBatch(&random)
            let standIn = Self.batch(changes).invalidReason(
                old: old, new: new, row: "row", view: "table view")
            var loom: BatchUpdateError?
            do {
                try BatchUpdateValidator.validate(changes, oldRowCounts: old, newRowCounts: new)
            } catch {
                loom = error
            }
            #expect(
                (standIn == nil) == (loom == nil),
                "round \(round): \(changes) \(old) → \(new): stand-in \(standIn ?? "valid"), Loom \(loom.map { "\($0)" } ?? "valid")"
            )
            guard standIn == nil, loom == nil else { continue }
            valid += 1
            let map = Self.batch(changes).rowMap(old: old, new: new)
            for (s, count) in old.enumerated() {
                for r in 0..<count {
                    let path = ListIndexPath(section: s, row: r)
                    let expected = changes.newIndexPath(forOld: path).map {
                        IndexPath(row: $0.row, section: $0.section)
                    }
                    let reloaded = changes.reloadedSections.contains(s)
                    if !reloaded {
                        #expect(
                            map[IndexPath(row: r, section: s)] == expected,
                            "round \(round): \(changes) row \(path)")
                    }
                }
            }
        }
        #expect(valid > 1_000)
    }

    /// A batch of a few random operations on random counts; the counts after follow the count rules
    /// most of the time, so that valid batches are common.
    static func randomBatch(_ random: inout SeededRandom) -> (ChangeSet, [Int], [Int]) {
        let old = (0..<random.int(1...3)).map { _ in random.int(0...4) }
        var changes = ChangeSet()
        func oldRow() -> ListIndexPath {
            let s = random.int(0...old.count - 1)
            return ListIndexPath(
                section: s, row: random.int(0...max(0, old[s] - (random.chance(0.9) ? 1 : 0))))
        }
        for _ in 0..<random.int(0...4) {
            switch random.int(0...7) {
            case 0: changes.deletedSections.append(random.int(0...old.count))
            case 1: changes.insertedSections.append(random.int(0...old.count))
            case 2: changes.reloadedSections.append(random.int(0...old.count - 1))
            case 3:
                changes.movedSections.append(
                    .init(from: random.int(0...old.count - 1), to: random.int(0...old.count - 1)))
            case 4: changes.deletedRows.append(oldRow())
            case 5: changes.insertedRows.append(oldRow())
            case 6: changes.reloadedRows.append(oldRow())
            default: changes.movedRows.append(.init(from: oldRow(), to: oldRow()))
            }
        }
        let sectionCount =
            random.chance(0.9)
            ? old.count + Set(changes.insertedSections).count - Set(changes.deletedSections).count
            : random.int(0...4)
        var new = [Int](repeating: 0, count: max(0, sectionCount))
        for (s, count) in old.enumerated() {
            guard let t = changes.newSection(forOld: s), new.indices.contains(t) else { continue }
            new[t] += count
        }
        for p in changes.deletedRows where new.indices.contains(changes.newSection(forOld: p.section) ?? -1) {
            new[changes.newSection(forOld: p.section) ?? 0] -= 1
        }
        for m in changes.movedRows {
            if let t = changes.newSection(forOld: m.from.section), new.indices.contains(t) { new[t] -= 1 }
            if new.indices.contains(m.to.section) { new[m.to.section] += 1 }
        }
        for p in changes.insertedRows where new.indices.contains(p.section) { new[p.section] += 1 }
        for t in changes.insertedSections where new.indices.contains(t) { new[t] = random.int(0...3) }
        if random.chance(0.1), !new.isEmpty {
            new[random.int(0...new.count - 1)] += random.chance(0.5) ? 1 : -1
        }
        return (changes, old, new.map { max(0, $0) })
    }

    static func batch(_ changes: ChangeSet) -> BatchUpdate {
        func path(_ p: ListIndexPath) -> IndexPath { IndexPath(row: p.row, section: p.section) }
        return BatchUpdate(
            deletedSections: changes.deletedSections, insertedSections: changes.insertedSections,
            reloadedSections: changes.reloadedSections,
            movedSections: changes.movedSections.map { ($0.from, $0.to) },
            deletedRows: changes.deletedRows.map(path), insertedRows: changes.insertedRows.map(path),
            reloadedRows: changes.reloadedRows.map(path),
            movedRows: changes.movedRows.map { (path($0.from), path($0.to)) })
    }
}
