import Clocks
@_spi(Testing) import Loom
import LoomTesting
import Testing

/// A list of items, each a child feature: the test store checks the list and its children as one state.
private struct Item: Identifiable, Equatable {
    let id: Int
    var isDone = false
}

private enum ItemAction: Equatable {
    case toggle
    case toggleLater
}

private struct List: Equatable {
    var items: [Item] = [Item(id: 1), Item(id: 2)]
    var doneCount = 0
}

private enum ListAction: Equatable {
    case item(id: Int, action: ItemAction)
    static let itemCase = ActionCase(ListAction.item) {
        if case .item(let id, let a) = $0 { (id, a) } else { nil }
    }
}

@MainActor
private func listFeature(clock: TestClock<Duration>) -> Reduce<List, ListAction> {
    Reduce<List, ListAction> { state, action in
        state.doneCount = state.items.filter(\.isDone).count
        return .none
    }
    .forEach(\.items, action: ListAction.itemCase) { item, action in
        switch action {
        case .toggle:
            item.isDone.toggle()
            return .none
        case .toggleLater:
            return .run { send in
                try await clock.sleep(for: .seconds(1))
                send(.toggle)
            }
        }
    }
}

@MainActor
@Suite("TestStore over composed features")
struct TestStoreCompositionTests {
    @Test(
        "a child's change and the parent's reaction are asserted together, and a child command's action is received embedded"
    )
    func composedFlow() async {
        let clock = TestClock()
        let store = TestStore(initialState: List(), reducer: listFeature(clock: clock).reduce)
        await store.send(.item(id: 2, action: .toggle)) {
            $0.items[1].isDone = true
            $0.doneCount = 1
        }
        await store.send(.item(id: 1, action: .toggleLater))
        await clock.advance(by: .seconds(1))
        await store.receive(.item(id: 1, action: .toggle)) {
            $0.items[0].isDone = true
            $0.doneCount = 2
        }
        await store.finish()
    }

    @Test("expected failure: a child's change left out of the assertion fails (exhaustive across features)")
    func childChangeMustBeAsserted() async {
        let store = TestStore(initialState: List(), reducer: listFeature(clock: TestClock()).reduce)
        await withKnownIssue("expected: the failure above is what this test checks") {
            await store.send(.item(id: 2, action: .toggle)) { $0.doneCount = 1 }
        } matching: { issue in
            issue.description.contains("isDone")
        }
    }

    @Test("expected failure: an action a child's command sent, left unasserted, fails at finish")
    func childReceivedActionMustBeAsserted() async {
        let clock = TestClock()
        let store = TestStore(initialState: List(), reducer: listFeature(clock: clock).reduce)
        await store.send(.item(id: 1, action: .toggleLater))
        await clock.advance(by: .seconds(1))
        await withKnownIssue("expected: the failure above is what this test checks") {
            await store.finish()
        } matching: { issue in
            issue.description.contains("not asserted") && issue.description.contains("ListAction.item(")
        }
    }

    @Test("expected failure: an action for an element that is gone fails the test (its CompositionError)")
    func goneElementFails() async {
        let store = TestStore(initialState: List(), reducer: listFeature(clock: TestClock()).reduce)
        await withKnownIssue("expected: the failure above is what this test checks") {
            await store.send(.item(id: 9, action: .toggle))
        } matching: { issue in
            issue.description.contains("element 9")
        }
    }

    @Test("expected failure: a child's command still running at finish fails")
    func childCommandMustFinish() async {
        let clock = TestClock()
        let store = TestStore(initialState: List(), reducer: listFeature(clock: clock).reduce)
        store.yieldLimit = 20
        await store.send(.item(id: 1, action: .toggleLater))
        await withKnownIssue("expected: the failure above is what this test checks") {
            await store.finish()
        }
        await clock.advance(by: .seconds(1))
        store.skipReceivedActions()
    }
}
