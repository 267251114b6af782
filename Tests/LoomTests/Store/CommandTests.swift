import Clocks
@_spi(Testing) import Loom
import LoomTesting
import Testing

enum WorkAction: Equatable {
    case start(String)
    case startAfter(String, seconds: Int)
    case search(String)
    case save(String)
    case finished(String)
    case cancel
    case fail
    case failed(String)
    case failUnhandled
    case merged
    case concatenated
}

struct WorkState: Equatable {
    var log: [String] = []
}

struct Boom: Error, Equatable {}

@MainActor
func workReducer(clock: TestClock<Duration>) -> Store<WorkState, WorkAction>.Reducer {
    { state, action in
        switch action {
        case .start(let name):
            // The deadline is fixed when the action arrives, not when the task first runs: a test
            // that advances the clock past it wakes the work whenever its task starts sleeping.
            let deadline = clock.now.advanced(by: .seconds(1))
            return .run { send in
                try await clock.sleep(until: deadline)
                send(.finished(name))
            }
            .cancellable(id: "work", cancelInFlight: true)
        case .startAfter(let name, let seconds):
            let deadline = clock.now.advanced(by: .seconds(seconds))
            return .run { send in
                try await clock.sleep(until: deadline)
                send(.finished(name))
            }
            .cancellable(id: "work")
        case .search(let query):
            return .send(.finished("search \(query)"))
                .debounce(id: "search", for: .milliseconds(300), clock: clock)
        case .save(let name):
            return .send(.finished("save \(name)"))
                .throttle(id: "save", for: .seconds(1), clock: clock, trailing: .latest)
        case .finished(let name):
            state.log.append(name)
            return .none
        case .cancel:
            return .cancel(id: "work")
        case .fail:
            return .run { _ in
                throw Boom()
            } catch: { _, send in
                send(.failed("caught"))
            }
        case .failed(let message):
            state.log.append(message)
            return .none
        case .failUnhandled:
            return .run { _ in throw Boom() }
        case .merged:
            let slow = clock.now.advanced(by: .seconds(2))
            let fast = clock.now.advanced(by: .seconds(1))
            return .merge(
                .run { send in
                    try await clock.sleep(until: slow)
                    send(.finished("slow"))
                },
                .run { send in
                    try await clock.sleep(until: fast)
                    send(.finished("fast"))
                })
        case .concatenated:
            let first = clock.now.advanced(by: .seconds(2))
            return .concatenate(
                .run { send in
                    try await clock.sleep(until: first)
                    send(.finished("first"))
                },
                .run { send in
                    try await clock.sleep(for: .seconds(1))
                    send(.finished("second"))
                })
        }
    }
}

// Clock rule in these tests: a `TestClock` wakes a sleep only when it moves onto or past the sleep's
// deadline while the sleep is registered. So the clock is advanced exactly onto a deadline only after
// `waitForSleeper()` saw the work asleep; otherwise it is advanced past the deadline, which wakes a
// sleep whether it began before the advance or after (a deadline already passed does not sleep).
@MainActor
@Suite("Store commands", .timeLimit(.minutes(1)))
struct CommandTests {
    @Test("run does async work and sends its action back on the main actor")
    func runSendsBack() async {
        let clock = TestClock()
        let store = Store(initialState: WorkState(), reducer: workReducer(clock: clock))
        store.send(.start("a"))
        #expect(store.inFlightCommandCount == 1)
        await clock.waitForSleeper()
        await clock.advance(by: .seconds(1))
        await settle(until: { store.state.log == ["a"] && store.inFlightCommandCount == 0 })
        #expect(store.state.log == ["a"])
        #expect(store.inFlightCommandCount == 0)
    }

    @Test("a new run with the same id and cancelInFlight cancels the one in flight")
    func cancelInFlight() async {
        let clock = TestClock()
        let store = Store(initialState: WorkState(), reducer: workReducer(clock: clock))
        store.send(.start("a"))
        await clock.waitForSleeper()
        await clock.advance(by: .milliseconds(500))
        store.send(.start("b"))  // due at 1.5 s
        await clock.advance(by: .seconds(2))
        await settle(until: { store.state.log == ["b"] })
        await settle()
        #expect(store.state.log == ["b"])
    }

    @Test("without cancelInFlight both runs finish; cancel(id:) stops all of them with no late action")
    func cancelByID() async {
        let clock = TestClock()
        let store = Store(initialState: WorkState(), reducer: workReducer(clock: clock))
        store.send(.startAfter("a", seconds: 1))
        store.send(.startAfter("b", seconds: 2))
        #expect(store.inFlightCommandCount == 2)
        await clock.advance(by: .milliseconds(1_500))
        await settle(until: { store.state.log == ["a"] })
        #expect(store.state.log == ["a"])
        store.send(.cancel)
        #expect(store.inFlightCommandCount == 0)
        await clock.advance(by: .seconds(5))
        await settle()
        #expect(store.state.log == ["a"])
    }

    @Test("debounce by id sends only the last command once the clock has been quiet long enough")
    func debounce() async {
        let clock = TestClock()
        let store = Store(initialState: WorkState(), reducer: workReducer(clock: clock))
        store.send(.search("s"))
        await clock.advance(by: .milliseconds(200))
        store.send(.search("sw"))
        await clock.advance(by: .milliseconds(200))
        store.send(.search("swi"))
        await clock.advance(by: .milliseconds(299))
        await settle()
        #expect(store.state.log.isEmpty)
        await clock.waitForSleeper()
        await clock.advance(by: .milliseconds(1))
        await settle(until: { store.state.log == ["search swi"] })
        #expect(store.state.log == ["search swi"])
    }

    @Test("throttle by id starts the first at once and the latest at the end of the window")
    func throttle() async {
        let clock = TestClock()
        let store = Store(initialState: WorkState(), reducer: workReducer(clock: clock))
        store.send(.save("1"))
        await settle(until: { store.state.log == ["save 1"] })
        #expect(store.state.log == ["save 1"])
        store.send(.save("2"))
        store.send(.save("3"))
        await settle()
        #expect(store.state.log == ["save 1"])
        await clock.waitForSleeper()
        await clock.advance(by: .seconds(1))
        await settle(until: { store.state.log == ["save 1", "save 3"] })
        #expect(store.state.log == ["save 1", "save 3"])
        await clock.advance(by: .milliseconds(1_500))  // past the window that follows "save 3"
        await settle(until: { store.inFlightCommandCount == 0 })
        #expect(store.state.log == ["save 1", "save 3"])
        #expect(store.inFlightCommandCount == 0)
        store.send(.save("4"))
        await settle(until: { store.state.log == ["save 1", "save 3", "save 4"] })
        #expect(store.state.log == ["save 1", "save 3", "save 4"])
        await clock.run(timeout: .seconds(30))  // the default 500 ms fails under load; a pass returns at once
    }

    @Test("merge runs its commands together; concatenate runs them one after the other")
    func mergeAndConcatenate() async {
        let clock = TestClock()
        let store = Store(initialState: WorkState(), reducer: workReducer(clock: clock))
        store.send(.merged)  // fast due at 1 s, slow at 2 s
        await clock.advance(by: .milliseconds(1_500))
        await settle(until: { store.state.log == ["fast"] })
        await clock.advance(by: .seconds(1))  // 2.5 s: one after the other would end at 3 s
        await settle(until: { store.state.log == ["fast", "slow"] })
        #expect(store.state.log == ["fast", "slow"])

        let sequentialClock = TestClock()
        let sequential = Store(initialState: WorkState(), reducer: workReducer(clock: sequentialClock))
        sequential.send(.concatenated)  // first due at 2 s; second sleeps 1 s once first is done
        await sequentialClock.advance(by: .milliseconds(2_500))
        await settle(until: { sequential.state.log == ["first"] })
        await sequentialClock.waitForSleeper()
        await settle()
        #expect(sequential.state.log == ["first"])
        await sequentialClock.advance(by: .seconds(1))
        await settle(until: { sequential.state.log == ["first", "second"] })
        #expect(sequential.state.log == ["first", "second"])
    }

    @Test("a run's error goes to its catch handler, or to the store's commandErrorHandler")
    func errors() async {
        let clock = TestClock()
        let store = Store(initialState: WorkState(), reducer: workReducer(clock: clock))
        var unhandled: [String] = []
        store.commandErrorHandler = { unhandled.append("\($0)") }
        store.send(.fail)
        await settle(until: { store.state.log == ["caught"] })
        #expect(store.state.log == ["caught"])
        store.send(.failUnhandled)
        await settle(until: { !unhandled.isEmpty })
        #expect(unhandled == ["Boom()"])
    }

    @Test("releasing the store cancels all its work in flight: no leak and no late action")
    func releaseCancelsWork() async {
        let clock = TestClock()
        let leaks = LeakTracker()
        var cancelled = 0
        var late = 0
        var store: Store<WorkState, WorkAction>? = Store(initialState: WorkState()) { state, action in
            switch action {
            case .start:
                let deadline = clock.now.advanced(by: .seconds(1))
                return .run { send in
                    do { try await clock.sleep(until: deadline) } catch {
                        cancelled += 1
                        return
                    }
                    late += 1
                    send(.finished("late"))
                }
            case .search:
                return .send(.finished("debounced")).debounce(id: "d", for: .seconds(1), clock: clock)
            case .save:
                return .send(.finished("throttled")).throttle(id: "t", for: .seconds(1), clock: clock)
            default:
                return .none
            }
        }
        leaks.track(store, "store")
        store?.send(.start("a"))
        store?.send(.search("q"))
        store?.send(.save("x"))
        store?.send(.save("y"))
        await settle(rounds: 5)
        #expect(store?.inFlightCommandCount == 3)
        store = nil
        leaks.expectReleased()
        await clock.advance(by: .seconds(5))
        await settle(until: { cancelled == 1 })
        await settle()
        #expect(cancelled == 1)
        #expect(late == 0)
    }

    @Test("a work's Send drops actions once its work is cancelled")
    func sendAfterCancelIsDropped() async {
        let clock = TestClock()
        var ran = false
        let store = Store(initialState: WorkState()) { (state: inout WorkState, action: WorkAction) in
            switch action {
            case .start:
                let deadline = clock.now.advanced(by: .seconds(1))
                return .run { send in
                    do { try await clock.sleep(until: deadline) } catch {}
                    ran = true
                    send(.finished("late"))
                }
                .cancellable(id: "work")
            case .cancel:
                return .cancel(id: "work")
            case .finished(let name):
                state.log.append(name)
                return .none
            default:
                return .none
            }
        }
        store.send(.start("a"))
        await settle(rounds: 5)
        store.send(.cancel)
        await clock.advance(by: .seconds(2))
        await settle(until: { ran })
        await settle()
        #expect(store.state.log.isEmpty)
    }

    @Test("map embeds a child's command into its parent's actions")
    func mapEmbedsActions() async {
        let child: Command<String> = .merge(.send("a"), .run { send in send("b") })
        let parent = child.map { WorkAction.finished($0) }
        let store = Store(initialState: WorkState()) { (state: inout WorkState, action: WorkAction) in
            switch action {
            case .merged: return parent
            case .finished(let name):
                state.log.append(name)
                return .none
            default: return .none
            }
        }
        store.send(.merged)
        await settle(until: { store.state.log == ["a", "b"] })
        #expect(store.state.log == ["a", "b"])
    }

    @Test("merge and concatenate of nothing is nothing")
    func emptyCombinations() {
        #expect(Command<WorkAction>.merge([]).isNone)
        #expect(Command<WorkAction>.concatenate(.none, .none).isNone)
        #expect(!Command<WorkAction>.send(.cancel).isNone)
    }
}
