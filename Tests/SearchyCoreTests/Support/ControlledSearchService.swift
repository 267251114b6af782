import SearchyCore

/// A search service the test drives.
///
/// Terms listed in `immediate` are answered at once. Every other call waits until the test
/// answers it with ``answer(_:with:)`` or ``fail(_:with:)``, in any order: like the seed's
/// `PublishSubject`s, it ignores cancellation (it only records it), so a stale search can
/// really answer last.
final class ControlledSearchService: SearchService {
    struct Failure: Error, Equatable, CustomStringConvertible {
        var description: String { "the search exploded" }
    }

    private struct State {
        var calls: [String] = []
        var returned: [String] = []
        var cancelled: [String] = []
        var pending: [String: CheckedContinuation<[SearchResult], any Error>] = [:]
        var waiters: [(id: Int, isReady: (State) -> Bool, continuation: CheckedContinuation<Void, Never>)] =
            []
        var nextWaiterID = 0
    }

    private let immediate: [String: Result<[SearchResult], Failure>]
    private let state = Locked(State())

    init(immediate: [String: Result<[SearchResult], Failure>] = [:]) {
        self.immediate = immediate
    }

    /// The terms searched so far, in order.
    var calls: [String] { state.withLock { $0.calls } }
    /// The terms whose search was cancelled while waiting.
    var cancelled: [String] { state.withLock { $0.cancelled } }

    func search(_ term: String) async throws -> [SearchResult] {
        let answer = immediate[term]
        update { $0.calls.append(term) }
        defer { update { $0.returned.append(term) } }
        if let answer { return try answer.get() }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                update { $0.pending[term] = continuation }
            }
        } onCancel: {
            update { $0.cancelled.append(term) }
        }
    }

    /// Returns once `term` has been searched.
    func waitForCall(_ term: String) async {
        await wait { $0.pending[term] != nil || $0.calls.contains(term) }
    }

    /// Answers the waiting search for `term`, then returns once that search has returned.
    func answer(_ term: String, with results: [SearchResult]) async {
        await waitForCall(term)
        let continuation = state.withLock { $0.pending.removeValue(forKey: term) }
        continuation?.resume(returning: results)
        await wait { $0.returned.contains(term) }
    }

    /// Fails the waiting search for `term`, then returns once that search has returned.
    func fail(_ term: String, with error: any Error) async {
        await waitForCall(term)
        let continuation = state.withLock { $0.pending.removeValue(forKey: term) }
        continuation?.resume(throwing: error)
        await wait { $0.returned.contains(term) }
    }

    /// Returns once `isReady` holds, or when the waiting task is cancelled (e.g. by the suite's
    /// time limit), so a broken test fails instead of hanging.
    private func wait(until isReady: @escaping (State) -> Bool) async {
        let id = state.withLock { state in
            state.nextWaiterID += 1
            return state.nextWaiterID
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let ready = state.withLock { state -> Bool in
                    if isReady(state) || Task.isCancelled { return true }
                    state.waiters.append((id, isReady, continuation))
                    return false
                }
                if ready { continuation.resume() }
            }
        } onCancel: {
            let waiter = state.withLock { state in
                state.waiters.firstIndex { $0.id == id }.map { state.waiters.remove(at: $0) }
            }
            waiter?.continuation.resume()
        }
    }

    private func update(_ change: (inout State) -> Void) {
        let ready = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            change(&state)
            let snapshot = state
            let ready = state.waiters.filter { $0.isReady(snapshot) }.map(\.continuation)
            state.waiters.removeAll { $0.isReady(snapshot) }
            return ready
        }
        ready.forEach { $0.resume() }
    }
}
