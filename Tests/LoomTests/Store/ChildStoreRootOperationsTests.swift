import Clocks
@_spi(Testing) import Loom
import LoomTesting
import Testing

private struct JobState: Equatable {
    var child = ChildJob()
}

private struct ChildJob: Equatable {
    var started = 0
}

private enum JobAction {
    case child(ChildJobAction)
}

private enum ChildJobAction {
    case start
    case fail
}

private struct JobError: Error, CustomStringConvertible {
    var description: String { "job failed" }
}

@MainActor
private func jobReducer(clock: TestClock<Duration>) -> Store<JobState, JobAction>.Reducer {
    { state, action in
        switch action {
        case .child(.start):
            state.child.started += 1
            return .run { _ in try await clock.sleep(for: .seconds(1)) }
        case .child(.fail):
            return .run { _ in throw JobError() }
        }
    }
}

@MainActor
@Suite("A child store's root-only operations")
struct ChildStoreRootOperationsTests {
    @Test("a child store reports the commands in flight of its root, where its actions' commands run")
    func inFlightOfRoot() async {
        let clock = TestClock()
        let store = Store(initialState: JobState(), reducer: jobReducer(clock: clock))
        let child = store.scope(state: \.child, action: JobAction.child)
        child.send(.start)
        #expect(store.inFlightCommandCount == 1)
        #expect(child.inFlightCommandCount == 1)
        // The work must be asleep before the clock moves, or the advance passes it by (it failed so
        // once in a full run).
        await clock.waitForSleeper()
        await clock.advance(by: .seconds(1))
        await settle(until: { child.inFlightCommandCount == 0 })
        #expect(child.inFlightCommandCount == 0)
    }

    @Test("a child store's commandErrorHandler is its root's: set on the child, it gets the errors")
    func errorHandlerOfRoot() async {
        let store = Store(initialState: JobState(), reducer: jobReducer(clock: TestClock()))
        let child = store.scope(state: \.child, action: JobAction.child)
        var errors: [String] = []
        child.commandErrorHandler = { errors.append("\($0)") }
        child.send(.fail)
        await settle(until: { !errors.isEmpty })
        #expect(errors == ["job failed"])
        store.send(.child(.fail))
        await settle(until: { errors.count == 2 })
        #expect(errors == ["job failed", "job failed"])
    }

    @Test("addMiddleware on a child store is refused: a precondition failure, not an inert token")
    func middlewareRefused() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let store = Store(initialState: JobState(), reducer: jobReducer(clock: TestClock()))
                let child = store.scope(state: \.child, action: JobAction.child)
                _ = child.addMiddleware(Middleware())
            }
        }
    }
}
