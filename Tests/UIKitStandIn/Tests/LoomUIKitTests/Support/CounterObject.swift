import Foundation

/// A key-value observable model. On Apple platforms `@objc dynamic var count` makes it so; on Linux the
/// setter announces its change itself, as a class with manual change notification does
/// (`willChangeValue(for:)` / `didChangeValue(for:)`).
final class CounterObject: NSObject, @unchecked Sendable {
    // Written on one thread at a time in the tests (the background test hands it over and waits).
    var count = 0 {
        willSet { willChangeValue(for: \CounterObject.count) }
        didSet { didChangeValue(for: \CounterObject.count) }
    }
}
