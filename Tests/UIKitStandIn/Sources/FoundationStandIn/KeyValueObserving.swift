// Key-value observing as Apple's Foundation offers it to Swift
// (https://developer.apple.com/documentation/swift/using-key-value-observing-in-swift):
// `observe(_:options:changeHandler:)` returns an `NSKeyValueObservation` that observes until it is
// invalidated or released
// (https://developer.apple.com/documentation/foundation/nskeyvalueobservation). swift-corelibs-foundation
// has no KVO, so the stand-in provides the API.
//
// - Options (https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions): `.new` and
//   `.old` put the values in the change, `.initial` sends a change at once when observing starts (before
//   `observe` returns), `.prior` sends a change before the value changes too (`isPrior`, with the old value
//   when asked).
// - Notifications are sent synchronously, on the thread that changed the value, in the order the
//   observations were made.
// - On Linux no setter is intercepted: a model announces its changes as a class with manual change
//   notification does on Apple platforms
//   (https://developer.apple.com/documentation/objectivec/nsobject/1416222-willchangevalue and
//   `didChangeValue`): `willChangeValue(for:)` before, `didChangeValue(for:)` after. Apple's `@objc dynamic`
//   setters make exactly these two calls.
public import Foundation
import Synchronization

/// Options of an observation: which values the change carries, and whether it is sent at once.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The change carries the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    /// The change carries the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    /// A change is sent at once, when observing starts.
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    /// A change is sent before the value changes too.
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// One change of an observed value.
public struct NSKeyValueObservedChange<Value> {
    /// The new value, when the options asked for it.
    public let newValue: Value?
    /// The old value, when the options asked for it.
    public let oldValue: Value?
    /// Whether this is the notification sent before the change (`.prior`).
    public let isPrior: Bool
}

/// An observation: it observes until ``invalidate()`` or its release.
public final class NSKeyValueObservation: @unchecked Sendable {
    // Guarded by `lock`: an observation may be invalidated from any thread.
    private let lock = NSLock()
    private var end: (() -> Void)?

    init(end: @escaping () -> Void) {
        self.end = end
    }

    /// Stops observing; idempotent.
    public func invalidate() {
        lock.lock()
        let body = end
        end = nil
        lock.unlock()
        body?()
    }

    deinit { invalidate() }
}

/// What one observation does before and after a change.
struct KeyValueObserver {
    /// Before the change (remembers the old value; sends the prior change).
    let will: (AnyObject) -> Void
    /// After the change.
    let did: (AnyObject) -> Void
}

/// The observations of one object, by key path (stand-in only).
final class KeyValueObservers: @unchecked Sendable {
    // Guarded by `lock`: observers are added and notified from any thread.
    private let lock = NSLock()
    private var observers: [AnyKeyPath: [Int: KeyValueObserver]] = [:]
    private var nextID = 0

    func add(_ keyPath: AnyKeyPath, _ observer: KeyValueObserver) -> Int {
        lock.withLock {
            nextID += 1
            observers[keyPath, default: [:]][nextID] = observer
            return nextID
        }
    }

    func remove(_ keyPath: AnyKeyPath, id: Int) {
        lock.withLock { observers[keyPath]?[id] = nil }
    }

    func current(_ keyPath: AnyKeyPath) -> [KeyValueObserver] {
        lock.withLock { observers[keyPath].map { $0.sorted { $0.key < $1.key }.map(\.value) } ?? [] }
    }
}

/// The observations of every observed object, by object. An entry goes when its object is released (the
/// object's address may then be reused): `NSObject`'s stand-in cannot hook `deinit`, so an entry keeps a
/// weak reference to its object and is dropped when it is found empty.
private let registry = Mutex<[ObjectIdentifier: (object: WeakObject, observers: KeyValueObservers)]>([:])

/// A weak reference to an observed object.
struct WeakObject: @unchecked Sendable {
    // Only compared and read for identity; the object is never used across threads through it.
    weak var object: AnyObject?
}

private func observers(of object: AnyObject, creating: Bool) -> KeyValueObservers? {
    registry.withLock { entries in
        let id = ObjectIdentifier(object)
        if let entry = entries[id], entry.object.object === object { return entry.observers }
        guard creating else { return nil }
        let observers = KeyValueObservers()
        entries[id] = (WeakObject(object: object), observers)
        return observers
    }
}

/// The old values between `willChangeValue` and `didChangeValue` of one observation (nested changes
/// stack).
final class PendingOldValues<Value>: @unchecked Sendable {
    // Guarded by `lock`: a value may change on any thread.
    private let lock = NSLock()
    private var values: [Value] = []

    func push(_ value: Value) {
        lock.withLock { values.append(value) }
    }

    func pop() -> Value? {
        lock.withLock { values.popLast() }
    }
}

/// What Apple's Foundation gives every `NSObject` for key-value observing in Swift (the key paths are the
/// object's own).
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: NSObject {
    /// Observes the value at `keyPath`: `changeHandler` gets the object and the change each time it
    /// changes (announced by ``didChangeValue(for:)``).
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        typealias Root = Self
        let observers = observers(of: self, creating: true)!
        // The old value between `will` and `did`, for `.old`; on the changing thread only.
        let pendingOld = PendingOldValues<Value>()
        let observer = KeyValueObserver(
            will: { object in
                guard let root = object as? Root else { return }
                let old = root[keyPath: keyPath]
                if options.contains(.old) { pendingOld.push(old) }
                if options.contains(.prior) {
                    changeHandler(
                        root,
                        NSKeyValueObservedChange(
                            newValue: nil, oldValue: options.contains(.old) ? old : nil, isPrior: true))
                }
            },
            did: { object in
                guard let root = object as? Root else { return }
                let old = options.contains(.old) ? pendingOld.pop() : nil
                changeHandler(
                    root,
                    NSKeyValueObservedChange(
                        newValue: options.contains(.new) ? root[keyPath: keyPath] : nil, oldValue: old,
                        isPrior: false))
            })
        let id = observers.add(keyPath, observer)
        if options.contains(.initial) {
            changeHandler(
                self,
                NSKeyValueObservedChange(
                    newValue: options.contains(.new) ? self[keyPath: keyPath] : nil, oldValue: nil,
                    isPrior: false))
        }
        return NSKeyValueObservation { observers.remove(keyPath, id: id) }
    }

    /// Announces that the value at `keyPath` is about to change (what an `@objc dynamic` setter does first
    /// on Apple platforms).
    public func willChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
        guard let observers = observers(of: self, creating: false) else { return }
        for observer in observers.current(keyPath) { observer.will(self) }
    }

    /// Announces that the value at `keyPath` changed (what an `@objc dynamic` setter does last on Apple
    /// platforms): its observations are notified.
    public func didChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
        guard let observers = observers(of: self, creating: false) else { return }
        for observer in observers.current(keyPath) { observer.did(self) }
    }

}

extension NSObject {
    /// Stand-in only: announces a change after the fact (``didChangeValue(for:)`` without a
    /// ``willChangeValue(for:)``: no old value, no prior notification).
    public func standInDidChangeValue(for keyPath: AnyKeyPath) {
        guard let observers = observers(of: self, creating: false) else { return }
        for observer in observers.current(keyPath) { observer.did(self) }
    }
}
