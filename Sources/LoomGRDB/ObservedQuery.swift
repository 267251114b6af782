import Dispatch
public import GRDB
public import Loom

/// A database query observed as a Loom `Property`: GRDB's `ValueObservation`, with Loom's delivery
/// contracts.
///
/// ```swift
/// let trackCount = ObservedQuery(reader: dbQueue, initial: 0) { db in try Track.fetchCount(db) }
/// trackCount.start()                       // fetched now: trackCount.value is current
/// let token = label <~ trackCount.property.map { "\($0) tracks" }
/// try dbQueue.write { db in try Track(name: "Hells Bells").insert(db) }
/// // … the label says one more track once the main actor runs the change
/// ```
///
/// Contracts:
/// - **Synchronous once started.** ``start()`` runs the query at once, on the main actor: the property
///   holds its result (or ``error`` the failure) when `start` returns.
/// - **Ordered, on the main actor.** After every committed transaction that changes what the query read,
///   it runs again and the property takes the result on the main actor, in commit order; the property's
///   observers are notified synchronously when it does (as for any `MutableProperty`). With an
///   `Equatable` value, a result equal to the current one is not delivered again.
/// - **Token lifetime.** Observers of ``property`` end with their tokens.
/// - **Its property keeps it.** ``property`` keeps the query (and so its database observation) alive while
///   the property object is referenced: keeping only `query.property` is enough for the value to keep
///   following the database. Tokens keep neither (as for every derived property).
/// - **Released with its owner.** The query holds the database observation; releasing the query and its
///   property (or ``stop()``) ends it, and nothing else keeps the query or the database alive.
///
/// GRDB notices the transactions committed through the `reader` it observes (its writer connection);
/// another connection's writes (another process) are not seen until a later change through this one.
@MainActor
public final class ObservedQuery<Value: Sendable> {
    private let storage: MutableProperty<Value>
    private let failure = MutableProperty<(any Error)?>(nil)
    private let reader: any DatabaseReader
    private let observation: ValueObservation<ValueReducers.Fetch<Value>>
    private let isDuplicate: ((Value, Value) -> Bool)?
    private var cancellable: AnyDatabaseCancellable?
    /// The property handed out, while somebody keeps it (it keeps the query: held weakly, not a cycle).
    private weak var keepingProperty: Property<Value>?

    /// A query over `reader`, not started yet (call ``start()``); ``value`` is `initial` until then.
    ///
    /// - Parameters:
    ///   - reader: A `DatabaseQueue` or `DatabasePool`.
    ///   - initial: The value before the first fetch.
    ///   - fetch: The query; it runs again after every transaction that changes what it reads.
    public convenience init(
        reader: any DatabaseReader, initial: Value, fetch: @escaping @Sendable (Database) throws -> Value
    ) {
        self.init(reader: reader, initial: initial, fetch: fetch, isDuplicate: nil)
    }

    private init(
        reader: any DatabaseReader, initial: Value, fetch: @escaping @Sendable (Database) throws -> Value,
        isDuplicate: ((Value, Value) -> Bool)?
    ) {
        self.reader = reader
        self.storage = MutableProperty(initial)
        self.observation = ValueObservation.tracking(fetch)
        self.isDuplicate = isDuplicate
    }

    /// The query's result, as a read-only property that keeps the query (and its observation) alive while
    /// it is referenced.
    public var property: Property<Value> {
        if let keepingProperty { return keepingProperty }
        let made = Property(storage, keeping: self)
        keepingProperty = made
        return made
    }

    /// The current result.
    public var value: Value { storage.value }

    /// The last failure of the query, if any. A failure stops the observation (``isObserving`` becomes
    /// false); ``start()`` tries again and clears it.
    public var error: Property<(any Error)?> { failure }

    /// Whether the query is being observed.
    public var isObserving: Bool { cancellable != nil }

    /// Runs the query now and then after every change to what it read, until ``stop()`` or the query is
    /// released. Starting again while observing does nothing.
    public func start() {
        guard cancellable == nil else { return }
        if failure.value != nil { failure.value = nil }
        let started = observation.start(
            in: reader, scheduling: ImmediateOnMainActor(),
            onError: { [weak self] error in self?.fail(error) },
            onChange: { [weak self] value in self?.receive(value) })
        // A failure of the first fetch is reported during `start` (GRDB then observes nothing).
        if failure.value == nil { cancellable = started }
    }

    /// Stops observing; the property keeps the last result.
    public func stop() {
        cancellable?.cancel()
        cancellable = nil
    }

    private func receive(_ value: Value) {
        if let isDuplicate, isDuplicate(storage.value, value) { return }
        storage.value = value
    }

    private func fail(_ error: any Error) {
        cancellable = nil
        failure.value = error
    }
}

extension ObservedQuery where Value: Equatable {
    /// A query over `reader` whose equal consecutive results are delivered once (GRDB notifies after every
    /// transaction that touches what the query read, even when its result is the same).
    public convenience init(
        reader: any DatabaseReader, initial: Value, fetch: @escaping @Sendable (Database) throws -> Value
    ) {
        self.init(reader: reader, initial: initial, fetch: fetch, isDuplicate: ==)
    }
}

/// GRDB's `.immediate` scheduling without its `Thread.isMainThread` precondition: on Linux the main actor
/// may run on a worker thread that drains the main queue. The first value is fetched and notified during
/// `start`, which GRDB only calls on the main actor for this kind of scheduler; later values are
/// notified on the main queue, which runs the main actor.
private struct ImmediateOnMainActor: ValueObservationMainActorScheduler {
    func immediateInitialValue() -> Bool { true }

    func scheduleOnMainActor(_ action: @escaping @MainActor () -> Void) {
        DispatchQueue.main.async(execute: action)
    }
}
