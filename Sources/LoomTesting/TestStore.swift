import CustomDump
import IssueReporting
@_spi(Testing) public import Loom

/// Tests a `Store`'s reducer and commands step by step, with readable failures.
///
/// Exhaustive by default: ``send(_:assert:fileID:filePath:line:column:)`` must describe every change
/// the action makes to the state (starting from the last asserted state), every action a command
/// sends back must be asserted with ``receive(_:timeout:assert:fileID:filePath:line:column:)``, and
/// ``finish(fileID:filePath:line:column:)`` fails if received actions were left unasserted or
/// commands are still running; an action a composed reducer could not deliver (a `CompositionError`:
/// the element or optional child it was for is gone) fails too. Failures are recorded as test issues
/// (Swift Testing or XCTest) with a diff of the expected and actual state.
///
/// ## Time
///
/// Commands that wait take an injected clock: pass a `TestClock` and advance it right after
/// ``send(_:assert:fileID:filePath:line:column:)`` or ``receive(_:timeout:assert:fileID:filePath:line:column:)``.
/// The promise: **`send` and `receive` return once the commands they started have run as far as they
/// can without the clock moving**: each `.run` has begun, and it has run until it waits for something
/// other than the main actor or the test store's executor — typically a sleep on the test clock, whose
/// deadline is then registered, so `advance` wakes it. A debounced or throttled command needs nothing:
/// its deadline is fixed when the reducer returns it.
///
/// How, exactly: a `.run` body runs on the main actor, and what it awaits outside the main actor (a
/// nonisolated function, such as `TestClock.sleep`, which reads `now` and registers the deadline)
/// runs on the test store's task executor, which runs its jobs on the main queue, in order with the
/// test, and counts them. `send` yields the main actor until no `.run` waits to begin and the
/// executor has had no job to run for five turns of the main actor in a row. A step of a body
/// queued on the main actor runs before the next turn; with a task executor, each call into a
/// main-actor async function (including the store's call of the body itself) is such a step. So a
/// body is waited for up to its first sleep (or other wait on another thread) if it awaits at most
/// three main-actor async functions before it; for more, or for work that waits on another task or
/// a stream first, call `clock.waitForSleeper()` before advancing. A sleep woken by `advance`
/// resumes on the executor too, and the body then continues on the main actor, as everywhere. On OS
/// versions without task executors (before macOS 15 / iOS 18), `send` waits only until each `.run`
/// has begun.
///
/// ```swift
/// @Test @MainActor func loading() async {
///     let clock = TestClock()
///     let store = TestStore(initialState: TodoState(), reducer: todoReducer(clock: clock))
///     await store.send(.updateText("milk")) { $0.text = "milk" }
///     await store.send(.loadToDos)
///     await clock.advance(by: .seconds(1))
///     await store.receive(.add(["a", "b"])) { $0.todos = ["a", "b"] }
///     await store.finish()
/// }
/// ```
@MainActor
public final class TestStore<State: Equatable, Action> {
    /// The store under test (subscribe to it, scope it or read it as in the application).
    public let store: Store<State, Action>
    /// How strictly the test is checked (``Exhaustivity/on`` by default).
    public var exhaustivity: Exhaustivity = .on
    /// How many times ``receive(_:timeout:assert:fileID:filePath:line:column:)`` and
    /// ``finish(fileID:filePath:line:column:)`` yield the main actor for commands to catch up before
    /// failing. It bounds the wait; nothing sleeps.
    public var yieldLimit = 1_000

    /// The state as of the latest action asserted (an action received late, after a later `send`
    /// was asserted, does not move it back).
    public private(set) var state: State
    /// The number of the action whose state ``state`` is (0: the initial state).
    private var stateNumber = 0
    private var current: State
    /// The command the test action's reducer returned, and its identifier (see `send`).
    private var sentCommand: Command<Action>?
    private var sentID: AnyHashable?
    private var received: [Processed] = []
    /// The number of actions the store has processed.
    private var processedCount = 0
    private var isSendingTestAction = false
    private var testAction: Processed?
    private var token: Token?
    /// What the reducer returned for the latest action, and the identifier its work runs under.
    private let lastReduced = LastReduced<Action>()
    /// Whether ``finish(fileID:filePath:line:column:)`` ran (then releasing the store checks nothing).
    private var didFinish = false
    /// Where the test store was made: a release with unfinished work is reported there.
    private let origin: (fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)
    /// The executor of the commands' work outside the main actor (a ``CommandExecutor``), or `nil`
    /// where task executors do not exist.
    private let executor: AnyObject?

    /// An action the store processed, with the state before and after it, and its number in
    /// processing order.
    private struct Processed {
        let action: Action
        let previous: State
        let state: State
        let number: Int
    }

    /// Makes a test store from an initial state and an in-place reducer.
    ///
    /// ```swift
    /// let store = TestStore(initialState: Counter(), reducer: counterReducer)
    /// ```
    public init(
        initialState: State, reducer: @escaping Store<State, Action>.Reducer,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        let lastReduced = self.lastReduced
        // Each action's work runs under an identifier of its own, for the handle `send` returns.
        self.store = Store(initialState: initialState) { state, action in
            let command = reducer(&state, action)
            lastReduced.count += 1
            let id = AnyHashable(TestSendID(number: lastReduced.count))
            lastReduced.command = command
            lastReduced.id = id
            // An application command stays as the reducer returned it, for the store's subscribers
            // (`performed(as:)` does not look inside a cancellable command); the store runs none.
            return command.performed(as: Any.self) == nil ? command.cancellable(id: id) : command
        }
        self.origin = (fileID, filePath, line, column)
        self.state = initialState
        self.current = initialState
        #if LOOM_TASK_EXECUTOR
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            let executor = CommandExecutor()
            store.runCommands(on: executor)
            self.executor = executor
        } else {
            self.executor = nil
        }
        #else
        self.executor = nil
        #endif
        token = store.addMiddleware(
            Middleware(after: { [weak self] action, state, previous, _ in
                self?.didProcess(action, state, previous: previous)
            }))
        // A composed reducer's report of an action for a child that is not there fails the test; other
        // command errors are printed, as a store does by default (a test may set its own handler).
        store.commandErrorHandler = { error in
            if error is CompositionError {
                reportIssue("A composed reducer could not deliver an action: \(error)")
            } else {
                print("Loom.Store: a command failed: \(error)")
            }
        }
    }

    /// Makes a test store from an initial state and a reducer in the functional form,
    /// `(State, Action) -> (State, Command?)`.
    ///
    /// ```swift
    /// let store = TestStore(initialState: State(), reduce: reducer)
    /// ```
    public convenience init(
        initialState: State, reduce: @escaping @MainActor (State, Action) -> (State, Command<Action>?),
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        self.init(
            initialState: initialState,
            reducer: { state, action in
                let (next, command) = reduce(state, action)
                state = next
                return command ?? .none
            }, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Makes a test store from a reducer in the article's exact form, `(State, Action) -> (State,
    /// C?)`, with the application's own command type `C`: the store runs none of those commands;
    /// read the one a send returned from its handle (``TestStoreTask/appCommand(as:)``).
    ///
    /// ```swift
    /// let store = TestStore(initialState: TodoState(), commands: TodoCommand.self, reduce: todoReducer)
    /// let sent = await store.send(.refresh)
    /// #expect(sent.appCommand(as: TodoCommand.self) == .loadToDos)
    /// ```
    public convenience init<C>(
        initialState: State, commands: C.Type, reduce: @escaping @MainActor (State, Action) -> (State, C?),
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        self.init(
            initialState: initialState,
            reduce: { state, action in
                let (next, command) = reduce(state, action)
                return (next, command.map { .perform($0) })
            }, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Fails the test, as TCA's test store does, when the test store is released while received
    /// actions are unasserted or commands still run, and ``finish(fileID:filePath:line:column:)``
    /// was not called (in exhaustive mode). The failure points at the line that made the store.
    deinit {
        MainActor.assumeIsolated {
            guard exhaustivity == .on, !didFinish else { return }
            let unasserted = received.count
            let running = store.inFlightCommandCount
            guard unasserted > 0 || running > 0 else { return }
            reportIssue(
                """
                The test store was released with \(unasserted) received action(s) not asserted and \
                \(running) command(s) still running. End the test with `await store.finish()`, or skip \
                deliberately with `skipReceivedActions()` and `skipInFlightCommands()`.
                """, fileID: origin.fileID, filePath: origin.filePath, line: origin.line,
                column: origin.column)
        }
    }

    private func didProcess(_ action: Action, _ state: State, previous: State) {
        if isSendingTestAction && testAction == nil {
            sentCommand = lastReduced.command
            sentID = lastReduced.id
        }
        current = state
        processedCount += 1
        let processed = Processed(action: action, previous: previous, state: state, number: processedCount)
        if isSendingTestAction && testAction == nil {
            testAction = processed
        } else {
            received.append(processed)
        }
    }

    /// The actions sent by commands that have not been asserted yet.
    public var receivedActions: [Action] { received.map(\.action) }

    /// Sends `action` and checks the resulting state: `update` changes the expected state (the
    /// state before the action) and the result must equal the actual state. Without `update` the
    /// action must not change the state. In exhaustive mode, received actions must all have been
    /// asserted before sending: if some were not, the send fails, and they stay queued for a later
    /// ``receive(_:timeout:assert:fileID:filePath:line:column:)``, which checks each against the state it
    /// was processed on.
    ///
    /// Returns a handle on the command the reducer returned: wait for its work, cancel it, or read the
    /// application command it carries.
    ///
    /// ```swift
    /// await store.send(.updateText("milk")) { $0.text = "milk" }
    /// ```
    @discardableResult
    public func send(
        _ action: Action,
        assert update: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) async -> TestStoreTask<Action> {
        if exhaustivity == .on && !received.isEmpty {
            reportIssue(
                """
                Must handle \(received.count) received action(s) before sending an action \
                (they stay queued for `receive`):
                \(describe(received.map(\.action)))
                """, fileID: fileID, filePath: filePath, line: line, column: column)
        }
        isSendingTestAction = true
        testAction = nil
        lastReduced.command = .none
        lastReduced.id = nil
        store.send(action)
        isSendingTestAction = false
        // Read before the actions the command sent synchronously are reduced: those were queued
        // behind this one, so `lastReduced` now holds the last of them; the test action's own is
        // kept by the middleware's `after`, see `didProcess`.
        let task = TestStoreTask(
            command: sentCommand ?? .none, id: sentID ?? AnyHashable(TestSendID(number: 0)),
            commands: TestStoreCommands(
                inFlight: { [weak store] id in store?.inFlightCommandCount(id: id) ?? 0 },
                cancel: { [weak store] id in store?.cancelCommands(id: id) }),
            yieldLimit: yieldLimit)
        let processed =
            testAction ?? Processed(action: action, previous: current, state: current, number: processedCount)
        check(processed, update, what: "sending \(describe([action]))", fileID, filePath, line, column)
        await waitForStartedCommands()
        return task
    }

    /// Cancels every command still running, deliberately (TCA's `skipInFlightEffects`): ``finish(fileID:filePath:line:column:)``
    /// and the release of the test store then find none.
    ///
    /// ```swift
    /// await store.send(.startTimer)
    /// await store.skipInFlightCommands()
    /// ```
    public func skipInFlightCommands() async {
        store.cancelAllCommands()
        await Task.yield()
    }

    /// How many turns of the main actor in a row the commands must have had no work to run (see
    /// "Time" in the type's documentation): two, plus one for each of three main-actor async calls a
    /// body may make before its first sleep.
    private static var quietTurns: Int { 5 }

    /// Lets the commands just started run as far as they can without the clock moving (see "Time" in
    /// the type's documentation), so that the test may advance the clock at once: yields the main
    /// actor until no `.run` waits to begin and the executor has had no job, ``quietTurns`` turns in
    /// a row. Bounded by ``yieldLimit``.
    private func waitForStartedCommands() async {
        if store.inFlightCommandCount == 0 && !commandsHaveWork { return }
        var yields = 0
        var quiet = 0
        while yields < yieldLimit {
            quiet = commandsHaveWork ? 0 : quiet + 1
            if quiet == Self.quietTurns { return }
            await Task.yield()
            yields += 1
        }
    }

    /// Whether a `.run` waits to begin, or the executor has a job of the commands to run.
    private var commandsHaveWork: Bool {
        if store.startingCommandCount > 0 { return true }
        #if LOOM_TASK_EXECUTOR
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *),
            let executor = executor as? CommandExecutor
        {
            return executor.pendingJobs > 0
        }
        #endif
        return false
    }

    /// Waits for the next action sent by a command (yielding the main actor, never sleeping),
    /// checks it is `expectedAction`, and checks the state it produced as `send` does. In
    /// non-exhaustive mode, received actions before a matching one are skipped.
    ///
    /// ```swift
    /// await clock.advance(by: .seconds(1))
    /// await store.receive(.loaded(["a"])) { $0.todos = ["a"] }
    /// ```
    public func receive(
        _ expectedAction: Action,
        timeout: Duration? = nil,
        assert update: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) async where Action: Equatable {
        await receive(
            matching: { $0 == expectedAction }, description: describe([expectedAction]), timeout: timeout,
            assert: update, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Receives an action of one enum case, given as the function that extracts the case's payload
    /// (a case path: `nil` for another case), and checks the state with the payload at hand.
    ///
    /// ```swift
    /// await store.receive(case: { if case .loaded(let items) = $0 { items } else { nil } }) { state, items in
    ///     state.todos = items
    /// }
    /// ```
    public func receive<Payload>(
        case extract: @escaping (Action) -> Payload?,
        timeout: Duration? = nil,
        assert update: ((inout State, Payload) throws -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) async {
        var payload: Payload?
        await receive(
            matching: { action in
                payload = extract(action)
                return payload != nil
            }, description: "an action of the expected case", timeout: timeout,
            assert: update.map { update in { state in if let payload { try update(&state, payload) } } },
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Like ``receive(_:timeout:assert:fileID:filePath:line:column:)`` for actions that are not `Equatable`:
    /// `matches` tells whether a received action is the expected one.
    ///
    /// ```swift
    /// await store.receive(matching: { if case .failed = $0 { true } else { false } })
    /// ```
    public func receive(
        matching matches: (Action) -> Bool,
        description: String = "a matching action",
        timeout: Duration? = nil,
        assert update: ((inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) async {
        var yields = 0
        while yields < yieldLimit && !hasCandidate(matches) {
            await Task.yield()
            yields += 1
        }
        // With a timeout, work outside the test's control (no test clock) gets that long to arrive.
        if let timeout, !hasCandidate(matches) {
            let clock = ContinuousClock()
            let deadline = clock.now.advanced(by: timeout)
            while clock.now < deadline && !hasCandidate(matches) {
                try? await Task.sleep(for: .milliseconds(1))
            }
        }
        guard !received.isEmpty else {
            reportIssue(
                """
                Expected to receive \(description), but received no action. \
                \(store.inFlightCommandCount) command(s) still running \
                (advance the test clock if they wait on it).
                """, fileID: fileID, filePath: filePath, line: line, column: column)
            return
        }
        switch exhaustivity {
        case .on:
            let next = received.removeFirst()
            guard matches(next.action) else {
                reportIssue(
                    """
                    Received an unexpected action.
                    Expected: \(description)
                    Received: \(describe([next.action]))
                    """, fileID: fileID, filePath: filePath, line: line, column: column)
                advanceState(to: next)
                return
            }
            check(next, update, what: "receiving \(description)", fileID, filePath, line, column)
        case .off:
            guard let index = received.firstIndex(where: { matches($0.action) }) else {
                reportIssue(
                    """
                    Expected to receive \(description), but received only:
                    \(describe(received.map(\.action)))
                    """, fileID: fileID, filePath: filePath, line: line, column: column)
                received.removeAll()
                return
            }
            let next = received[index]
            received.removeSubrange(...index)
            check(next, update, what: "receiving \(description)", fileID, filePath, line, column)
        }
        await waitForStartedCommands()
    }

    private func hasCandidate(_ matches: (Action) -> Bool) -> Bool {
        exhaustivity == .on ? !received.isEmpty : received.contains { matches($0.action) }
    }

    /// Ends the test: waits (yielding, never sleeping) for commands to finish, then in exhaustive
    /// mode fails if received actions were not asserted or commands are still running.
    ///
    /// ```swift
    /// await store.finish()
    /// ```
    public func finish(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) async {
        didFinish = true
        var yields = 0
        while yields < yieldLimit && store.inFlightCommandCount > 0 {
            await Task.yield()
            yields += 1
        }
        guard exhaustivity == .on else { return }
        if !received.isEmpty {
            reportIssue(
                """
                The store received \(received.count) unexpected action(s) that were not asserted:
                \(describe(received.map(\.action)))
                """, fileID: fileID, filePath: filePath, line: line, column: column)
        }
        if store.inFlightCommandCount > 0 {
            reportIssue(
                """
                \(store.inFlightCommandCount) command(s) are still running at the end of the test. \
                Advance the test clock, receive their actions, or cancel them.
                """, fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    /// Forgets the received actions not asserted yet (their state becomes the asserted state).
    ///
    /// ```swift
    /// store.skipReceivedActions()
    /// ```
    public func skipReceivedActions() {
        if let last = received.last { advanceState(to: last) }
        received.removeAll()
    }

    /// Makes `processed`'s state the asserted state, unless a later action was asserted already.
    private func advanceState(to processed: Processed) {
        guard processed.number >= stateNumber else { return }
        state = processed.state
        stateNumber = processed.number
    }

    /// Checks `processed`: `update` applied to the state it was processed on (in exhaustive mode; to
    /// its result otherwise) must give its result.
    private func check(
        _ processed: Processed, _ update: ((inout State) throws -> Void)?, what: String,
        _ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt
    ) {
        let actual = processed.state
        var expected = exhaustivity == .on ? processed.previous : actual
        do {
            try update?(&expected)
        } catch {
            reportIssue(
                "The assertion closure threw: \(error)", fileID: fileID, filePath: filePath, line: line,
                column: column)
        }
        advanceState(to: processed)
        guard expected != actual else { return }
        let difference =
            diff(expected, actual, format: .proportional)
            .map { "\($0.indent(by: 4))\n\n(Expected: −, Actual: +)" }
            ?? "Expected:\n\(String(customDumping: expected).indent(by: 4))\nActual:\n\(String(customDumping: actual).indent(by: 4))"
        reportIssue(
            "A state change does not match the expectation after \(what):\n\n\(difference)",
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    private func describe(_ actions: [Action]) -> String {
        actions.map { String(customDumping: $0) }.joined(separator: "\n")
    }
}

extension String {
    fileprivate init(customDumping value: some Any) {
        var output = ""
        customDump(value, to: &output)
        self = output
    }

    fileprivate func indent(by spaces: Int) -> String {
        let padding = String(repeating: " ", count: spaces)
        return split(separator: "\n", omittingEmptySubsequences: false).map { padding + $0 }.joined(
            separator: "\n")
    }
}

/// The identifier a test store gives the work of one action (see ``TestStoreTask``).
struct TestSendID: Hashable {
    let number: Int
}

/// What the reducer returned for the latest action, and the identifier its work runs under.
@MainActor
final class LastReduced<Action> {
    var count = 0
    var command: Command<Action> = .none
    var id: AnyHashable?
}
