/// Runs a store's commands and keeps track of the work in flight: by identifier for cancellation,
/// debounce and throttle, and all of it for cancellation when the store is released.
///
/// Debounced and throttled commands go through the same time engine as the signal operators
/// (``DebounceTimer`` and ``ThrottleTimer``, one per identifier): a command's deadline is fixed when
/// the reducer returns it, from the clock's `now` at that moment, so when the runner's tasks get to
/// run does not change what starts, nor in which order.
@MainActor
final class CommandRunner<Action> {

    /// A debounced or throttled command waiting for its turn, with the identifiers it was made
    /// cancellable with outside its debounce or throttle.
    struct Pending {
        let command: Command<Action>
        let ids: [AnyHashable]
    }

    /// The debounce or throttle kept under one identifier, and the identifiers of its latest command
    /// (cancelling one of those cancels it too).
    private struct Timed {
        let work: any TimedWork
        var ids: [AnyHashable]
    }

    /// Delivers an action sent by a command to the store (holds the store weakly).
    var deliver: @MainActor (Action) -> Void = { _ in }
    /// Receives the errors no `catch:` handler took.
    var errorHandler: @MainActor (any Error) -> Void = { _ in }

    private var running: [Int: Task<Void, Never>] = [:]
    private var runningIDs: [Int: [AnyHashable]] = [:]
    private var byID: [AnyHashable: Set<Int>] = [:]
    private var timed: [AnyHashable: Timed] = [:]
    private var nextKey = 0

    /// Work still running (tasks started by `.run` and `.concatenate`, waiting debounces and open
    /// throttle windows).
    var inFlightCount: Int { running.count + timed.count }

    /// Tasks started by `.run` and `.concatenate` whose body has not begun yet. A body runs on the
    /// main actor up to its first suspension once it begins, so when this is 0, every `.run` has
    /// reached the point where it waits (for example a sleep on a test clock, whose deadline it has
    /// just read). Debounces and throttles are never counted: their deadlines are fixed already.
    private(set) var startingCount = 0

    /// Starts `command`; returns the tasks it started (empty when everything ran synchronously), for
    /// `.concatenate` to wait on. A debounce or a throttle is represented by its timer's task, which
    /// ends when nothing waits any more (the command it started is not waited on).
    @discardableResult
    func start(_ command: Command<Action>, ids: [AnyHashable] = []) -> [Task<Void, Never>] {
        switch command.operation {
        case .none:
            return []
        case .send(let action):
            deliver(action)
            return []
        case .run(let body, let handler):
            return [startRun(body, handler: handler, ids: ids)]
        case .merge(let commands):
            return commands.flatMap { start($0, ids: ids) }
        case .concatenate(let commands):
            return [startConcatenation(commands, ids: ids)]
        case .cancellable(let id, let cancelInFlight, let inner):
            if cancelInFlight { cancel(id: id) }
            return start(inner, ids: ids + [id])
        case .cancel(let id):
            cancel(id: id)
            return []
        case .debounce(let id, let duration, let clock, let inner):
            let work = debounce(Pending(command: inner, ids: ids), id: id, duration: duration, clock: clock)
            return work.timerTask.map { [$0] } ?? []
        case .throttle(let id, let duration, let clock, let latest, let inner):
            let work = throttle(
                Pending(command: inner, ids: ids), id: id, duration: duration, clock: clock, latest: latest)
            return work.timerTask.map { [$0] } ?? []
        }
    }

    /// Cancels every piece of work registered under `id`: running tasks, and debounces and throttles
    /// kept under `id` or made cancellable with it.
    func cancel(id: AnyHashable) {
        if !timed.isEmpty {
            for (key, entry) in timed where key == id || entry.ids.contains(id) {
                timed[key] = nil
                entry.work.cancel()
            }
        }
        cancelRunning(id: id)
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

    private func cancelRunning(id: AnyHashable) {
        guard let keys = byID.removeValue(forKey: id) else { return }
        for key in keys {
            guard let task = running.removeValue(forKey: key) else { continue }
            task.cancel()
            unregister(key, ids: runningIDs.removeValue(forKey: key) ?? [], except: id)
        }
    }

    // MARK: Debounce and throttle

    /// Hands `pending` to the debounce kept under `id` (made on first use, or again when the clock or
    /// the duration changed). Like a new search cancelling the previous one, it first cancels the
    /// work that earlier commands of this debounce started.
    private func debounce<C: Clock<Duration>>(
        _ pending: Pending, id: AnyHashable, duration: Duration, clock: C
    ) -> any TimedWork {
        cancelRunning(id: id)
        let debounce: DebounceTimer<Pending, C>
        if let existing = timed[id]?.work as? DebounceTimer<Pending, C>, existing.interval == duration,
            Self.isSame(existing.clock, clock)
        {
            debounce = existing
            timed[id]?.ids = pending.ids
        } else {
            cancel(id: id)
            debounce = DebounceTimer(interval: duration, clock: clock) { [weak self] due in
                self?.start(due.command, ids: due.ids + [id])
            }
            debounce.onIdle = { [weak self, weak debounce] in self?.finished(id, debounce) }
            timed[id] = Timed(work: debounce, ids: pending.ids)
        }
        debounce.receive(pending)
        return debounce
    }

    /// Hands `pending` to the throttle kept under `id` (made on first use, or again when the clock,
    /// the duration or `latest` changed).
    private func throttle<C: Clock<Duration>>(
        _ pending: Pending, id: AnyHashable, duration: Duration, clock: C, latest: Bool
    ) -> any TimedWork {
        let trailing: ThrottleStateMachine<Pending, C.Instant>.Trailing = latest ? .latest : .first
        let throttle: ThrottleTimer<Pending, C>
        if let existing = timed[id]?.work as? ThrottleTimer<Pending, C>, existing.interval == duration,
            existing.trailing == trailing, Self.isSame(existing.clock, clock)
        {
            throttle = existing
            timed[id]?.ids = pending.ids
        } else {
            cancel(id: id)
            throttle = ThrottleTimer(interval: duration, trailing: trailing, clock: clock) {
                [weak self] due in
                self?.start(due.command, ids: due.ids + [id])
            }
            throttle.onIdle = { [weak self, weak throttle] in self?.finished(id, throttle) }
            timed[id] = Timed(work: throttle, ids: pending.ids)
        }
        throttle.receive(pending)
        return throttle
    }

    /// Forgets the debounce or throttle under `id` once it has nothing left to do.
    private func finished(_ id: AnyHashable, _ work: (any TimedWork)?) {
        guard let work, timed[id]?.work === work else { return }
        timed[id] = nil
    }

    /// Whether two clocks of one type are the same clock: the same instance for a clock that is a
    /// class (such as a test clock), any two values otherwise (the system clocks have no state).
    private static func isSame<C: Clock<Duration>>(_ lhs: C, _ rhs: C) -> Bool {
        guard C.self is AnyClass else { return true }
        return (lhs as AnyObject) === (rhs as AnyObject)
    }

    // MARK: Tasks

    private func register(_ task: Task<Void, Never>, key: Int, ids: [AnyHashable]) {
        running[key] = task
        if !ids.isEmpty { runningIDs[key] = ids }
        for id in ids { byID[id, default: []].insert(key) }
    }

    private func unregister(_ key: Int, ids: [AnyHashable], except skipped: AnyHashable? = nil) {
        for id in ids where id != skipped {
            byID[id]?.remove(key)
            if byID[id]?.isEmpty == true { byID[id] = nil }
        }
    }

    private func finished(_ key: Int) {
        guard running.removeValue(forKey: key) != nil else { return }
        unregister(key, ids: runningIDs.removeValue(forKey: key) ?? [])
    }

    private func makeKey() -> Int {
        nextKey &+= 1
        return nextKey
    }

    private func makeSend() -> Send<Action> {
        Send { [weak self] action in self?.deliver(action) }
    }

    private func startRun(
        _ body: @escaping @MainActor (Send<Action>) async throws -> Void,
        handler: (@MainActor (any Error, Send<Action>) -> Void)?,
        ids: [AnyHashable]
    ) -> Task<Void, Never> {
        let key = makeKey()
        let send = makeSend()
        startingCount += 1
        let task = Task { @MainActor [weak self] in
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
        register(task, key: key, ids: ids)
        return task
    }

    private func startConcatenation(_ commands: [Command<Action>], ids: [AnyHashable]) -> Task<Void, Never> {
        let key = makeKey()
        startingCount += 1
        let task = Task { @MainActor [weak self] in
            self?.startingCount -= 1
            for command in commands {
                guard !Task.isCancelled, let runner = self else { break }
                let children = runner.start(command, ids: ids)
                await Self.awaitAll(children)
            }
            self?.finished(key)
        }
        register(task, key: key, ids: ids)
        return task
    }

    private static func awaitAll(_ tasks: [Task<Void, Never>]) async {
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
