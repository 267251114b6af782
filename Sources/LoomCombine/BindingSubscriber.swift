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
    // Exclusivity: as in `SourceSubscription`, every access to the per-value state is instantaneous; debug
    // builds check it, release builds do not.
    #if DEBUG
    /// False once the binding has ended.
    private var isActive = true
    /// Writes a value; returns false when the target is gone. A no-op once ended (which releases the target).
    private var write: (Input) -> Bool
    /// Whether `queue` holds anything: checked on every value instead of the queue itself, so the per-value
    /// path (reached through protocol witnesses, never specialised) instantiates no generic metadata.
    private var hasQueue = false
    private var isDelivering = false
    #else
    @exclusivity(unchecked) private var isActive = true
    @exclusivity(unchecked) private var write: (Input) -> Bool
    @exclusivity(unchecked) private var hasQueue = false
    @exclusivity(unchecked) private var isDelivering = false
    #endif
    private var subscription: (any Subscription)?
    private var queue: ContiguousArray<Input> = []
    /// The binding's token, cancelled when the binding ends by itself so that it reads as cancelled.
    weak var token: Token?

    init(write: @escaping (Input) -> Bool) {
        self.write = write
    }

    func receive(subscription: any Subscription) {
        guard isActive, self.subscription == nil else {
            subscription.cancel()  // ended already, or a second subscription (Combine forbids it)
            return
        }
        self.subscription = subscription
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard isActive else { return .none }
        if isDelivering {
            queue.append(input)
            hasQueue = true
            return .none
        }
        isDelivering = true
        if write(input) {
            if hasQueue { drainQueue() }
        } else {
            end(cancellingUpstream: true)
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

    /// Writes what arrived during deliveries, first in first out.
    private func drainQueue() {
        while isActive && hasQueue {
            let next = queue.removeFirst()
            hasQueue = !queue.isEmpty
            if !write(next) {
                end(cancellingUpstream: true)
            }
        }
    }

    private func end(cancellingUpstream: Bool) {
        guard isActive else { return }
        isActive = false
        let upstream = subscription
        let released = (write, queue)
        write = { _ in false }
        subscription = nil
        queue.removeAll()
        hasQueue = false
        if cancellingUpstream { upstream?.cancel() }
        token?.cancel()
        withExtendedLifetime(released) {}
    }
}
