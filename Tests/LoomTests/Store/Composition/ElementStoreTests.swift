import Clocks
import LoomTesting
import Testing

@testable import Loom

@MainActor
@Suite("Composition: child stores over elements")
struct ElementStoreTests {
    func makeStore() -> Store<Parent, ParentAction> {
        Store(initialState: Parent.twoRows, reducer: parentFeature(clock: TestClock()).reduce)
    }

    @Test("a row's store reads its element and sends its actions to the parent with the element's identifier")
    func rowStore() throws {
        let store = makeStore()
        let row = try #require(store.scope(element: 2, in: \.rows, action: ParentAction.row))
        #expect(row.state == ListRow(id: 2, title: "Bread"))
        row.send(.toggle)
        #expect(row.state.isDone)
        #expect(store.state.rows[1].isDone)
        #expect(!store.state.rows[0].isDone)
    }

    @Test("scoping to an identifier no element has gives no store")
    func unknownID() {
        #expect(makeStore().scope(element: 9, in: \.rows, action: ParentAction.row) == nil)
    }

    @Test("a row's subscribers are told when its element changes, not when another row does")
    func rowFollowersSeeOwnChangesOnly() throws {
        let store = makeStore()
        let row = try #require(store.scope(element: 1, in: \.rows, action: ParentAction.row))
        var seen: [ListRow] = []
        let token = row.subscribe { state, _, _ in seen.append(state) }
        store.send(.row(id: 2, action: .toggle))
        store.send(.counter(.increment))
        store.send(.row(id: 1, action: .rename("Oat milk")))
        #expect(seen == [ListRow(id: 1, title: "Oat milk")])
        token.cancel()
    }

    @Test("a row's store follows its element when it moves")
    func rowStoreFollowsMove() throws {
        let store = makeStore()
        let row = try #require(store.scope(element: 2, in: \.rows, action: ParentAction.row))
        store.send(.moveLastToFront)
        row.send(.rename("Rye"))
        #expect(row.state.title == "Rye")
        #expect(store.state.rows[0] == ListRow(id: 2, title: "Rye"))
    }

    @Test("a removed row's store keeps its last element, and its sends are reported as elementNotFound")
    func removedRowStore() throws {
        let store = makeStore()
        var errors: [CompositionError] = []
        store.commandErrorHandler = { if let error = $0 as? CompositionError { errors.append(error) } }
        let row = try #require(store.scope(element: 1, in: \.rows, action: ParentAction.row))
        store.send(.removeRow(1))
        #expect(row.state == ListRow(id: 1, title: "Milk"))
        row.send(.toggle)
        #expect(store.state.rows == [ListRow(id: 2, title: "Bread")])
        #expect(errors.count == 1)
    }

    @Test(
        "the element stores give the same store for an identifier while its element exists, and let go of removed ones"
    )
    func elementStoresCache() throws {
        let store = makeStore()
        let rows = ElementStores(store, elements: \.rows, action: ParentAction.row)
        #expect(rows.ids == [1, 2])
        let first = try #require(rows[1])
        #expect(rows[1] === first)
        #expect(rows[7] == nil)
        _ = try #require(rows[2])
        #expect(rows.keptCount == 2)
        store.send(.removeRow(1))
        #expect(rows.ids == [2])
        #expect(rows.keptCount == 1)
        first.send(.toggle)  // reported, not a crash
        rows[2]?.send(.toggle)
        #expect(store.state.rows == [ListRow(id: 2, title: "Bread", isDone: true)])
    }

    @Test("reading the element stores' identifiers under Observation tracks the array")
    func elementStoresObservation() {
        let store = makeStore()
        let rows = ElementStores(store, elements: \.rows, action: ParentAction.row)
        let probe = ObservationProbe { _ = rows.ids }
        store.send(.counter(.increment))
        #expect(probe.changes == 0)
        store.send(.removeRow(2))
        #expect(probe.changes == 1)
    }

    @Test("a store binding renders its row now and on each change, and stops when unbound or rebound")
    func storeBinding() throws {
        let store = makeStore()
        let first = try #require(store.scope(element: 1, in: \.rows, action: ParentAction.row))
        let second = try #require(store.scope(element: 2, in: \.rows, action: ParentAction.row))
        let binding = StoreBinding<ListRow, ListRowAction>()
        var shown: [String] = []
        binding.bind(first) { shown.append($0.title) }
        binding.store?.send(.rename("Oat milk"))
        binding.bind(second) { shown.append($0.title) }
        first.send(.rename("Soy milk"))
        second.send(.rename("Rye"))
        binding.unbind()
        second.send(.rename("Spelt"))
        #expect(shown == ["Milk", "Oat milk", "Bread", "Rye"])
        #expect(binding.store == nil)
    }
}
