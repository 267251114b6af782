/// Runs a store's commands and keeps track of the work in flight: by identifier for cancellation,
/// debounce and throttle, and all of it for cancellation when the store is released.
///
/// Debounced and throttled commands go through the same time engine as the signal operators
/// (``DebounceTimer`` and ``ThrottleTimer``, one per identifier): a command's deadline is fixed when
/// the reducer returns it, from the clock's `now` at that moment, so when the runner's tasks get to
/// run does not change what starts, nor in which order.
@MainActor
@usableFromInline
final class CommandRunner<Action> {
    @usableFromInline
    init() {}

    /// A debounced or throttled command waiting for its turn, with the identifiers it was made
    /// cancellable with outside its debounce or throttle.
    @usableFromInline
    struct Pending {
        @usableFromInline let command: Command<Action>
        @usableFromInline let ids: [AnyHashable]

        @inlinable
        init(command: Command<Action>, ids: [AnyHashable]) {
            self.command = command
            self.ids = ids
        }
    }

    /// The debounce or throttle kept under one identifier: what a later command must match to join
    /// it (the same kind, duration and clock), and the identifiers its latest command was made
    /// cancellable with (cancelling one of those cancels it too). Matching is done without opening
    /// the command's clock: a command that joins an existing debounce or throttle costs a lookup, a
    /// few comparisons and the state machine's step.
    @usableFromInline
    final class Timed {
        @usableFromInline
        enum Kind: Equatable {
            case debounce
            case throttle(ThrottleTrailing)
        }

        @usableFromInline let kind: Kind
        @usableFromInline let duration: Duration
        @usableFromInline let clockType: ObjectIdentifier
        /// The clock's identity, for a clock that is a class (such as a test clock).
        @usableFromInline let clockObject: ObjectIdentifier?
        @usableFromInline let work: any TimedWork
        /// Hands a command to `work` (a closure made where the clock's type is known).
        @usableFromInline let receive: @MainActor (Pending) -> Void
        @usableFromInline var ids: [AnyHashable]

        @usableFromInline
        init(
            kind: Kind, duration: Duration, clock: any Clock<Duration>, work: any TimedWork,
            ids: [AnyHashable], receive: @escaping @MainActor (Pending) -> Void
        ) {
            self.kind = kind
            self.duration = duration
            self.clockType = ObjectIdentifier(type(of: clock))
            self.clockObject = Timed.identity(of: clock)
            self.work = work
            self.ids = ids
            self.receive = receive
        }

        @inlinable
        func matches(_ kind: Kind, duration: Duration, clock: any Clock<Duration>) -> Bool {
            guard self.kind == kind, self.duration == duration,
                clockType == ObjectIdentifier(type(of: clock))
            else { return false }
            // Clocks of one type that is not a class have no state: any two are the same clock.
            return clockObject == nil || clockObject == Timed.identity(of: clock)
        }

        @inlinable
        static func identity(of clock: any Clock<Duration>) -> ObjectIdentifier? {
            guard type(of: clock) is AnyClass else { return nil }
            return ObjectIdentifier(clock as AnyObject)
        }
    }

    /// Delivers an action sent by a command to the store (holds the store weakly).
    @usableFromInline var deliver: @MainActor (Action) -> Void = { _ in }
    /// Receives the errors no `catch:` handler took.
    @usableFromInline var errorHandler: @MainActor (any Error) -> Void = { _ in }

    @usableFromInline var running: [Int: Task<Void, Never>] = [:]
    @usableFromInline var runningIDs: [Int: [AnyHashable]] = [:]
    @usableFromInline var byID: [AnyHashable: Set<Int>] = [:]
    @usableFromInline var timed: [AnyHashable: Timed] = [:]
    @usableFromInline var nextKey = 0

    /// Work still running (tasks started by `.run` and `.concatenate`, waiting debounces and open
    /// throttle windows).
    @inlinable
    var inFlightCount: Int { running.count + timed.count }

    /// Tasks started by `.run` whose body has not begun yet. A body runs on the
    /// main actor up to its first suspension once it begins, so when this is 0, every `.run` has
    /// reached the point where it waits (for example a sleep on a test clock, whose deadline it has
    /// just read). Debounces and throttles are never counted: their deadlines are fixed already.
    @usableFromInline var startingCount = 0

    /// The task executor on which `.run` bodies run what they await outside the main actor, or `nil`
    /// for the default (the global executor). A test store sets it to know when that work has run.
    /// Kept untyped: `TaskExecutor` needs macOS 15 / iOS 18, newer than Loom's minimums.
    @usableFromInline var taskExecutor: AnyObject?

    /// Starts `command` (a store's reducer returned it).
    @inlinable
    func start(_ command: Command<Action>) {
        start(command, ids: [], collecting: false)
    }

    /// Starts `command`; with `collecting`, returns the tasks it started (empty when everything ran
    /// synchronously), for `.concatenate` to wait on. A debounce or a throttle is represented by its
    /// timer's task, which ends when nothing waits any more (the command it started is not waited on).
    @inlinable
    @discardableResult
    func start(_ command: Command<Action>, ids: [AnyHashable], collecting: Bool) -> [Task<Void, Never>] {
        switch command.operation {
        case .none:
            return []
        case .send(let action):
            deliver(action)
            return []
        case .run(let body, let handler):
            let task = startRun(body, handler: handler, ids: ids)
            return collecting ? [task] : []
        case .merge(let commands):
            if !collecting {
                for command in commands { start(command, ids: ids, collecting: false) }
                return []
            }
            return commands.flatMap { start($0, ids: ids, collecting: true) }
        case .concatenate(let commands):
            return startConcatenation(commands[...], ids: ids, collecting: collecting)
        case .cancellable(let id, let cancelInFlight, let inner):
            if cancelInFlight { cancel(id: id) }
            return start(inner, ids: ids + [id], collecting: collecting)
        case .cancel(let id):
            cancel(id: id)
            return []
        case .perform:
            // The application's own command: its subscribers perform it.
            return []
        case .report(let error):
            errorHandler(error)
            return []
        case .debounce(let id, let duration, let clock, let inner):
            cancelRunning(id: id)
            let timed = timed(.debounce, id: id, duration: duration, clock: clock, ids: ids)
            timed.receive(Pending(command: inner, ids: ids))
            guard collecting, let task = timed.work.timerTask else { return [] }
            return [task]
        case .throttle(let id, let duration, let clock, let trailing, let inner):
            let timed = timed(.throttle(trailing), id: id, duration: duration, clock: clock, ids: ids)
            timed.receive(Pending(command: inner, ids: ids))
            guard collecting, let task = timed.work.timerTask else { return [] }
            return [task]
        }
    }

    /// Cancels every piece of work registered under `id`: running tasks, and debounces and throttles
    /// kept under `id` or made cancellable with it.
    @inlinable
    func cancel(id: AnyHashable) {
        if !timed.isEmpty {
            for (key, entry) in timed where key == id || entry.ids.contains(id) {
                timed[key] = nil
                entry.work.cancel()
            }
        }
        cancelRunning(id: id)
    }

    /// How many pieces of work run under `id`: tasks registered under it, and debounces and throttles
    /// kept under it or made cancellable with it.
    func inFlightCount(id: AnyHashable) -> Int {
        let timedCount = timed.reduce(0) { $0 + ($1.key == id || $1.value.ids.contains(id) ? 1 : 0) }
        return (byID[id]?.count ?? 0) + timedCount
    }

    /// Cancels all work in flight.
    func cancelAll() {
        for task in running.values { task.cancel() }
        for entry in timed.values { entry.work.cancel() }
        running.removeAll()
        runningIDs.removeAll()
        byID.removeAll()
        timed.removeAll()
    }

    @inlinable
    func cancelRunning(id: AnyHashable) {
        guard let keys = byID.removeValue(forKey: id) else { return }
        for key in keys {
            guard let task = running.removeValue(forKey: key) else { continue }
            task.cancel()
            unregister(key, ids: runningIDs.removeValue(forKey: key) ?? [], except: id)
        }
    }

    // MARK: Debounce and throttle

    /// The debounce or throttle kept under `id` for a command of this kind, duration and clock: the
    /// existing one, or a new one (replacing one made for another kind, duration or clock). A
    /// debounced command first cancels the work that earlier commands of its debounce started, like
    /// a new search cancelling the previous one.
    @inlinable
    func timed(
        _ kind: Timed.Kind, id: AnyHashable, duration: Duration, clock: any Clock<Duration>,
        ids: [AnyHashable]
    ) -> Timed {
        if let existing = timed[id] {
            if existing.matches(kind, duration: duration, clock: clock) {
                if existing.ids != ids { existing.ids = ids }
                return existing
            }
            existing.work.cancel()
        }
        let made: Timed
        switch kind {
        case .debounce:
            made = makeDebounce(id: id, duration: duration, clock: clock, ids: ids)
        case .throttle(let trailing):
            made = makeThrottle(id: id, duration: duration, clock: clock, trailing: trailing, ids: ids)
        }
        timed[id] = made
        return made
    }

    @inlinable
    func makeDebounce(
        id: AnyHashable, duration: Duration, clock: any Clock<Duration>, ids: [AnyHashable]
    ) -> Timed {
        let debounce = DebounceTimer<Pending, ErasedClock>(interval: duration, clock: ErasedClock(clock)) {
            [weak self] due in
            self?.start(due.command, ids: due.ids + [id], collecting: false)
        }
        let identity = ObjectIdentifier(debounce)
        debounce.onIdle = { [weak self] in self?.finished(id, identity) }
        return Timed(
            kind: .debounce, duration: duration, clock: clock, work: debounce, ids: ids,
            receive: { debounce.receive($0) })
    }

    @inlinable
    func makeThrottle(
        id: AnyHashable, duration: Duration, clock: any Clock<Duration>, trailing: ThrottleTrailing,
        ids: [AnyHashable]
    ) -> Timed {
        let throttle = ThrottleTimer<Pending, ErasedClock>(
            interval: duration, trailing: trailing, clock: ErasedClock(clock)
        ) { [weak self] due in
            self?.start(due.command, ids: due.ids + [id], collecting: false)
        }
        let identity = ObjectIdentifier(throttle)
        throttle.onIdle = { [weak self] in self?.finished(id, identity) }
        return Timed(
            kind: .throttle(trailing), duration: duration, clock: clock, work: throttle, ids: ids,
            receive: { throttle.receive($0) })
    }

    /// Forgets the debounce or throttle under `id` once it has nothing left to do.
    @inlinable
    func finished(_ id: AnyHashable, _ work: ObjectIdentifier) {
        guard let entry = timed[id], ObjectIdentifier(entry.work) == work else { return }
        timed[id] = nil
    }

    // MARK: Tasks

    @inlinable
    func register(_ task: Task<Void, Never>, key: Int, ids: [AnyHashable]) {
        running[key] = task
        if !ids.isEmpty { runningIDs[key] = ids }
        for id in ids { byID[id, default: []].insert(key) }
    }

    @inlinable
    func unregister(_ key: Int, ids: [AnyHashable], except skipped: AnyHashable? = nil) {
        for id in ids where id != skipped {
            byID[id]?.remove(key)
            if byID[id]?.isEmpty == true { byID[id] = nil }
        }
    }

    @inlinable
    func finished(_ key: Int) {
        guard running.removeValue(forKey: key) != nil else { return }
        unregister(key, ids: runningIDs.removeValue(forKey: key) ?? [])
    }

    @inlinable
    func makeKey() -> Int {
        nextKey &+= 1
        return nextKey
    }

    @inlinable
    func makeSend() -> Send<Action> {
        Send { [weak self] action in self?.deliver(action) }
    }

    @inlinable
    func startRun(
        _ body: @escaping @MainActor (Send<Action>) async throws -> Void,
        handler: (@MainActor (any Error, Send<Action>) -> Void)?,
        ids: [AnyHashable]
    ) -> Task<Void, Never> {
        let key = makeKey()
        let send = makeSend()
        startingCount += 1
        let operation: @MainActor () async -> Void = { [weak self] in
            self?.startingCount -= 1
            do {
                try await body(send)
            } catch is CancellationError {
            } catch {
                if !Task.isCancelled {
                    if let handler {
                        handler(error, send)
                    } else {
                        self?.errorHandler(error)
                    }
                }
            }
            self?.finished(key)
        }
        let task = makeTask(operation)
        register(task, key: key, ids: ids)
        return task
    }

    /// Starts a `.run` command's task on the main actor, preferring ``taskExecutor`` if there is one.
    @inlinable
    func makeTask(_ operation: sending @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        #if LOOM_TASK_EXECUTOR
        if let taskExecutor, #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *),
            let executor = taskExecutor as? any TaskExecutor
        {
            return Task(executorPreference: executor, operation: operation)
        }
        #endif
        return Task(operation: operation)
    }

    /// Starts `commands` one after the other, each once the previous one has finished. Elements that
    /// finish at once (`.send`, `.cancel`, an application command, and merges or concatenations of
    /// them) run now, like `.send`: their actions are processed before any action sent later. The
    /// first element that starts asynchronous work starts now too, as it would alone; only the
    /// elements after it wait, in a task that starts each when the previous one has finished.
    /// Returns the tasks to wait on for the whole concatenation (empty when it ran at once).
    @inlinable
    func startConcatenation(
        _ commands: ArraySlice<Command<Action>>, ids: [AnyHashable], collecting: Bool
    ) -> [Task<Void, Never>] {
        var index = commands.startIndex
        while index < commands.endIndex {
            let started = start(commands[index], ids: ids, collecting: true)
            index += 1
            if started.isEmpty { continue }
            guard index < commands.endIndex else { return collecting ? started : [] }
            let rest = startRest(commands[index...], after: started, ids: ids)
            return collecting ? [rest] : []
        }
        return []
    }

    /// A task, registered under `ids`, that waits for `started` and then starts `rest` one after the
    /// other (cancelling it cancels what it waits on).
    @inlinable
    func startRest(
        _ rest: ArraySlice<Command<Action>>, after started: [Task<Void, Never>], ids: [AnyHashable]
    ) -> Task<Void, Never> {
        let key = makeKey()
        let task = Task { @MainActor [weak self] in
            await Self.awaitAll(started)
            for command in rest {
                guard !Task.isCancelled, let runner = self else { break }
                let children = runner.start(command, ids: ids, collecting: true)
                await Self.awaitAll(children)
            }
            self?.finished(key)
        }
        register(task, key: key, ids: ids)
        return task
    }

    @inlinable
    static func awaitAll(_ tasks: [Task<Void, Never>]) async {
        await withTaskCancellationHandler {
            for task in tasks { await task.value }
        } onCancel: {
            for task in tasks { task.cancel() }
        }
    }

    // Debounces and throttles cancel their timers when they are released with `timed`.
    deinit {
        for task in running.values { task.cancel() }
    }
}
