// Key-value observing as Apple's Foundation offers it to Swift
// (https://developer.apple.com/documentation/swift/using-key-value-observing-in-swift):
// `observe(_:options:changeHandler:)` returns an `NSKeyValueObservation` that observes until it is
// invalidated or released. swift-corelibs-foundation has no KVO, so the stand-in provides the API.
//
// Skeleton: the API the shipped code compiles against. On Linux no setter is intercepted, so a model
// announces a change itself with `standInDidChangeValue(for:)` (stand-in only); the observations of that
// key path are then notified. The KVO part of the stand-in (options, threads) is to be written from the
// documentation by the helper who owns it.
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

/// The observations of one object, by key path (stand-in only).
final class KeyValueObservers: @unchecked Sendable {
    // Guarded by `lock`: observers are added and notified from any thread.
    private let lock = NSLock()
    private var observers: [AnyKeyPath: [Int: (Any) -> Void]] = [:]
    private var nextID = 0

    func add(_ keyPath: AnyKeyPath, _ notify: @escaping (Any) -> Void) -> Int {
        lock.lock()
        defer { lock.unlock() }
        nextID += 1
        observers[keyPath, default: [:]][nextID] = notify
        return nextID
    }

    func remove(_ keyPath: AnyKeyPath, id: Int) {
        lock.lock()
        defer { lock.unlock() }
        observers[keyPath]?[id] = nil
    }

    func notify(_ keyPath: AnyKeyPath, object: Any) {
        lock.lock()
        let current = observers[keyPath].map { $0.sorted { $0.key < $1.key }.map(\.value) } ?? []
        lock.unlock()
        for notify in current { notify(object) }
    }
}

private let registry = Mutex<[ObjectIdentifier: KeyValueObservers]>([:])

extension NSObject {
    /// Observes the value at `keyPath`: `changeHandler` gets the object and the change each time it
    /// changes (stand-in: each time ``standInDidChangeValue(for:)`` announces it).
    public func observe<Root: NSObject, Value>(
        _ keyPath: KeyPath<Root, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Root, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let observers = registry.withLock { $0[ObjectIdentifier(self), default: KeyValueObservers()] }
        registry.withLock { $0[ObjectIdentifier(self)] = observers }
        let id = observers.add(keyPath) { object in
            guard let root = object as? Root else { return }
            let value = root[keyPath: keyPath]
            changeHandler(
                root,
                NSKeyValueObservedChange(
                    newValue: options.contains(.new) ? value : nil, oldValue: nil, isPrior: false))
        }
        if options.contains(.initial), let root = self as? Root {
            changeHandler(
                root,
                NSKeyValueObservedChange(
                    newValue: options.contains(.new) ? root[keyPath: keyPath] : nil, oldValue: nil,
                    isPrior: false))
        }
        return NSKeyValueObservation { observers.remove(keyPath, id: id) }
    }

    /// Stand-in only: announces that the value at `keyPath` changed (what an `@objc dynamic` setter
    /// does on Apple platforms), notifying its observations.
    public func standInDidChangeValue(for keyPath: AnyKeyPath) {
        registry.withLock { $0[ObjectIdentifier(self)] }?.notify(keyPath, object: self)
    }
}
