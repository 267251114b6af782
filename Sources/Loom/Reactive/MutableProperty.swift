public import Observation

/// An observable value you can read and write.
///
/// ```swift
/// let name = MutableProperty("")
/// let token = name.observe(skipsInitial: true) { print("name is now \($0)") }
/// name.value = "Ada"    // prints "name is now Ada" before the setter returns
/// ```
///
/// Setting notifies every observer synchronously, in subscription order; a set made by an observer while
/// a delivery is in progress is queued and delivered after it (first in first out). Every set notifies,
/// even when the value is equal to the previous one: use ``Property/removeDuplicates()`` to skip repeats.
/// A change in place (`items.value.append(3)`) is one set: it notifies once.
///
/// ## Observation
/// A property made with `observation: .tracked` also takes part in Swift's Observation: reading ``value``
/// inside `withObservationTracking` (or in a SwiftUI view body) tracks it, and setting it notifies those
/// trackers. Tracking costs every read, and every set that follows a read, a call into the Observation
/// registrar (see the benchmark), so it is chosen per property; the default is the plain, faster path.
///
/// ```swift
/// let title = MutableProperty("Inbox", observation: .tracked)
/// withObservationTracking { _ = title.value } onChange: { print("title will change") }
/// title.value = "Archive"   // prints "title will change"
/// ```
public final class MutableProperty<Value>: Property<Value> {
    @usableFromInline internal let box: Box<Value>
    /// The registrar and key path of a tracked property; `nil` for a plain one (testing an optional
    /// class reference is one comparison, where an optional of the resilient `ObservationRegistrar`
    /// is tested and copied through the runtime).
    @usableFromInline internal let tracking: PropertyTracking<Value>?
    /// How many more sets are reported to the registrar: a read arms the property for
    /// `observationReportsPerRead` of them (see there why a set with no read since skips the registrar,
    /// and why more than one).
    // Instantaneous accesses on the property's own isolation domain only (see `Box`).
    #if DEBUG
    @usableFromInline internal var reportsLeft: UInt8 = 0
    #else
    @exclusivity(unchecked) @usableFromInline internal var reportsLeft: UInt8 = 0
    #endif

    /// Creates a property holding `value`.
    /// - Parameters:
    ///   - value: The initial value.
    ///   - observation: Whether reads and writes take part in Swift's Observation (default: `.plain`).
    public init(_ value: Value, observation: ObservationParticipation = .plain) {
        let box = Box(value)
        self.box = box
        self.tracking = observation == .tracked ? PropertyTracking() : nil
        // Derived properties read through this closure (see `Property.read`): it holds the storage, and the
        // property itself only weakly, for Observation's tracking of a tracked property.
        if observation == .tracked {
            let tracked = WeakProperty<Value>()
            super.init(read: { tracked.property?.value ?? box.value }, connect: nil)
            tracked.property = self
        } else {
            super.init(read: { box.value }, connect: nil)
        }
    }

    deinit {
        hub.terminate()
    }

    /// The current value. Setting it notifies every observer before the setter returns.
    @inlinable
    public override var value: Value {
        get {
            if let tracking {
                reportsLeft = observationReportsPerRead
                tracking.registrar.access(self, keyPath: tracking.keyPath)
            }
            return box.value
        }
        set {
            // The old value is released after the store, outside the access (its deinit may read us).
            let old = box.value
            if reportsLeft > 0, let tracking {
                reportsLeft -= 1
                tracking.registrar.willSet(self, keyPath: tracking.keyPath)
                box.value = newValue
                tracking.registrar.didSet(self, keyPath: tracking.keyPath)
            } else {
                box.value = newValue
            }
            withExtendedLifetime(old) {}
            hub.deliver(newValue)
        }
    }
}

extension Property: Observable {}

/// Whether a ``MutableProperty`` takes part in Swift's Observation.
public enum ObservationParticipation: Sendable, Hashable {
    /// Observed through Loom only (the fastest path).
    case plain
    /// Also tracked by `withObservationTracking` and SwiftUI.
    case tracked
}

/// What a tracked ``MutableProperty`` needs to take part in Observation.
@usableFromInline
internal final class PropertyTracking<Value> {
    @usableFromInline let registrar = ObservationRegistrar()
    /// The key path the registrar knows the value by, made once (a key path into a generic class is
    /// instantiated at run time): `\.box`, the value's storage. A stored property's key path hashes
    /// and compares as an offset, where `\.value`, an overridden computed property of a generic
    /// class, hashes its generic arguments, and the registrar hashes it at every read and set.
    @usableFromInline let keyPath: KeyPath<MutableProperty<Value>, Box<Value>> = \.box

    init() {}
}

/// A weak reference to a tracked property, for the read closure that derived properties call.
internal final class WeakProperty<Value> {
    weak var property: MutableProperty<Value>?
}

/// A mutable cell shared between a property and the closures that read it.
@usableFromInline
internal final class Box<Value> {
    // Instantaneous accesses only; checked in debug builds, unchecked in release (see `Hub`).
    #if DEBUG
    @usableFromInline var value: Value
    #else
    @exclusivity(unchecked) @usableFromInline var value: Value
    #endif

    @usableFromInline init(_ value: Value) {
        self.value = value
    }
}
