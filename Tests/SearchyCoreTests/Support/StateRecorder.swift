import Loom
import SearchyCore

/// Records every value of a property, and lets a test wait for a value without sleeping.
@MainActor
final class PropertyRecorder<Value: Sendable> {
    private typealias Waiter = (
        id: Int, isReady: (Value) -> Bool, continuation: CheckedContinuation<Value?, Never>
    )

    private(set) var values: [Value] = []
    private var token: Token?
    private var waiters: [Waiter] = []
    private var nextID = 0

    init(_ property: Property<Value>) {
        token = property.observe { [unowned self] value in
            values.append(value)
            let ready = waiters.filter { $0.isReady(value) }
            waiters.removeAll { $0.isReady(value) }
            ready.forEach { $0.continuation.resume(returning: value) }
        }
    }

    /// The first value, current or future, that satisfies `isReady`, from the latest recorded
    /// one on; `nil` if the waiting task is cancelled (e.g. by the suite's time limit), so a
    /// broken test fails instead of hanging.
    func next(where isReady: @escaping (Value) -> Bool) async -> Value? {
        if let last = values.last, isReady(last) { return last }
        nextID += 1
        let id = nextID
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled {
                    continuation.resume(returning: nil)
                } else {
                    waiters.append((id, isReady, continuation))
                }
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.cancelWaiter(id) }
        }
    }

    private func cancelWaiter(_ id: Int) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        waiters.remove(at: index).continuation.resume(returning: nil)
    }
}
