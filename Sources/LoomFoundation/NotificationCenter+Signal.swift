public import Foundation
public import Loom

extension NotificationCenter {
    /// The notifications named `name` as a Loom ``Signal``, delivered on the main actor.
    ///
    /// The signal registers with the center when its first observer arrives and removes that
    /// registration when its last observer's token is cancelled or released: the registration lives
    /// exactly as long as somebody observes.
    /// Every observer of one signal shares one registration.
    ///
    /// ```swift
    /// let token = NotificationCenter.default
    ///     .signal(for: .NSCalendarDayChanged)
    ///     .observe { _ in model.refresh() }
    /// // … `token.cancel()` (or releasing it) removes the registration.
    /// ```
    ///
    /// Delivery: a notification posted on the main actor reaches the observers before `post` returns
    /// (synchronous, like every Loom signal). One posted on another thread is delivered on the main actor,
    /// and `post` waits until it has been (as `NotificationCenter` does for an observer on the main
    /// queue), so the notification is never shared between threads; do not post from a thread the main
    /// actor is waiting for.
    ///
    /// - Parameters:
    ///   - name: The notification name.
    ///   - object: Only notifications posted by this object; `nil` for any sender. The sender is not
    ///     retained by the signal.
    @MainActor
    public func signal(for name: Notification.Name, object: AnyObject? = nil) -> Signal<Notification> {
        weak let sender = object
        let filtersBySender = object != nil
        return Signal { [self] send in
            // The sender may be gone by the time the first observer arrives: then nothing can match.
            if filtersBySender, sender == nil { return .empty }
            let relay = NotificationRelay(send)
            let registration = addObserver(forName: name, object: sender, queue: nil) { notification in
                relay.receive(notification)
            }
            return Token { [self] in removeObserver(registration) }
        }
    }
}

/// Carries a notification from the posting thread to the main actor, where the signal's observers live.
@MainActor
final class NotificationRelay: Sendable {
    private let send: (Notification) -> Void

    init(_ send: @escaping (Notification) -> Void) {
        self.send = send
    }

    /// Called by the center on the posting thread.
    nonisolated func receive(_ notification: Notification) {
        let handoff = Handoff(notification: notification)
        if MainQueue.isCurrent {
            MainActor.assumeIsolated { deliver(handoff.notification) }
        } else {
            // `post` waits here, so the notification is used by one thread at a time.
            DispatchQueue.main.sync {
                MainActor.assumeIsolated { deliver(handoff.notification) }
            }
        }
    }

    private func deliver(_ notification: Notification) {
        send(notification)
    }
}

/// A notification on its way from the posting thread to the main actor (`Notification` is not `Sendable`).
// Sending it is safe: it is made on the posting thread and opened only on the main actor while the
// posting thread waits (the same thread, or `DispatchQueue.main.sync`), so the notification is never used
// by two threads at once; `MainActor.assumeIsolated` checks at run time that it is on the main actor.
private struct Handoff: @unchecked Sendable {
    let notification: Notification
}

/// Whether the current code runs on the main dispatch queue, which runs the main actor.
private enum MainQueue {
    #if canImport(Darwin)
    // Apple platforms drain the main queue on the main thread.
    static var isCurrent: Bool { Thread.isMainThread }
    #else
    // On Linux the main queue may be drained by a worker thread (after `dispatchMain()`), so
    // `Thread.isMainThread` cannot tell: the main queue carries a value under a key of ours.
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) ?? false }
    #endif
}
