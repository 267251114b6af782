import UIKit

/// The lifecycle calls of several view controllers, in order.
@MainActor
final class CallLog {
    var calls: [String] = []

    /// Returns the calls so far and forgets them.
    func take() -> [String] {
        defer { calls = [] }
        return calls
    }
}
