import Foundation
import Testing
import UIKit

/// The stand-in's table view behaves as UIKit's documentation says (each rule's page is cited in
/// UITableView.swift): where UIKit raises, it records the exception.
@MainActor
@Suite("The stand-in's UITableView")
struct StandInTableViewTests {
    @Test("a batch whose counts do not follow from its operations raises Invalid update")
    func invalidBatch() {
        let source = RecordingTableSource([["a", "b"]])
        let (table, _) = UITableView.onScreen(source: source)
        table.performBatchUpdates {
            source.rows[0].append("c")  // no insertRows
        }
        #expect(table.raisedExceptions.count == 1)
        #expect(table.raisedExceptions.first?.name == RaisedException.internalInconsistency)
        #expect(
            table.raisedExceptions.first?.reason.hasPrefix(
                "Invalid update: invalid number of rows in section 0") == true)
    }

    @Test("a valid batch raises nothing and shows the new rows")
    func validBatch() {
        let source = RecordingTableSource([["a", "b", "c"]])
        let (table, _) = UITableView.onScreen(source: source)
        table.performBatchUpdates {
            source.rows[0] = ["b", "x", "c", "a"]
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            table.insertRows(
                at: [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)], with: .automatic)
        }
        #expect(table.raisedExceptions.isEmpty)
        #expect(table.visibleCells.map(RecordingTableSource.text(of:)) == ["b", "x", "c", "a"])
    }

    @Test("a batch on a table that never read its counts takes the new counts for the old ones")
    func batchBeforeCountsWereRead() {
        let source = RecordingTableSource([["a"]])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        table.performBatchUpdates {
            source.rows[0].append("b")
            table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        }
        #expect(table.raisedExceptions.count == 1)
    }

    @Test("a deleted row out of range raises")
    func deleteOutOfRange() {
        let source = RecordingTableSource([["a"]])
        let (table, _) = UITableView.onScreen(source: source)
        table.performBatchUpdates {
            source.rows[0] = []
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        }
        #expect(
            table.raisedExceptions.first?.reason.contains("which only contains 1 rows before the update")
                == true)
    }

    @Test("dequeuing an identifier nobody registered raises; without an index path it returns nil")
    func unregisteredIdentifier() {
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.dequeueReusableCell(withIdentifier: "Nobody") == nil)
        #expect(table.raisedExceptions.isEmpty)
        _ = table.dequeueReusableCell(withIdentifier: "Nobody", for: IndexPath(row: 0, section: 0))
        #expect(
            table.raisedExceptions.first?.reason.hasPrefix("unable to dequeue a cell with identifier Nobody")
                == true)
    }

    @Test("a registration replaces the previous one of its identifier")
    func registrationReplaces() {
        final class Other: UITableViewCell {}
        let table = UITableView(frame: .zero, style: .plain)
        table.register(RecordingCell.self, forCellReuseIdentifier: "Cell")
        table.register(Other.self, forCellReuseIdentifier: "Cell")
        #expect(table.dequeueReusableCell(withIdentifier: "Cell") is Other)
    }

    @Test(
        "a row is configured, measured, displayed; leaving the screen it ends displaying; reused, it is prepared first"
    )
    func displayCycle() {
        let source = RecordingTableSource([(0..<10).map { "row \($0)" }])
        let (table, _) = UITableView.onScreen(rows: 2, source: source)
        #expect(
            source.log == [
                "cellForRowAt row 0", "willDisplay row 0", "cellForRowAt row 1", "willDisplay row 1",
            ])
        #expect(table.standInMeasuredHeight(at: IndexPath(row: 0, section: 0)) == 44)
        source.clearLog()
        table.simulateUserScroll(toY: 44)
        #expect(
            source.log == [
                "didEndDisplaying row 0", "prepareForReuse", "cellForRowAt row 2", "willDisplay row 2",
            ])
        #expect(
            table.indexPathsForVisibleRows == [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)])
    }

    @Test("scrolling to a row past the end raises")
    func scrollPastTheEnd() {
        let source = RecordingTableSource([["a", "b"]])
        let (table, _) = UITableView.onScreen(source: source)
        table.scrollToRow(at: IndexPath(row: 1, section: 0), at: .top, animated: false)
        #expect(table.raisedExceptions.isEmpty)
        table.scrollToRow(at: IndexPath(row: 2, section: 0), at: .top, animated: false)
        #expect(table.raisedExceptions.first?.name == RaisedException.range)
    }

    @Test("a tap selects the row and deselects the one before; selectRow tells no delegate")
    func selection() {
        let source = RecordingTableSource([["a", "b", "c"]])
        let (table, _) = UITableView.onScreen(source: source)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        #expect(source.log.filter { $0.hasPrefix("did") }.isEmpty)
        table.simulateUserTap(at: IndexPath(row: 0, section: 0))
        #expect(source.log.suffix(2) == ["didDeselect 2", "didSelect 0"])
        table.performBatchUpdates {
            source.rows[0].insert("z", at: 0)
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test("a row the user drags moves on screen before the data source's moveRowAt; updates from there raise")
    func userDrag() {
        let source = RecordingTableSource([["a", "b", "c"]])
        let (table, _) = UITableView.onScreen(source: source)
        #expect(
            table.simulateUserDrag(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
                == nil)
        table.setEditing(true, animated: false)
        source.clearLog()
        let landed = table.simulateUserDrag(
            from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        #expect(landed == IndexPath(row: 2, section: 0))
        #expect(source.log == ["moveRowAt 0 2"])
        #expect(table.visibleCells.map(RecordingTableSource.text(of:)) == ["b", "c", "a"])
        #expect(table.raisedExceptions.isEmpty)
    }

    @Test("completions run when the animations end, never inside performBatchUpdates")
    func completionLater() {
        let source = RecordingTableSource([["a"]])
        let (table, _) = UITableView.onScreen(source: source)
        var completed = false
        table.performBatchUpdates(nil) { _ in completed = true }
        #expect(!completed)
        UIView.standInFinishAnimations()
        #expect(completed)
    }
}
