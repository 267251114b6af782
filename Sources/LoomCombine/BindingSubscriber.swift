import Loom

#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// The subscriber behind `target <~ publisher`: it asks for every value and writes each one into the
/// target, until the binding's token is cancelled, the publisher completes or the target is gone.
///
/// A value that arrives while the previous one is still being written (a Combine subject delivers a send
/// made by an observer recursively) is queued and written after it, first in first out, as Loom's own
/// sources do.
final class BindingSubscriber<Input>: Subscriber, Cancellable {
    typealias Failure = Never

    let combineIdentifier = CombineIdentifier()
    /// Writes a value; returns false when the target is gone. `nil` once the binding has ended.
    private var write: ((Input) -> Bool)?
    private var subscription: (any Subscription)?
    private var queue: ContiguousArray<Input> = []
    private var isDelivering = false
    /// The binding's token, cancelled when the binding ends by itself so that it reads as cancelled.
    weak var token: Token?

    init(write: @escaping (Input) -> Bool) {
        self.write = write
    }

    /// Whether the binding has ended.
    var isEnded: Bool { write == nil }

    func receive(subscription: any Subscription) {
        guard write != nil, self.subscription == nil else {
            subscription.cancel()  // ended already, or a second subscription (Combine forbids it)
            return
        }
        self.subscription = subscription
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard write != nil else { return .none }
        if isDelivering {
            queue.append(input)
            return .none
        }
        isDelivering = true
        var next: Input? = input
        while let value = next, let write {
            if !write(value) {
                end(cancellingUpstream: true)
                break
            }
            next = queue.isEmpty ? nil : queue.removeFirst()
        }
        isDelivering = false
        return .none
    }

    func receive(completion: Subscribers.Completion<Never>) {
        end(cancellingUpstream: false)
    }

    /// Ends the binding: cancels the subscription and releases the target.
    func cancel() {
        end(cancellingUpstream: true)
    }

    private func end(cancellingUpstream: Bool) {
        guard write != nil else { return }
        let upstream = subscription
        let released = (write, queue)
        write = nil
        subscription = nil
        queue.removeAll()
        if cancellingUpstream { upstream?.cancel() }
        token?.cancel()
        withExtendedLifetime(released) {}
    }
}
