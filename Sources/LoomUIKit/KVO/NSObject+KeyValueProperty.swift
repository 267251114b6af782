#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import Foundation
public import Loom

extension LoomExtension where Base: NSObject {
    /// The value at `keyPath` of a key-value observable model (an `NSObject` with `@objc dynamic`
    /// properties) as a Loom `Property`: its current value, then every change.
    ///
    /// A change made on the main thread is delivered before the setter returns (Loom's contract); a
    /// change made on another thread is delivered on the main queue, later (KVO reports it on that
    /// thread). The property keeps the observation, not the model: when the property and its
    /// observers are released, observing stops.
    ///
    /// ```swift
    /// final class CounterModel: NSObject {
    ///     @objc dynamic var count = 0
    /// }
    /// let count = model.loom.property(\.count)          // Property<Int>
    /// let token = countLabel.loom.text <~ count.map { "\($0)" }
    /// model.count += 1                                   // countLabel.text == "1"
    /// ```
    @MainActor
    public func property<Value: Sendable>(_ keyPath: any KeyPath<Base, Value> & Sendable) -> Property<Value> {
        let relay = KeyValueRelay(base[keyPath: keyPath])
        relay.observation = base.observe(keyPath, options: [.new]) { [weak relay] object, _ in
            guard let relay else { return }
            let value = object[keyPath: keyPath]
            if MainQueue.isCurrent {
                MainActor.assumeIsolated { relay.storage.value = value }
            } else {
                DispatchQueue.main.async { relay.storage.value = value }
            }
        }
        // The derived property keeps the relay, hence the observation, as long as it is used.
        return relay.storage.map { value in withExtendedLifetime(relay) { value } }
    }
}

/// The storage and the key-value observation behind ``LoomExtension/property(_:)``.
@MainActor
final class KeyValueRelay<Value> {
    let storage: MutableProperty<Value>
    var observation: NSKeyValueObservation?

    init(_ value: Value) {
        storage = MutableProperty(value)
    }
}
#endif
