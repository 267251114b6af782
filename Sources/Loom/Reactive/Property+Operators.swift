extension Property {
    /// A read-only property whose value is `transform` applied to this property's value.
    ///
    /// ```swift
    /// let count = MutableProperty(2)
    /// let text = count.map { "\($0) tracks" }   // text.value == "2 tracks"
    /// ```
    /// `transform` runs on every read and every delivery: keep it pure and cheap.
    @inlinable
    public func map<Output>(_ transform: @escaping (Value) -> Output) -> Property<Output> {
        let upstream = read
        return Property<Output>(
            read: { transform(upstream()) },
            connect: { hub in self.observe(skipsInitial: true) { hub.deliver(transform($0)) } },
            upstreams: [hub])
    }

    /// A read-only property that notifies only when `isDuplicate(previous, next)` is false.
    ///
    /// ```swift
    /// let tab = selection.removeDuplicates { $0.tab == $1.tab }
    /// ```
    public func removeDuplicates(by isDuplicate: @escaping (Value, Value) -> Bool) -> Property<Value> {
        Property(
            read: read,
            connect: { hub in
                var last = self.value
                return self.observe(skipsInitial: true) { next in
                    if isDuplicate(last, next) { return }
                    last = next
                    hub.deliver(next)
                }
            },
            upstreams: [hub])
    }

    /// The changes of this property paired with the value they replaced, as `(previous, current)`.
    ///
    /// ```swift
    /// let value = MutableProperty(42)
    /// let token = value.combinePrevious().observe { print($0) }
    /// value.value = 11     // prints (previous: 42, current: 11)
    /// ```
    /// The first pair is delivered at the first change after observation starts.
    public func combinePrevious() -> Signal<(previous: Value, current: Value)> {
        Signal(
            connect: { hub in
                var previous = self.value
                return self.observe(skipsInitial: true) { current in
                    let pair = (previous: previous, current: current)
                    previous = current
                    hub.deliver(pair)
                }
            },
            upstreams: [hub])
    }

    /// A read-only property holding the latest values of `first` and `second`.
    ///
    /// ```swift
    /// let canSend = Property.combineLatest(name, message).map { !$0.isEmpty && !$1.isEmpty }
    /// ```
    public static func combineLatest<A, B>(_ first: Property<A>, _ second: Property<B>) -> Property<(A, B)>
    where Value == (A, B) {
        // The forwarding closures live in the sources' hubs: they read the other side through its read
        // closure, which keeps no source object (and so no root) alive.
        let readFirst = first.read
        let readSecond = second.read
        return Property<(A, B)>(
            read: { (readFirst(), readSecond()) },
            connect: { hub in
                Token.batch([
                    first.observe(skipsInitial: true) { hub.deliver(($0, readSecond())) },
                    second.observe(skipsInitial: true) { hub.deliver((readFirst(), $0)) },
                ])
            },
            upstreams: [first.hub, second.hub])
    }

    /// A read-only property holding the latest values of three properties.
    public static func combineLatest<A, B, C>(
        _ first: Property<A>, _ second: Property<B>, _ third: Property<C>
    ) -> Property<(A, B, C)> where Value == (A, B, C) {
        let pair = Property<(A, B)>.combineLatest(first, second)
        return Property<((A, B), C)>.combineLatest(pair, third).map { ($0.0.0, $0.0.1, $0.1) }
    }
}

extension Property where Value: Equatable {
    /// A read-only property that notifies only when the value differs from the previous one.
    ///
    /// ```swift
    /// let query = MutableProperty("")
    /// let distinct = query.removeDuplicates()
    /// ```
    public func removeDuplicates() -> Property<Value> {
        removeDuplicates(by: ==)
    }
}

extension Signal {
    /// A property holding the latest event of this signal, starting at `initial`.
    ///
    /// The property observes the signal for as long as the property exists.
    ///
    /// ```swift
    /// let lastSelection = view.selected.hold(nil)
    /// ```
    public func hold(_ initial: Value) -> Property<Value> {
        let held = MutableProperty(initial)
        let token = observe { held.value = $0 }
        let readHeld = held.read
        return Property(
            read: { withExtendedLifetime(token) { readHeld() } },
            connect: { hub in held.observe(skipsInitial: true, hub.deliver) },
            upstreams: [held.hub])
    }
}
