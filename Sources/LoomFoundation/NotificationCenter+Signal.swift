public import Foundation
public import Loom

extension NotificationCenter {
    /// The notifications named `name` as a Loom `Signal`, delivered on the main actor.
    ///
    /// The signal registers with the center when its first observer arrives and removes that
    /// registration when its last observer's token is cancelled or released: the registration lives
    /// exactly as long as somebody observes.
    /// Every Loom observer of one center and one name shares one registration.
    ///
    /// ```swift
    /// let token = NotificationCenter.default
    ///     .signal(for: .NSCalendarDayChanged)
    ///     .observe { _ in model.refresh() }
    /// // … `token.cancel()` (or releasing it) removes the registration.
    /// ```
    ///
    /// Delivery:
    /// - **On the main actor, synchronously.** A notification posted on the main actor reaches the
    ///   observers before `post` returns, in subscription order (like every Loom signal).
    /// - **One queue per center** (contract 2). A notification posted while Loom observers of the same
    ///   center are being handed one (from an observer, say) is queued: it is delivered after every Loom
    ///   observer of the center saw the current one, first in first out, across all the center's signals.
    /// - **Off the main thread, asynchronously.** A notification posted on another thread is delivered
    ///   later on the main actor, in the order that thread posted; `post` does not wait for it, so a thread
    ///   the main actor waits for can post. The notification, its object and its `userInfo` are then read
    ///   on the main actor: post values the posting thread no longer mutates.
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
            let delivery = NotificationDelivery.delivery(for: self)
            let receiver = delivery.add(name) { notification in
                // Identity, as the center matches an observer's object.
                guard filtersBySender else { return true }
                guard let sender, let poster = notification.object as AnyObject? else { return false }
                return poster === sender
            } send: {
                send($0)
            }
            return Token { delivery.remove(receiver) }
        }
    }
}
