extension Signal {
    /// A signal of `transform` applied to each event.
    ///
    /// ```swift
    /// let titles = selected.map { rows[$0].title }
    /// ```
    @inlinable
    public func map<Output>(_ transform: @escaping (Value) -> Output) -> Signal<Output> {
        // Each stateless operator builds its signal itself: a shared generic helper taking the forwarding
        // step as a closure was left unspecialised by the optimiser past the first level of a chain
        // (a generic metadata lookup per event and level: 3.7× the instructions for three maps).
        let upstreamPrime = prime
        return Signal<Output>(
            connect: { hub in self.hub.token(for: { hub.deliver(transform($0)) }) },
            prime: upstreamPrime.map { primeUpstream in
                { observer in primeUpstream { observer(transform($0)) } }
            },
            upstreams: [hub])
    }

    /// A signal of the events for which `isIncluded` is true.
    ///
    /// ```swift
    /// let evens = numbers.filter { $0.isMultiple(of: 2) }
    /// ```
    @inlinable
    public func filter(_ isIncluded: @escaping (Value) -> Bool) -> Signal<Value> {
        let upstreamPrime = prime
        return Signal(
            connect: { hub in
                self.hub.token(for: { value in
                    if isIncluded(value) { hub.deliver(value) }
                })
            },
            prime: upstreamPrime.map { primeUpstream in
                { observer in
                    primeUpstream { value in
                        if isIncluded(value) { observer(value) }
                    }
                }
            },
            upstreams: [hub])
    }

    /// A signal of the non-nil results of `transform`.
    ///
    /// ```swift
    /// let numbers = texts.compactMap { Int($0) }
    /// ```
    @inlinable
    public func compactMap<Output>(_ transform: @escaping (Value) -> Output?) -> Signal<Output> {
        let upstreamPrime = prime
        return Signal<Output>(
            connect: { hub in
                self.hub.token(for: { value in
                    if let output = transform(value) { hub.deliver(output) }
                })
            },
            prime: upstreamPrime.map { primeUpstream in
                { observer in
                    primeUpstream { value in
                        if let output = transform(value) { observer(output) }
                    }
                }
            },
            upstreams: [hub])
    }

    /// A signal of the events of this signal and of `others`, in the order they are sent.
    ///
    /// ```swift
    /// let anyTap = okTapped.merge(with: cancelTapped)
    /// ```
    public func merge(with others: Signal<Value>...) -> Signal<Value> {
        Signal.merge([self] + others)
    }

    /// A signal of the events of all `signals`, in the order they are sent.
    static func merge(_ signals: [Signal<Value>]) -> Signal<Value> {
        Signal(
            connect: { hub in Token.batch(signals.map { $0.observeEvents(hub.deliver) }) },
            prime: { observer in
                for signal in signals { signal.primeIfAny(observer) }
            },
            upstreams: signals.map(\.hub))
    }

    /// The events of this signal paired with the event before, as `(previous, current)`; the first event
    /// is paired with `initial`.
    ///
    /// ```swift
    /// let moves = positions.combinePrevious(0)   // (0, p1), (p1, p2), …
    /// ```
    public func combinePrevious(_ initial: Value) -> Signal<(previous: Value, current: Value)> {
        Signal<(previous: Value, current: Value)>(
            connect: { hub in
                var previous = initial
                return self.observeEvents { current in
                    let pair = (previous: previous, current: current)
                    previous = current
                    hub.deliver(pair)
                }
            },
            upstreams: [hub])
    }

    /// A signal that forwards events until `lifetime` ends.
    ///
    /// ```swift
    /// let token = clicks.take(during: view.lifetime).observe { … }
    /// ```
    public func take(during lifetime: Lifetime) -> Signal<Value> {
        Signal(
            connect: { hub in
                guard !lifetime.isEnded else { return .empty }
                let forwarding = self.observeEvents(hub.deliver)
                let ending = lifetime.ended.observe { _ in forwarding.cancel() }
                return Token.batch([forwarding, ending])
            },
            upstreams: [hub])
    }
}

extension Signal where Value: Equatable {
    /// A signal that skips an event equal to the one before it.
    public func removeDuplicates() -> Signal<Value> {
        Signal(
            connect: { hub in
                var last: Value?
                return self.observeEvents { value in
                    if let last, last == value { return }
                    last = value
                    hub.deliver(value)
                }
            },
            upstreams: [hub])
    }
}

extension Property {
    /// The non-nil values of this property, as a signal; the current value comes first when it is non-nil.
    ///
    /// ```swift
    /// let input = MutableProperty<Int?>(2)
    /// let token = input.ignoreNil().observe { print($0) }   // 2
    /// input.value = nil                                     // nothing
    /// input.value = 3                                       // 3
    /// ```
    public func ignoreNil<Wrapped>() -> Signal<Wrapped> where Value == Wrapped? {
        Signal<Wrapped>(
            connect: { hub in
                self.observe(skipsInitial: true) { value in
                    if let wrapped = value { hub.deliver(wrapped) }
                }
            },
            prime: { observer in
                if let wrapped = self.value { observer(wrapped) }
            },
            upstreams: [hub])
    }
}
