import Clocks
import LoomTesting
import Testing

@testable import Loom

@MainActor
@Suite("Composition: child stores are released with their owners")
struct CompositionLifetimeTests {
    @Test("a row's store, followed and sent through, is released with its owner, and so is the list's store")
    func rowStoreReleased() throws {
        let leaks = LeakTracker()
        do {
            let store = Store(initialState: Parent.twoRows, reducer: parentFeature(clock: TestClock()).reduce)
            let row = try #require(store.scope(element: 1, in: \.rows, action: ParentAction.row))
            let token = row.subscribe { _, _, _ in }
            row.send(.toggle)
            leaks.track(store, "list store")
            leaks.track(row, "row store")
            token.cancel()
        }
        leaks.expectReleased()
    }

    @Test("a row's store keeps the list's store alive, never the reverse")
    func rowStoreKeepsParent() throws {
        weak var weakParent: Store<Parent, ParentAction>?
        weak var weakRow: Store<ListRow, ListRowAction>?
        var row: Store<ListRow, ListRowAction>?
        do {
            let store = Store(initialState: Parent.twoRows, reducer: parentFeature(clock: TestClock()).reduce)
            weakParent = store
            row = store.scope(element: 1, in: \.rows, action: ParentAction.row)
            weakRow = row
        }
        #expect(weakParent != nil)
        row = nil
        #expect(weakRow == nil)
        #expect(weakParent == nil)
    }

    @Test("the element stores, their row stores and a bound store binding are released with their owner")
    func elementStoresReleased() throws {
        let leaks = LeakTracker()
        do {
            let store = Store(initialState: Parent.twoRows, reducer: parentFeature(clock: TestClock()).reduce)
            let rows = ElementStores(store, elements: \.rows, action: ParentAction.row)
            let binding = StoreBinding<ListRow, ListRowAction>()
            for id in rows.ids {
                let row = try #require(rows[id])
                binding.bind(row) { _ in }
                leaks.track(row, "row store \(id)")
            }
            store.send(.row(id: 1, action: .toggle))
            leaks.track(store, "list store")
            leaks.track(rows, "element stores")
            leaks.track(binding, "store binding")
        }
        leaks.expectReleased()
    }

    @Test("a list store released while an element's command runs is released, and the command is cancelled")
    func storeWithRunningElementCommand() async {
        let clock = TestClock()
        let leaks = LeakTracker()
        do {
            let store = Store(initialState: Parent.twoRows, reducer: parentFeature(clock: clock).reduce)
            store.send(.row(id: 1, action: .startTimer))
            leaks.track(store, "list store")
        }
        leaks.expectReleased()
        await clock.advance(by: .seconds(1))
    }
}
