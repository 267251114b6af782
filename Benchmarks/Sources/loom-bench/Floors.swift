/// The hand-written floor: the least a property that notifies closures can do (no reentrancy queue, no
/// tokens, no cancellation), specialised in this module.
final class FloorProperty<Value> {
    var handlers: [(Value) -> Void] = []
    var value: Value {
        didSet { for handler in handlers { handler(value) } }
    }

    init(_ value: Value) {
        self.value = value
    }
}

/// The floor for a chain of operators: a signal that is only a closure array.
final class FloorSignal<Value> {
    var handlers: [(Value) -> Void] = []

    func send(_ value: Value) {
        for handler in handlers { handler(value) }
    }

    func map<Output>(_ transform: @escaping (Value) -> Output) -> FloorSignal<Output> {
        let next = FloorSignal<Output>()
        handlers.append { next.send(transform($0)) }
        return next
    }
}
