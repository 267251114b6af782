import Loom
import SearchyCore

/// Records every value of a property, and lets a test wait for a value without sleeping.
@MainActor
final class PropertyRecorder<Value: Sendable> {
    private(set) var values: [Value] = []
    private var token: Token?
    private var waiters: [(isReady: (Value) -> Bool, continuation: CheckedContinuation<Value, Never>)] = []

    init(_ property: Property<Value>) {
        token = property.observe { [unowned self] value in
            values.append(value)
            let ready = waiters.filter { $0.isReady(value) }
            waiters.removeAll { $0.isReady(value) }
            ready.forEach { $0.continuation.resume(returning: value) }
        }
    }

    /// The first value, current or future, that satisfies `isReady`, from the latest recorded
    /// one on.
    func next(where isReady: @escaping (Value) -> Bool) async -> Value {
        if let last = values.last, isReady(last) { return last }
        return await withCheckedContinuation { continuation in
            waiters.append((isReady, continuation))
        }
    }
}
