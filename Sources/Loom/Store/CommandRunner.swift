/// Runs a store's commands and keeps track of the work in flight: by identifier for cancellation,
/// debounce and throttle, and all of it for cancellation when the store is released.
@MainActor
final class CommandRunner<Action> {

    private struct Throttle {
        var pending: Command<Action>?
        let ids: [AnyHashable]
        let latest: Bool
    }

    /// Delivers an action sent by a command to the store (holds the store weakly).
    var deliver: @MainActor (Action) -> Void = { _ in }
    /// Receives the errors no `catch:` handler took.
    var errorHandler: @MainActor (any Error) -> Void = { _ in }

    private var running: [Int: Task<Void, Never>] = [:]
    private var runningIDs: [Int: [AnyHashable]] = [:]
    private var byID: [AnyHashable: Set<Int>] = [:]
    private var throttles: [AnyHashable: Throttle] = [:]
    private var nextKey = 0

    /// Work still running (tasks started by `.run`, debounces and throttle windows).
    var inFlightCount: Int { running.count }

    /// Starts `command`; returns the tasks it started (empty when everything ran synchronously).
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
            cancel(id: id)
            return [startDelayed(inner, by: duration, clock: clock, ids: ids + [id])]
        case .throttle(let id, let duration, let clock, let latest, let inner):
            return startThrottled(inner, id: id, duration: duration, clock: clock, latest: latest, ids: ids)
        }
    }

    /// Cancels every piece of work registered under `id`.
    func cancel(id: AnyHashable) {
        throttles[id] = nil
        guard let keys = byID.removeValue(forKey: id) else { return }
        for key in keys {
            guard let task = running.removeValue(forKey: key) else { continue }
            task.cancel()
            unregister(key, ids: runningIDs.removeValue(forKey: key) ?? [], except: id)
        }
    }

    /// Cancels all work in flight.
    func cancelAll() {
        for task in running.values { task.cancel() }
        running.removeAll()
        runningIDs.removeAll()
        byID.removeAll()
        throttles.removeAll()
    }

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
        let task = Task { @MainActor [weak self] in
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
        let task = Task { @MainActor [weak self] in
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

    private func startDelayed(
        _ command: Command<Action>, by duration: Duration, clock: any Clock<Duration>, ids: [AnyHashable]
    ) -> Task<Void, Never> {
        let key = makeKey()
        let task = Task { @MainActor [weak self] in
            do {
                try await clock.sleep(for: duration)
            } catch {
                self?.finished(key)
                return
            }
            guard !Task.isCancelled, let runner = self else { return }
            let children = runner.start(command, ids: ids)
            await Self.awaitAll(children)
            self?.finished(key)
        }
        register(task, key: key, ids: ids)
        return task
    }

    private func startThrottled(
        _ command: Command<Action>, id: AnyHashable, duration: Duration, clock: any Clock<Duration>,
        latest: Bool, ids: [AnyHashable]
    ) -> [Task<Void, Never>] {
        if var window = throttles[id] {
            if latest || window.pending == nil { window.pending = command }
            throttles[id] = window
            return []
        }
        throttles[id] = Throttle(pending: nil, ids: ids, latest: latest)
        let started = start(command, ids: ids + [id])
        return started + [startWindow(id: id, duration: duration, clock: clock)]
    }

    private func startWindow(
        id: AnyHashable, duration: Duration, clock: any Clock<Duration>
    ) -> Task<Void, Never> {
        let key = makeKey()
        let task = Task { @MainActor [weak self] in
            let slept: Bool
            do {
                try await clock.sleep(for: duration)
                slept = true
            } catch {
                slept = false
            }
            guard let runner = self else { return }
            runner.finished(key)
            if slept && !Task.isCancelled { runner.windowEnded(id: id, duration: duration, clock: clock) }
        }
        register(task, key: key, ids: [id])
        return task
    }

    private func windowEnded(id: AnyHashable, duration: Duration, clock: any Clock<Duration>) {
        guard let window = throttles.removeValue(forKey: id) else { return }
        guard let pending = window.pending else { return }
        throttles[id] = Throttle(pending: nil, ids: window.ids, latest: window.latest)
        start(pending, ids: window.ids + [id])
        _ = startWindow(id: id, duration: duration, clock: clock)
    }

    private static func awaitAll(_ tasks: [Task<Void, Never>]) async {
        await withTaskCancellationHandler {
            for task in tasks { await task.value }
        } onCancel: {
            for task in tasks { task.cancel() }
        }
    }

    deinit {
        for task in running.values { task.cancel() }
    }
}
