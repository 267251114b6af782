import Clocks
import LoomTesting
import Testing

@_spi(Testing) @testable import Loom

@MainActor
@Suite("Composition: an optional child")
struct ReduceIfLetTests {
    @Test("a child action is reduced by the child while it is presented")
    func presentedChild() {
        let store = Store(initialState: Parent(), reducer: parentFeature(clock: TestClock()).reduce)
        store.send(.present)
        store.send(.sheet(.increment))
        #expect(store.state.sheet == Sheet(count: 1))
    }

    @Test("a child action while the child is nil is reported as childNotPresent, not reduced, not a crash")
    func absentChildIsReported() {
        let store = Store(initialState: Parent(), reducer: parentFeature(clock: TestClock()).reduce)
        var errors: [CompositionError] = []
        store.commandErrorHandler = {
            errors.append(($0 as? CompositionError) ?? .childNotPresent(member: "?", action: "?"))
        }
        store.send(.sheet(.increment))
        #expect(store.state == Parent())
        #expect(errors == [.childNotPresent(member: "\(\Parent.sheet)", action: "increment")])
    }

    @Test(
        "the child's commands are cancelled when an action makes it nil: the parent's, or the child's own (close)",
        arguments: [ParentAction.dismiss, .sheet(.close)])
    func dismissCancelsCommands(dismissal: ParentAction) async {
        let clock = TestClock()
        let store = TestStore(initialState: Parent(), reducer: parentFeature(clock: clock).reduce)
        await store.send(.present) { $0.sheet = Sheet() }
        await store.send(.sheet(.startTimer))
        #expect(store.store.inFlightCommandCount == 1)
        await store.send(dismissal) { $0.sheet = nil }
        #expect(store.store.inFlightCommandCount == 0)
        await clock.advance(by: .seconds(5))
        await store.finish()
    }

    @Test("the commands of a child that stays presented keep running through the parent's other actions")
    func presentedCommandsRun() async {
        let clock = TestClock()
        let store = TestStore(
            initialState: Parent(sheet: Sheet()), reducer: parentFeature(clock: clock).reduce)
        await store.send(.sheet(.startTimer))
        await store.send(.counter(.increment)) {
            $0.counter.count = 1
            $0.log = ["counter 1"]
        }
        await clock.advance(by: .seconds(1))
        await store.receive(.sheet(.tick)) { $0.sheet?.count = 1 }
        await store.finish()
    }
}
