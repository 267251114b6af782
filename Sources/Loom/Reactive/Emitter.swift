/// The sending side of a ``Signal``.
///
/// ```swift
/// let closeRequested = Emitter<Void>()
/// let token = closeRequested.observe { print("close") }
/// closeRequested.send()   // prints "close"
/// ```
///
/// When the emitter is released, its observers are released too (their tokens become no-ops).
public final class Emitter<Value>: Signal<Value> {
    /// Creates an emitter with no observers.
    public init() {
        super.init(connect: nil)
    }

    deinit {
        hub.terminate()
    }

    /// Sends `value` to every observer before returning. A send made by an observer while a delivery is in
    /// progress is queued and delivered after it, first in first out.
    @inlinable
    public func send(_ value: Value) {
        hub.deliver(value)
    }
}

extension Emitter where Value == Void {
    /// Sends an event that carries no value.
    @inlinable
    public func send() {
        hub.deliver(())
    }
}
