import Clocks
import LoomTesting
import Testing

@testable import Loom

@MainActor
@Suite("Composition: a child reducer over a member")
struct ReduceScopeTests {
    @Test("a child action is reduced by the child on its member, then by the parent, which sees the change")
    func childThenParent() {
        let store = Store(initialState: Parent(), reducer: parentFeature(clock: TestClock()).reduce)
        store.send(.counter(.increment))
        store.send(.counter(.increment))
        #expect(store.state.counter.count == 2)
        #expect(store.state.log == ["counter 1", "counter 2"])
    }

    @Test("the parent's own actions do not reach the child")
    func parentActionsSkipChild() {
        var childCalls = 0
        let feature = Reduce<Parent, ParentAction> { _, _ in .none }
            .scope(state: \.counter, action: ParentAction.counterCase) { state, action in
                childCalls += 1
                return counterReducer(&state, action)
            }
        let store = Store(initialState: Parent(), reducer: feature.reduce)
        store.send(.present)
        store.send(.removeRow(1))
        #expect(childCalls == 0)
        store.send(.counter(.decrement))
        #expect(childCalls == 1)
        #expect(store.state.counter.count == -1)
    }

    @Test("a child's command sends its actions back embedded in the parent's action type")
    func commandIsMapped() async {
        let store = TestStore(initialState: Parent(), reducer: parentFeature(clock: TestClock()).reduce)
        await store.send(.counter(.echo("hi")))
        await store.receive(.counter(.setText("hi"))) { $0.counter.text = "hi" }
        await store.finish()
    }

    @Test("an asynchronous child command's actions come back embedded, with the element's identifier")
    func runCommandIsMapped() async {
        let clock = TestClock()
        let store = TestStore(initialState: Parent.twoRows, reducer: parentFeature(clock: clock).reduce)
        await store.send(.row(id: 2, action: .startTimer))
        await clock.advance(by: .seconds(1))
        await store.receive(.row(id: 2, action: .tick)) { $0.rows[1].ticks = 1 }
        await store.finish()
    }
}
