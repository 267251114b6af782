import Loom
import Synchronization

/// Records what a binding or observer received.
final class Recorder<Value> {
    private(set) var values: [Value] = []
    func append(_ value: Value) { values.append(value) }
    var handler: (Value) -> Void { { [unowned self] in self.append($0) } }
}

/// A plain object to bind into and to watch for deallocation.
final class Label {
    var text = ""
    var optionalText: String?
    let lifetime = Lifetime()
}

/// Watches an object weakly, to prove it is released.
struct Weak<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object?) { self.object = object }
}

/// Counts calls from any thread (Observation's onChange is `@Sendable`).
final class ChangeCounter: Sendable {
    private let count = Atomic<Int>(0)
    func increment() { count.add(1, ordering: .relaxed) }
    var value: Int { count.load(ordering: .relaxed) }
}
