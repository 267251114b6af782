public import Foundation
import Loom

/// A set of block-based `NotificationCenter` observations kept together: each is keyed by notification name and sender, can be removed by
/// name, by name and sender, or all at once, and all are removed when the set is released.
///
/// ```swift
/// @MainActor final class PlayerViewModel {
///     private let notifications = NotificationObservers()
///     init() {
///         notifications.observe(.playbackEnded) { [weak self] _ in self?.playNext() }
///     }
///     func playNext() { … }
/// }
/// ```
///
/// Observing the same name and sender again replaces the previous observation. Handlers run on the main
/// actor (see ``Foundation/NotificationCenter/signal(for:object:)``). The set keeps its handlers, not the
/// senders (held weakly) nor its owner: capture `self` weakly in a handler, as above.
@MainActor
public final class NotificationObservers {
    private struct Observation {
        let name: Notification.Name
        weak var sender: AnyObject?
        let hasSender: Bool
        let token: Token

        /// Whether this is the observation of `name` from exactly `sender` (`nil`: the any-sender one).
        func matches(_ name: Notification.Name, exactly sender: AnyObject?) -> Bool {
            guard self.name == name else { return false }
            guard let sender else { return !hasSender }
            return hasSender && self.sender === sender
        }
    }

    /// The center observed.
    public let center: NotificationCenter
    private var observations: [Observation] = []

    /// An empty set observing `center`.
    public init(center: NotificationCenter = .default) {
        self.center = center
    }

    /// The number of observations in the set.
    public var count: Int { observations.count }

    /// Whether an observation of `name` from `sender` (`nil`: the one for any sender) is in the set.
    public func isObserving(_ name: Notification.Name, object sender: AnyObject? = nil) -> Bool {
        observations.contains { $0.matches(name, exactly: sender) }
    }

    /// Calls `handler` with every notification named `name` posted by `sender` (any sender when `nil`),
    /// until the observation is removed or the set is released. An observation with the same name and
    /// sender is replaced.
    public func observe(
        _ name: Notification.Name, object sender: AnyObject? = nil,
        _ handler: @escaping @MainActor (Notification) -> Void
    ) {
        remove(where: { $0.matches(name, exactly: sender) })
        let token = center.signal(for: name, object: sender).observe { handler($0) }
        observations.append(Observation(name: name, sender: sender, hasSender: sender != nil, token: token))
    }

    /// Removes the observations of `name`: every sender's when `sender` is `nil`, else only `sender`'s.
    /// Removing what is not observed does nothing.
    public func remove(_ name: Notification.Name, object sender: AnyObject? = nil) {
        if let sender {
            remove(where: { $0.matches(name, exactly: sender) })
        } else {
            remove(where: { $0.name == name })
        }
    }

    /// Removes every observation.
    public func removeAll() {
        remove(where: { _ in true })
    }

    private func remove(where shouldRemove: (Observation) -> Bool) {
        // Cancel after the array is updated: a handler's release may run code that uses this set.
        var removed: [Observation] = []
        observations.removeAll { observation in
            let matches = shouldRemove(observation)
            if matches { removed.append(observation) }
            return matches
        }
        for observation in removed { observation.token.cancel() }
    }
}
