// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (the names are the Objective-C runtime's)
// Associated objects, as the Objective-C runtime offers them
// (https://developer.apple.com/documentation/objectivec/objc_setassociatedobject(_:_:_:_:)): a value
// kept for an object under a key, released with the object.
//
// Stand-in: an object that adopts `AssociatedObjectStorage` (every UIKit stand-in object does) keeps its
// values itself, so they are released with it; the policies are kept as given, and every one retains.
import Foundation

/// The policy of an association (`OBJC_ASSOCIATION_…`); the stand-in retains in every case.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// A weak reference (`OBJC_ASSOCIATION_ASSIGN`).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// A strong reference, not atomic.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A copy, not atomic.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// A strong reference, atomic.
    case OBJC_ASSOCIATION_RETAIN = 769
    /// A copy, atomic.
    case OBJC_ASSOCIATION_COPY = 771
}

/// An object that keeps its associated values (so that they live exactly as long as it does).
public protocol AssociatedObjectStorage: AnyObject {
    /// The values associated with this object.
    var associatedValues: AssociatedValues { get }
}

/// The values associated with one object, by key address.
public final class AssociatedValues: @unchecked Sendable {
    // Guarded by `lock`: the runtime's functions may be called from any thread.
    private let lock = NSLock()
    private var values: [UnsafeRawPointer: Any] = [:]

    /// No value yet.
    public init() {}

    fileprivate subscript(key: UnsafeRawPointer) -> Any? {
        get { lock.withLock { values[key] } }
        set { lock.withLock { values[key] = newValue } }
    }
}

/// The value associated with `object` for `key`, if any.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    storage(of: object)[key]
}

/// Associates `value` with `object` for `key` (`nil` removes the association).
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    storage(of: object)[key] = value
}

private func storage(of object: Any) -> AssociatedValues {
    guard let owner = object as? any AssociatedObjectStorage else {
        // The Objective-C runtime associates values with any object; the stand-in only with its own
        // classes, and says so rather than keeping values that would never be released.
        preconditionFailure(
            "stand-in: associated objects need an AssociatedObjectStorage, got \(type(of: object))")
    }
    return owner.associatedValues
}
