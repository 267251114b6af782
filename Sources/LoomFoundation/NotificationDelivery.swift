import Dispatch
import Foundation
import Loom

/// Hands one center's notifications to its Loom observers on the main actor, one notification at a time,
/// first in first out.
///
/// It holds one registration with the center per notification name that Loom observers watch, so one
/// `post` is one call here, whatever the number of signals and senders: that call reaches every Loom
/// observer of the name before a notification posted meanwhile (by one of them) reaches any. A
/// notification posted on another thread comes to the main actor with `DispatchQueue.main.async`: the
/// posting thread never waits for the main actor, and the main queue keeps each thread's posting order.
@MainActor
final class NotificationDelivery {
    /// A Loom observer: one signal's connection to the center.
    final class Receiver {
        let name: Notification.Name
        let accepts: (Notification) -> Bool
        let send: (Notification) -> Void
        /// Cleared when the signal's last observer leaves: a notification already queued is not sent then.
        var isActive = true

        init(
            name: Notification.Name, accepts: @escaping (Notification) -> Bool,
            send: @escaping (Notification) -> Void
        ) {
            self.name = name
            self.accepts = accepts
            self.send = send
        }
    }

    /// The delivery of each center that has Loom observers (kept while it has some).
    private static var deliveries: [ObjectIdentifier: NotificationDelivery] = [:]

    private let center: NotificationCenter
    /// The receivers of each name, in subscription order.
    private var receivers: [Notification.Name: [Receiver]] = [:]
    /// The center's registration for each name.
    private var registrations: [Notification.Name: any NSObjectProtocol] = [:]
    /// Notifications waiting for the one being delivered.
    private var pending: [Notification] = []
    private var isDelivering = false

    private init(center: NotificationCenter) {
        self.center = center
    }

    /// The delivery of `center` (one per center, so that all its signals share one queue).
    static func delivery(for center: NotificationCenter) -> NotificationDelivery {
        let key = ObjectIdentifier(center)
        if let existing = deliveries[key] { return existing }
        let made = NotificationDelivery(center: center)
        deliveries[key] = made
        return made
    }

    /// Adds a receiver of the notifications named `name` that `accepts`; registers with the center for
    /// the first one of a name.
    func add(
        _ name: Notification.Name, accepts: @escaping (Notification) -> Bool,
        send: @escaping (Notification) -> Void
    ) -> Receiver {
        let receiver = Receiver(name: name, accepts: accepts, send: send)
        receivers[name, default: []].append(receiver)
        if registrations[name] == nil {
            registrations[name] = center.addObserver(forName: name, object: nil, queue: nil) {
                [weak self] notification in
                let handoff = Handoff(notification: notification)
                if MainQueue.isCurrent {
                    MainActor.assumeIsolated { self?.receive(handoff.notification) }
                } else {
                    // Never `sync`: the main actor may be waiting for this thread.
                    DispatchQueue.main.async {
                        MainActor.assumeIsolated { self?.receive(handoff.notification) }
                    }
                }
            }
        }
        return receiver
    }

    /// Removes `receiver`; removes the center's registration with the last receiver of its name, and
    /// forgets the center with its last receiver. Idempotent.
    func remove(_ receiver: Receiver) {
        guard receiver.isActive else { return }
        receiver.isActive = false
        let name = receiver.name
        receivers[name]?.removeAll { $0 === receiver }
        if receivers[name]?.isEmpty == true {
            receivers[name] = nil
            if let registration = registrations.removeValue(forKey: name) {
                center.removeObserver(registration)
            }
        }
        forgetIfUnused()
    }

    /// A notification came from the center (on the main actor): delivered now, or after the one being
    /// delivered.
    private func receive(_ notification: Notification) {
        pending.append(notification)
        guard !isDelivering else { return }
        isDelivering = true
        var next = 0
        while next < pending.count {
            deliver(pending[next])
            next += 1
        }
        pending.removeAll(keepingCapacity: true)
        isDelivering = false
        forgetIfUnused()
    }

    /// Sends `notification` to the receivers of its name present now, in subscription order (one that
    /// arrives during the delivery gets only later notifications; one that leaves gets nothing more).
    private func deliver(_ notification: Notification) {
        guard let current = receivers[notification.name] else { return }
        for receiver in current where receiver.isActive && receiver.accepts(notification) {
            receiver.send(notification)
        }
    }

    /// Forgets the center once nobody observes it (not during a delivery, which may add receivers again:
    /// a second delivery of the same center would not share this one's queue).
    private func forgetIfUnused() {
        guard !isDelivering, receivers.isEmpty else { return }
        let key = ObjectIdentifier(center)
        if Self.deliveries[key] === self { Self.deliveries[key] = nil }
    }
}

/// A notification on its way from the posting thread to the main actor (`Notification` is not `Sendable`).
// Sending it is safe: a `Notification` is an immutable value once posted, and it is opened only on the main
// actor (`MainActor.assumeIsolated` checks that at run time). The objects it carries are shared with the
// observers as `NotificationCenter` shares them with an observer on another queue; `signal(for:object:)`
// documents that a poster off the main thread posts values it no longer mutates.
private struct Handoff: @unchecked Sendable {
    let notification: Notification
}
