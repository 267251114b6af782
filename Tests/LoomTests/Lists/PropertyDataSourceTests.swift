import Loom
import LoomTesting
import Testing

/// An identifiable value whose title can change.
private struct Song: Identifiable, Equatable {
    let id: Int
    var title: String
}

/// A row view model: a class, so a test can tell a kept row from a remade one.
@MainActor
private final class SongRow {
    let title: String
    init(_ song: Song) { title = song.title }
}

@MainActor
@Suite("PropertyDataSource: a list that follows a property or a store member")
struct PropertyDataSourceTests {
    @Test("values that repeat are matched by position: the unchanged ends stay, an added value is one insert")
    func byPosition() {
        let todos = MutableProperty(["Call Ada"])
        let probe = ListProbe(PropertyDataSource(todos))
        todos.value = ["Call Ada", "Call Ada"]
        todos.value = ["Buy milk", "Call Ada", "Call Ada"]
        todos.value = ["Buy milk", "Call Ada"]
        todos.value = ["Buy milk", "Call Bob"]
        #expect(
            probe.take() == [
                ChangeSet(insertedRows: [ip(0, 0)]), ChangeSet(insertedRows: [ip(0, 0)]),
                ChangeSet(deletedRows: [ip(0, 1)]), ChangeSet(reloadedRows: [ip(0, 1)]),
            ])
        #expect(probe.rows == [["Buy milk", "Call Bob"]])
        #expect(probe.failures.isEmpty)
    }

    @Test("every change between lists of up to 4 repeating values reaches the new list in valid batches")
    func everyPositionChange() {
        var lists: [[String]] = [[]]
        for length in 1...4 {
            lists += lists.filter { $0.count == length - 1 }.flatMap { [$0 + ["a"], $0 + ["b"]] }
        }
        #expect(lists.count == 31)
        for old in lists {
            for new in lists {
                let values = MutableProperty(old)
                let probe = ListProbe(PropertyDataSource(values))
                values.value = new
                #expect(probe.rows == [new], "\(old) → \(new)")
                #expect(probe.failures.isEmpty, "\(old) → \(new): \(probe.failures)")
                let batches = probe.take()
                #expect(batches.count <= 3)
                if old == new { #expect(batches.isEmpty) }
            }
        }
    }

    @Test("identifiable values with unique ids are matched by id: a move is a move, a changed value a reload")
    func byIdentity() throws {
        let songs = MutableProperty([
            Song(id: 1, title: "One"), Song(id: 2, title: "Two"), Song(id: 3, title: "Three"),
        ])
        let source = PropertyDataSource(songs) { SongRow($0) }
        let probe = ListProbe(source) { $0.title }
        let kept = try source.item(at: ip(0, 0))
        songs.value = [Song(id: 2, title: "Two"), Song(id: 3, title: "3"), Song(id: 1, title: "One")]
        #expect(
            probe.take() == [
                ChangeSet(movedRows: [.init(from: ip(0, 0), to: ip(0, 2))]),
                ChangeSet(reloadedRows: [ip(0, 1)]),
            ])
        #expect(probe.rows == [["Two", "3", "One"]])
        #expect(try source.item(at: ip(0, 2)) === kept)  // the moved row kept its view model
        #expect(probe.failures.isEmpty)
    }

    @Test("the element type decides the matching: identifiable values made by generic code are matched by id")
    func identityInGenericCode() throws {
        /// Generic code that only knows its elements are `Equatable`.
        func rows<T: Equatable>(_ values: MutableProperty<[T]>) -> PropertyDataSource<T, T> {
            PropertyDataSource(values)
        }
        let songs = MutableProperty([Song(id: 1, title: "One"), Song(id: 2, title: "Two")])
        let probe = ListProbe(rows(songs)) { $0.title }
        songs.value = [Song(id: 2, title: "Two"), Song(id: 1, title: "One")]
        #expect(probe.take() == [ChangeSet(movedRows: [.init(from: ip(0, 1), to: ip(0, 0))])])
        #expect(probe.rows == [["Two", "One"]])
        #expect(probe.failures.isEmpty)
    }

    @Test("a property data source shows its one section's header and footer, like the array sources")
    func sectionHeader() {
        let source = PropertyDataSource(MutableProperty(["a"]))
        source.sectionInfo = ListSectionInfo(headerTitle: "To do", footerTitle: "1 left")
        #expect(source.sectionInfo(at: 0).headerTitle == "To do")
        #expect(source.sectionInfo(at: 0).footerTitle == "1 left")
        #expect(source.sectionInfo(at: 1).headerTitle == nil)
    }

    @Test("identifiable values whose ids repeat are matched by position instead of failing")
    func repeatedIDs() {
        let songs = MutableProperty([Song(id: 1, title: "a")])
        let probe = ListProbe(PropertyDataSource(songs)) { $0.title }
        songs.value = [Song(id: 1, title: "b"), Song(id: 1, title: "a")]
        songs.value = [Song(id: 2, title: "c")]
        #expect(
            probe.take() == [
                ChangeSet(insertedRows: [ip(0, 0)]), ChangeSet(deletedRows: [ip(0, 1)]),
                ChangeSet(reloadedRows: [ip(0, 0)]),
            ])
        #expect(probe.rows == [["c"]])
        #expect(probe.failures.isEmpty)
    }

    @Test("a store member: the rows follow the store, deleting a row sends the action that removes it")
    func storeMember() throws {
        enum Action { case add(String), remove(Int) }
        let store = Store(initialState: ["b", "c"]) {
            (state: inout [String], action: Action) -> Command<Action> in
            switch action {
            case .add(let todo): state.insert(todo, at: 0)
            case .remove(let index): state.remove(at: index)
            }
            return .none
        }
        let source = PropertyDataSource(store.property)
        source.removeElement = { [store] index in store.send(.remove(index)) }
        let probe = ListProbe(source)
        store.send(.add("a"))
        #expect(source.editingStyle(at: ip(0, 2)) == .delete)
        try source.perform(.delete, at: ip(0, 1))
        #expect(store.state == ["a", "c"])
        #expect(probe.take() == [ChangeSet(insertedRows: [ip(0, 0)]), ChangeSet(deletedRows: [ip(0, 1)])])
        #expect(probe.failures.isEmpty)
    }

    @Test(
        "deleting a row that is not there throws and removes nothing; without removeElement the item decides")
    func badDelete() {
        let values = MutableProperty(["a"])
        let source = PropertyDataSource(values)
        var removed: [Int] = []
        source.removeElement = { removed.append($0) }
        #expect(throws: ListError.indexPathOutOfRange(ip(0, 3), rowCount: 1)) {
            try source.perform(.delete, at: ip(0, 3))
        }
        #expect(throws: ListError.sectionOutOfRange(section: 1, count: 1)) { try source.item(at: ip(1, 0)) }
        #expect(source.editingStyle(at: ip(0, 3)) == .none)
        #expect(removed.isEmpty)
        source.removeElement = nil
        #expect(source.editingStyle(at: ip(0, 0)) == .none)
        #expect(throws: ListError.editingNotSupported(operation: "delete", ip(0, 0))) {
            try source.perform(.delete, at: ip(0, 0))
        }
    }

    @Test("the data source is released when its owner lets go, and then stops following the property")
    func lifetime() {
        let leaks = LeakTracker()
        let values = MutableProperty(["a"])
        do {
            let source = PropertyDataSource(values)
            leaks.track(source, "data source")
        }
        leaks.expectReleased()
        values.value = ["b"]  // nobody follows: nothing to crash into
        #expect(values.value == ["b"])
    }
}
