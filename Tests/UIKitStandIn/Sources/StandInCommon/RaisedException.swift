// An Objective-C exception UIKit raises, recorded by the stand-in instead (a crash would end the test
// run). UIKit (and AppKit) raise `NSInternalInconsistencyException` for an invalid batch update or an unregistered
// reuse identifier, `NSRangeException` for a row past the end, `NSInvalidArgumentException` for a wrong
// argument (https://developer.apple.com/documentation/foundation/nsexceptionname).

/// An exception the stand-in recorded where UIKit raises one.
public struct RaisedException: Hashable, Sendable, CustomStringConvertible {
    /// The exception's name, such as `NSInternalInconsistencyException`.
    public let name: String
    /// Why it was raised, phrased as UIKit's message.
    public let reason: String

    /// The name `NSInternalInconsistencyException`.
    public static let internalInconsistency = "NSInternalInconsistencyException"
    /// The name `NSRangeException`.
    public static let range = "NSRangeException"
    /// The name `NSInvalidArgumentException`.
    public static let invalidArgument = "NSInvalidArgumentException"

    /// The exception `name`, raised for `reason`.
    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }

    /// The name and the reason.
    public var description: String { "\(name): \(reason)" }
}
