#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// A subscriber that records what it gets and asks for exactly the demand a test gives it.
final class DemandProbe<Input>: Subscriber {
    typealias Failure = Never

    let combineIdentifier = CombineIdentifier()
    private(set) var values: [Input] = []
    private(set) var completions = 0
    private(set) var subscription: (any Subscription)?
    /// Asked for when the subscription arrives (none: ask later with `request`).
    let initialDemand: Subscribers.Demand
    /// Returned from every `receive(_:)`.
    var demandPerValue: Subscribers.Demand = .none
    /// Runs inside `receive(_:)`, after the value is recorded.
    var onValue: (Input) -> Void = { _ in }

    init(initialDemand: Subscribers.Demand) {
        self.initialDemand = initialDemand
    }

    func receive(subscription: any Subscription) {
        self.subscription = subscription
        if initialDemand > .none { subscription.request(initialDemand) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        values.append(input)
        onValue(input)
        return demandPerValue
    }

    func receive(completion: Subscribers.Completion<Never>) {
        completions += 1
        subscription = nil
    }

    func request(_ demand: Subscribers.Demand) {
        subscription?.request(demand)
    }

    func cancel() {
        subscription?.cancel()
        subscription = nil
    }
}

/// A reference the tests can watch for release.
final class Marker {}
