/// The delivery engine shared by ``Property`` and ``Signal``: an ordered list of observers, synchronous
/// delivery, a first-in-first-out queue for re-entrant deliveries, and a lazy connection to an upstream
/// source for derived values.
///
/// The delivery rule (contracts 1 and 2, see `Sources/Loom/Loom.docc/Articles/Contracts.md`): a value goes to the observers
/// that were subscribed when it was set or sent, in subscription order, minus those cancelled since.
/// - A delivery that starts while another is in progress on this hub is queued with the number of
///   observers it goes to, so an observer subscribed in between never receives it (it got the current
///   value when it subscribed, which is already the newest).
/// - A derived hub receives its values from its sources, so an observer that subscribes while a source is
///   in the middle of a delivery could receive values set before it subscribed, on their way through
///   the chain. Such an observer joins a new *generation* of the hub instead: a hub with the same
///   source, connected afresh, so its connection receives only the values set from now on. Later
///   observers join the newest generation, which keeps subscription order across generations.
///
/// Ownership (contract 3): a hub holds its observers, hence the hubs downstream of it; it holds neither
/// its sources nor its ``HubSource`` (the derived ``Property`` or ``Signal`` object owns that), and tokens
/// hold their hub weakly. So nothing downstream keeps a root alive: when a root is released, its hub
/// releases its observers and every hub downstream that nothing else holds goes with them.
///
/// Not public API. It is `@usableFromInline` so that the set → deliver path can be specialised in the
/// caller's module (the plain path allocates nothing and takes no lock).
@usableFromInline
internal final class Hub<Value>: DeliveryState {
    @usableFromInline
    internal struct Entry {
        @usableFromInline let id: Int
        @usableFromInline var handler: ((Value) -> Void)?

        @inlinable init(id: Int, handler: ((Value) -> Void)?) {
            self.id = id
            self.handler = handler
        }
    }

    // Exclusivity: every access to these is instantaneous (read into a local, then call out), so no
    // access ever overlaps another, re-entrant delivery included. Debug builds (and so the test suite,
    // which exercises every re-entrant path) keep the runtime check; release builds drop it, which makes
    // the set → deliver path about five times cheaper in instructions (see Benchmarks/).
    // `queueBounds[i]` is the number of observers `queue[i]` goes to: those subscribed when it was made
    // (a parallel array: a queue of a nested generic struct costs a metadata lookup per delivery).
    #if DEBUG
    @usableFromInline var entries: ContiguousArray<Entry> = []
    @usableFromInline var isDelivering = false
    @usableFromInline var queue: ContiguousArray<Value> = []
    @usableFromInline var queueBounds: ContiguousArray<Int> = []
    @usableFromInline var tombstones = 0
    #else
    @exclusivity(unchecked) @usableFromInline var entries: ContiguousArray<Entry> = []
    @exclusivity(unchecked) @usableFromInline var isDelivering = false
    @exclusivity(unchecked) @usableFromInline var queue: ContiguousArray<Value> = []
    @exclusivity(unchecked) @usableFromInline var queueBounds: ContiguousArray<Int> = []
    @exclusivity(unchecked) @usableFromInline var tombstones = 0
    #endif
    private var nextID = 0
    private var finishers: [Int: () -> Void] = [:]

    /// How a derived hub connects upstream; `nil` for a root. Weak: the derived object owns it.
    private weak var source: HubSource<Value>?
    /// Whether the hub is derived (has a source), even after its source object was released.
    private let isDerived: Bool
    /// The token of the upstream connection, while connected.
    private var upstream: Token?
    /// The newer generations of a derived hub, oldest first (see the type's documentation).
    private var generations: [Hub<Value>] = []

    @usableFromInline
    init(source: HubSource<Value>? = nil) {
        self.source = source
        self.isDerived = source != nil
    }

    deinit {
        let pending = finishers
        finishers.removeAll()
        for finish in pending.values { finish() }
    }

    /// The number of observers that have not been cancelled.
    var observerCount: Int { entries.count - tombstones }

    /// Delivers `value` to every observer, in subscription order. A delivery that starts while another is
    /// in progress on this hub is queued and made after it, first in first out, to the observers
    /// subscribed now.
    @inlinable @inline(__always)
    func deliver(_ value: Value) {
        if isDelivering {
            enqueue(value)
            return
        }
        isDelivering = true
        deliverNow(value)
        if !queue.isEmpty { drainQueue() }
        isDelivering = false
        if tombstones > 0 { compact() }
    }

    @inlinable @inline(__always)
    func deliverNow(_ value: Value) {
        // Iterate a snapshot (one retain of the buffer, no re-reads): observers added during this delivery
        // are not in it (they got the current value when they subscribed). Observers cancelled during this
        // delivery are tombstoned in `entries`, so the snapshot is checked against it only then.
        let snapshot = entries
        var index = 0
        while index < snapshot.count {
            if let handler = snapshot[index].handler {
                if tombstones == 0 || entries[index].handler != nil { handler(value) }
            }
            index &+= 1
        }
    }

    /// Queues `value` for the observers subscribed now.
    @usableFromInline
    func enqueue(_ value: Value) {
        queue.append(value)
        queueBounds.append(entries.count)
    }

    @usableFromInline
    func drainQueue() {
        var head = 0
        while head < queue.count {
            let next = queue[head]
            let bound = queueBounds[head]
            head += 1
            // Entries are neither removed nor compacted during a delivery (cancelled ones are tombstoned),
            // so the first `bound` entries are exactly the observers subscribed when `next` was queued.
            let snapshot = entries
            let end = min(bound, snapshot.count)
            var index = 0
            while index < end {
                if let handler = snapshot[index].handler {
                    if tombstones == 0 || entries[index].handler != nil { handler(next) }
                }
                index &+= 1
            }
        }
        let delivered = queue
        queue.removeAll(keepingCapacity: true)
        queueBounds.removeAll(keepingCapacity: true)
        withExtendedLifetime(delivered) {}
    }

    @usableFromInline
    func compact() {
        entries.removeAll { $0.handler == nil }
        tombstones = 0
    }

    /// Whether neither this hub, nor any of its generations, nor anything upstream is in the middle of a
    /// delivery.
    @usableFromInline var isSettled: Bool {
        if isDelivering { return false }
        for generation in generations where generation.isDelivering { return false }
        return source?.upstreamsAreSettled ?? true
    }

    /// The hub a new observer joins: this one, or for a derived hub whose sources are delivering, a new
    /// generation connected afresh (see the type's documentation).
    func hubForNewObserver() -> Hub<Value> {
        guard isDerived else { return self }
        if !generations.isEmpty { generations.removeAll { $0.observerCount == 0 } }
        let newest = generations.last ?? self
        guard newest.upstream != nil, let source, !source.upstreamsAreSettled else { return newest }
        let generation = Hub(source: source)
        generations.append(generation)
        return generation
    }

    /// Adds an observer (to this hub or to a new generation of it) and returns a token that removes it.
    /// The token holds the hub weakly.
    @usableFromInline
    func token(for handler: @escaping (Value) -> Void) -> Token {
        let hub = hubForNewObserver()
        let id = hub.add(handler)
        return Token { [weak hub] in hub?.remove(id) }
    }

    /// Adds an observer to this very hub and returns its id. Connects upstream when it is the first
    /// observer. Callers pick the hub with ``hubForNewObserver()``.
    @discardableResult
    func add(_ handler: @escaping (Value) -> Void) -> Int {
        let id = nextID
        nextID += 1
        entries.append(Entry(id: id, handler: handler))
        if upstream == nil, observerCount == 1, let source {
            upstream = source.connect(self)
        }
        return id
    }

    /// Registers `finish` to run when the hub terminates or is released while the observer `id` exists.
    func onFinish(of id: Int, _ finish: @escaping () -> Void) {
        finishers[id] = finish
    }

    /// Removes the observer `id`; disconnects upstream when no observer is left. Unknown ids are ignored.
    func remove(_ id: Int) {
        guard let index = index(of: id) else { return }
        // The removed closure (and the finisher) are released only after the mutation of `entries` ends:
        // releasing them may run deinitializers that cancel other tokens of this very hub.
        let released: ((Value) -> Void)?
        if isDelivering {
            released = entries[index].handler
            if released != nil {
                entries[index].handler = nil
                tombstones += 1
            }
        } else {
            released = entries.remove(at: index).handler
        }
        let finisher = finishers.removeValue(forKey: id)
        withExtendedLifetime((released, finisher)) {}
        if observerCount == 0, let connection = upstream {
            upstream = nil
            connection.cancel()
        }
    }

    /// Ends every observation: called when a root source (a ``MutableProperty`` or an ``Emitter``) is
    /// released, so that nothing that observed it keeps waiting.
    func terminate() {
        // Move everything out first: releasing observers may cancel tokens of this hub (re-entering
        // `remove`), which must find a consistent, already emptied hub.
        let pending = finishers
        finishers = [:]
        let released = entries
        entries = []
        tombstones = 0
        let connection = upstream
        upstream = nil
        connection?.cancel()
        for finish in pending.values { finish() }
        withExtendedLifetime(released) {}
    }

    private func index(of id: Int) -> Int? {
        // Ids grow with insertion order and compaction keeps order: binary search.
        var low = 0
        var high = entries.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let candidate = entries[mid].id
            if candidate == id {
                return entries[mid].handler == nil ? nil : mid
            } else if candidate < id {
                low = mid + 1
            } else {
                high = mid - 1
            }
        }
        return nil
    }
}

/// How a derived hub connects to its sources, and which hubs it forwards from synchronously.
///
/// The derived ``Property`` or ``Signal`` object owns it (and through `connect`, its sources); its hubs
/// hold it weakly, so a connected hub never keeps its sources alive.
@usableFromInline
internal final class HubSource<Value> {
    /// Observes the sources and forwards into the hub; returns the token of that observation.
    let connect: (Hub<Value>) -> Token
    /// The hubs whose deliveries this one forwards synchronously. Empty for sources that deliver on their
    /// own schedule (timers, tasks), which start deliveries of their own.
    let upstreams: [any DeliveryState]

    @usableFromInline
    init(connect: @escaping (Hub<Value>) -> Token, upstreams: [any DeliveryState]) {
        self.connect = connect
        self.upstreams = upstreams
    }

    /// Whether no upstream hub is in the middle of a delivery.
    var upstreamsAreSettled: Bool {
        for upstream in upstreams where !upstream.isSettled { return false }
        return true
    }
}

/// Whether a hub, or anything upstream of it, is in the middle of a delivery.
@usableFromInline
internal protocol DeliveryState: AnyObject {
    /// `true` when nothing is being delivered.
    var isSettled: Bool { get }
}
