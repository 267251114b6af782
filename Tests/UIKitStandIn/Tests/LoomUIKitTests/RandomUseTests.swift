import Foundation
import Loom
import LoomUIKit
import StandInTesting
import Testing
import UIKit

/// Each adapter under long seeded random sequences of data-source changes while the user scrolls, drags,
/// deletes and selects: after every step the rows on screen are the data source's, and the view raised
/// nothing (issue 21, end to end).
@MainActor
@Suite("The adapters under random use")
struct RandomUseTests {
    @Test(
        "TableViewAdapter: 1,500 random steps of model changes and user gestures (seeded)",
        arguments: [1, 2, 3])
    func table(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let model = ArrayModel((0..<8).map { "t\($0)" })
        let source = MutableArrayDataSource(model: model) { $0 }
        source.allowsDeleting = true
        source.allowsMoving = true
        let table = UITableView(frame: .zero, style: .plain)
        let adapter = TableViewAdapter(tableView: table, dataSource: source)
        let window = onScreen(table, rows: 6)
        var next = 100
        var gestures = 0  // drags and deletes the user made
        for step in 0..<1_500 {
            let count = model.count
            let row = count > 0 ? random.int(0...count - 1) : 0
            let path = IndexPath(row: row, section: 0)
            let choice = random.int(0...9)
            let changed = try changeModel(model, choice: choice, row: row, random: &random, next: &next)
            switch choice {
            case _ where changed: break
            case 5: table.simulateUserScroll(toY: CGFloat(random.int(0...max(0, count * 44))))
            case 6 where count > 1:
                adapter.setEditing(true, animated: false)
                if table.simulateUserDrag(
                    from: path, to: IndexPath(row: random.int(0...count - 1), section: 0)) != nil
                {
                    gestures += 1
                }
                adapter.setEditing(false, animated: false)
            case 7 where count > 0: if table.simulateUserCommit(.delete, at: path) { gestures += 1 }
            case 8 where count > 0:
                table.simulateUserTap(at: path)
                #expect(adapter.list.selection == ListIndexPath(section: 0, row: row))
            default: UIView.standInFinishAnimations()
            }
            let visible = table.indexPathsForVisibleRows ?? []
            #expect(
                visible.count == min(6, model.count) || table.contentOffset.y > 0, "seed \(seed) step \(step)"
            )
            #expect(shownTexts(table) == visible.map { model.elements[$0.row] }, "seed \(seed) step \(step)")
            #expect(table.raisedExceptions.isEmpty, "seed \(seed) step \(step)")
            if table.raisedExceptions.count > 0
                || shownTexts(table) != visible.map({ model.elements[$0.row] })
            {
                break
            }
        }
        #expect(gestures > 100)
        #expect(adapter.list.lastError == nil)
        withExtendedLifetime((adapter, window)) {}
    }

    @Test(
        "CollectionViewAdapter: 1,500 random steps of model changes and user gestures (seeded)",
        arguments: [1, 2, 3])
    func collection(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let model = ArrayModel((0..<8).map { "t\($0)" })
        let source = MutableArrayDataSource(model: model) { $0 }
        source.allowsDeleting = true
        source.allowsMoving = true
        let collection = UICollectionView(
            frame: .zero,
            collectionViewLayout: UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain)))
        let adapter = CollectionViewAdapter(collectionView: collection, dataSource: source)
        let window = onScreen(collection, rows: 6)
        var next = 100
        var gestures = 0  // drags and deletes the user made
        for step in 0..<1_500 {
            let count = model.count
            let row = count > 0 ? random.int(0...count - 1) : 0
            let path = IndexPath(item: row, section: 0)
            let choice = random.int(0...9)
            let changed = try changeModel(model, choice: choice, row: row, random: &random, next: &next)
            switch choice {
            case _ where changed: break
            case 5: collection.simulateUserScroll(toY: CGFloat(random.int(0...max(0, count * 44))))
            case 6 where count > 1:
                if collection.simulateUserDrag(
                    from: path, to: IndexPath(item: random.int(0...count - 1), section: 0))
                    != nil
                {
                    gestures += 1
                }
            case 7 where count > 0:
                if adapter.trailingSwipeActions(for: path)?.actions.first?.simulateUserTap(in: collection)
                    == true
                {
                    gestures += 1
                }
            case 8 where count > 0:
                collection.simulateUserTap(at: path)
                #expect(adapter.list.selection == ListIndexPath(section: 0, row: row))
            default: UIView.standInFinishAnimations()
            }
            let visible = collection.indexPathsForVisibleItems
            let expected = visible.map { model.elements[$0.item] }
            #expect(shownTexts(collection) == expected, "seed \(seed) step \(step)")
            #expect(collection.raisedExceptions.isEmpty, "seed \(seed) step \(step)")
            if collection.raisedExceptions.count > 0 || shownTexts(collection) != expected { break }
        }
        #expect(gestures > 100)
        #expect(adapter.list.lastError == nil)
        withExtendedLifetime((adapter, window)) {}
    }
}

/// Makes the model change numbered `choice` at `row` (0 and 1 insert, 2 removes, 3 moves, 4 replaces), then
/// returns `true`; returns `false` for the user's gestures (5 to 9) and for a change the model's size does
/// not allow. Both adapters' random tests draw their model changes here.
@MainActor
private func changeModel(
    _ model: ArrayModel<String>, choice: Int, row: Int, random: inout SeededRandom, next: inout Int
) throws -> Bool {
    let count = model.count
    switch choice {
    case 0, 1:
        try model.insert("t\(next)", at: random.int(0...count))
        next += 1
    case 2 where count > 0: _ = try model.remove(at: row)
    case 3 where count > 1: try model.move(from: row, to: random.int(0...count - 1))
    case 4 where count > 0:
        try model.replace(at: row, with: "t\(next)")
        next += 1
    default: return false
    }
    return true
}
