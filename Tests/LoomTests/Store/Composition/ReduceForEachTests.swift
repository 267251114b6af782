import Clocks
import LoomTesting
import Testing

@_spi(Testing) @testable import Loom

@MainActor
@Suite("Composition: one child per element of a collection")
struct ReduceForEachTests {
    @Test("an element action is reduced by the element's reducer on that element only")
    func elementAction() {
        let store = Store(initialState: Parent.twoRows, reducer: parentFeature(clock: TestClock()).reduce)
        store.send(.row(id: 2, action: .toggle))
        store.send(.row(id: 1, action: .rename("Oat milk")))
        #expect(
            store.state.rows == [
                ListRow(id: 1, title: "Oat milk"), ListRow(id: 2, title: "Bread", isDone: true),
            ])
    }

    @Test("the parent sees an element's action after the element: a row's delete removes it")
    func parentRemovesOnElementAction() {
        let store = Store(initialState: Parent.twoRows, reducer: parentFeature(clock: TestClock()).reduce)
        store.send(.row(id: 1, action: .delete))
        #expect(store.state.rows.map(\.id) == [2])
    }

    @Test(
        "an action for an identifier that is gone is reported as elementNotFound, not a crash, and changes nothing"
    )
    func goneIDIsReported() {
        let store = Store(initialState: Parent.twoRows, reducer: parentFeature(clock: TestClock()).reduce)
        var errors: [any Error] = []
        store.commandErrorHandler = { errors.append($0) }
        store.send(.removeRow(1))
        store.send(.row(id: 1, action: .toggle))
        #expect(store.state.rows == [ListRow(id: 2, title: "Bread")])
        #expect(
            errors.map { $0 as? CompositionError } == [
                .elementNotFound(id: "1", collection: "\(\Parent.rows)", action: "toggle")
            ])
        #expect(errors.first.map { "\($0)" }?.contains("element 1") == true)
    }

    @Test("an element's commands are cancelled when the element is removed; other elements' keep running")
    func removalCancelsElementCommands() async {
        let clock = TestClock()
        let store = TestStore(initialState: Parent.twoRows, reducer: parentFeature(clock: clock).reduce)
        await store.send(.row(id: 1, action: .startTimer))
        await store.send(.row(id: 2, action: .startTimer))
        #expect(store.store.inFlightCommandCount == 2)
        await store.send(.removeRow(1)) { $0.rows.removeFirst() }
        #expect(store.store.inFlightCommandCount == 1)
        await clock.advance(by: .seconds(1))
        await store.receive(.row(id: 2, action: .tick)) { $0.rows[0].ticks = 1 }
        await store.finish()
    }

    @Test("an element found after it moved: the action reaches the element with that identifier")
    func movedElement() {
        let store = Store(initialState: Parent.twoRows, reducer: parentFeature(clock: TestClock()).reduce)
        store.send(.moveLastToFront)
        store.send(.row(id: 1, action: .toggle))
        #expect(store.state.rows.map(\.id) == [2, 1])
        #expect(store.state.rows[1].isDone)
    }

    @Test("removed identifiers: none when the array kept its storage, the missing ones in order otherwise")
    func removedIDs() {
        let rows = [ListRow(id: 1, title: "a"), ListRow(id: 2, title: "b"), ListRow(id: 3, title: "c")]
        #expect(Reduce<Parent, ParentAction>.removedIDs(from: rows, to: rows).isEmpty)
        #expect(Reduce<Parent, ParentAction>.removedIDs(from: rows, to: [rows[1]]) == [1, 3])
        #expect(Reduce<Parent, ParentAction>.removedIDs(from: [], to: rows).isEmpty)
        var changed = rows
        changed[0].title = "A"
        #expect(Reduce<Parent, ParentAction>.removedIDs(from: rows, to: changed).isEmpty)
    }
}
