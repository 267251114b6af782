import Foundation
import Loom
import LoomFoundation
import LoomTesting
import Testing

extension Notification.Name {
    static let trackChanged = Notification.Name("LoomFoundationTests.trackChanged")
    static let playbackEnded = Notification.Name("LoomFoundationTests.playbackEnded")
}

final class Sender {}

@MainActor
@Suite("NotificationCenter as a signal")
struct NotificationSignalTests {
    @Test("a notification posted on the main actor reaches the observers before post returns, in order")
    func synchronousDelivery() {
        let center = NotificationCenter()
        let signal = center.signal(for: .trackChanged)
        var log: [String] = []
        let a = signal.observe { log.append("a:\($0.userInfo?["id"] as? Int ?? -1)") }
        let b = signal.observe { log.append("b:\($0.userInfo?["id"] as? Int ?? -1)") }
        center.post(name: .trackChanged, object: nil, userInfo: ["id": 7])
        #expect(log == ["a:7", "b:7"])
        center.post(name: .playbackEnded, object: nil)
        #expect(log == ["a:7", "b:7"], "another name is not delivered")
        _ = (a, b)
    }

    @Test("all observers of a signal share one registration, removed with the last token")
    func oneRegistrationFollowingTheTokens() {
        let center = NotificationCenter()
        let signal = center.signal(for: .trackChanged)
        var first = 0
        var second = 0
        let a = signal.observe { _ in first += 1 }
        let b = signal.observe { _ in second += 1 }
        center.post(name: .trackChanged, object: nil)
        // Two registrations would deliver each notification twice to each observer.
        #expect(first == 1)
        #expect(second == 1)
        a.cancel()
        b.cancel()
        center.post(name: .trackChanged, object: nil)
        #expect(first == 1)
        var third = 0
        let c = signal.observe { _ in third += 1 }
        center.post(name: .trackChanged, object: nil)
        #expect(third == 1, "a registration left behind would deliver twice")
        _ = c
    }

    @Test("releasing the token removes the registration and releases what the observer captured")
    func releasingTokenEndsObservation() {
        final class Captured {}
        let leaks = LeakTracker()
        let center = NotificationCenter()
        var seen = 0
        do {
            let captured = Captured()
            leaks.track(captured, "what the observer captured")
            let token = center.signal(for: .trackChanged).observe { [captured] _ in
                _ = captured
                seen += 1
            }
            center.post(name: .trackChanged, object: nil)
            _ = token
        }
        center.post(name: .trackChanged, object: nil)
        #expect(seen == 1)
        leaks.expectReleased()
    }

    @Test("a signal for one sender ignores other senders and does not keep its sender alive")
    func senderFilterAndLifetime() {
        let center = NotificationCenter()
        let leaks = LeakTracker()
        var sender: Sender? = Sender()
        leaks.track(sender!, "the sender")
        let other = Sender()
        var seen = 0
        let token = center.signal(for: .trackChanged, object: sender).observe { _ in seen += 1 }
        center.post(name: .trackChanged, object: other)
        #expect(seen == 0)
        center.post(name: .trackChanged, object: sender)
        #expect(seen == 1)
        sender = nil
        leaks.expectReleased()
        center.post(name: .trackChanged, object: other)
        #expect(seen == 1)
        _ = token
    }

    @Test("notifications posted on another thread are delivered on the main actor, in posting order")
    func backgroundPost() async {
        let center = NotificationCenter()
        var seen: [Int] = []
        let token = center.signal(for: .trackChanged).observe { notification in
            MainActor.preconditionIsolated()  // traps off the main actor
            seen.append(notification.userInfo?["id"] as? Int ?? -1)
        }
        await Task.detached {
            for id in 1...5 { center.post(name: .trackChanged, object: nil, userInfo: ["id": id]) }
        }.value
        await settle(until: { seen.count == 5 }, maxYields: 10_000)
        #expect(seen == [1, 2, 3, 4, 5])
        _ = token
    }

    @Test("a thread the main actor waits for can post: a post never waits for the main actor (issue 21.4)")
    func backgroundPostWhileMainActorWaits() async {
        let center = NotificationCenter()
        var seen: [Int] = []
        let token = center.signal(for: .trackChanged).observe {
            seen.append($0.userInfo?["id"] as? Int ?? -1)
        }
        let posted = DispatchSemaphore(value: 0)
        let poster = Thread {
            for id in 1...3 { center.post(name: .trackChanged, object: nil, userInfo: ["id": id]) }
            posted.signal()
        }
        poster.start()
        // The main actor waits for the posting thread. A post that waited for the main actor would wait
        // forever too: the bound makes this test fail then instead of hanging the suite (the poster then
        // finishes once the main actor is free again).
        let finished = posted.wait(timeout: .now() + .seconds(5)) == .success
        #expect(finished, "the posting thread waited for the main actor, which was waiting for it")
        await settle(until: { seen.count == 3 }, maxYields: 10_000)
        #expect(seen == [1, 2, 3], "delivered later, on the main actor, in posting order")
        _ = token
    }

    @Test("a notification posted by an observer during a delivery is queued after it (contract 2)")
    func reentrantPost() {
        let center = NotificationCenter()
        let signal = center.signal(for: .trackChanged)
        var log: [Int] = []
        let a = signal.observe { notification in
            let id = notification.userInfo?["id"] as? Int ?? -1
            log.append(id)
            if id == 1 { center.post(name: .trackChanged, object: nil, userInfo: ["id": 2]) }
        }
        let b = signal.observe { log.append(($0.userInfo?["id"] as? Int ?? -1) * 10) }
        center.post(name: .trackChanged, object: nil, userInfo: ["id": 1])
        #expect(log == [1, 10, 2, 20])
        _ = (a, b)
    }

    @Test(
        "a notification posted during a delivery reaches every Loom observer of that name after the current one (issue 20.12)"
    )
    func reentrantPostAcrossSignals() {
        let center = NotificationCenter()
        var log: [String] = []
        let first = center.signal(for: .trackChanged).observe { notification in
            let id = notification.userInfo?["id"] as? Int ?? -1
            log.append("first \(id)")
            if id == 1 { center.post(name: .trackChanged, object: nil, userInfo: ["id": 2]) }
        }
        let second = center.signal(for: .trackChanged).observe {
            log.append("second \($0.userInfo?["id"] as? Int ?? -1)")
        }
        center.post(name: .trackChanged, object: nil, userInfo: ["id": 1])
        #expect(log == ["first 1", "second 1", "first 2", "second 2"])
        _ = (first, second)
    }

    @Test(
        "a notification of another name posted during a delivery waits until every observer saw the current one"
    )
    func reentrantPostOfAnotherName() {
        let center = NotificationCenter()
        let sender = Sender()
        var log: [String] = []
        let first = center.signal(for: .trackChanged).observe { _ in
            log.append("track 1")
            center.post(name: .playbackEnded, object: sender)
        }
        let ended = center.signal(for: .playbackEnded, object: sender).observe { _ in log.append("ended") }
        let second = center.signal(for: .trackChanged).observe { _ in log.append("track 2") }
        center.post(name: .trackChanged, object: nil)
        #expect(log == ["track 1", "track 2", "ended"])
        _ = (first, ended, second)
    }
}

@MainActor
@Suite("NotificationObservers: block observers kept together")
struct NotificationObserversTests {
    @Test("observing the same name and sender again replaces the previous observation")
    func sameNameAndSenderReplaces() {
        let center = NotificationCenter()
        let observers = NotificationObservers(center: center)
        let sender = Sender()
        var log: [String] = []
        observers.observe(.trackChanged, object: sender) { _ in log.append("first") }
        observers.observe(.trackChanged, object: sender) { _ in log.append("second") }
        #expect(observers.count == 1)
        center.post(name: .trackChanged, object: sender)
        #expect(log == ["second"], "the first observation was removed")
    }

    @Test("removing a name with no sender removes every sender's observation of that name only")
    func removeByName() {
        let center = NotificationCenter()
        let observers = NotificationObservers(center: center)
        let one = Sender()
        let two = Sender()
        var log: [String] = []
        observers.observe(.trackChanged, object: one) { _ in log.append("one") }
        observers.observe(.trackChanged, object: two) { _ in log.append("two") }
        observers.observe(.trackChanged) { _ in log.append("any") }
        observers.observe(.playbackEnded) { _ in log.append("ended") }
        #expect(observers.count == 4)
        observers.remove(.trackChanged)
        #expect(observers.count == 1)
        center.post(name: .trackChanged, object: one)
        center.post(name: .playbackEnded, object: nil)
        #expect(log == ["ended"])
    }

    @Test(
        "removing a name and a sender removes only that sender's observation; an unknown sender removes nothing"
    )
    func removeByNameAndSender() {
        let center = NotificationCenter()
        let observers = NotificationObservers(center: center)
        let one = Sender()
        let two = Sender()
        var log: [String] = []
        observers.observe(.trackChanged, object: one) { _ in log.append("one") }
        observers.observe(.trackChanged, object: two) { _ in log.append("two") }
        observers.remove(.trackChanged, object: Sender())
        #expect(observers.count == 2)
        observers.remove(.trackChanged, object: one)
        #expect(observers.count == 1)
        #expect(!observers.isObserving(.trackChanged, object: one))
        #expect(observers.isObserving(.trackChanged, object: two))
        center.post(name: .trackChanged, object: one)
        center.post(name: .trackChanged, object: two)
        #expect(log == ["two"])
    }

    @Test("removeAll removes every observation")
    func removeAll() {
        let center = NotificationCenter()
        let observers = NotificationObservers(center: center)
        var calls = 0
        observers.observe(.trackChanged) { _ in calls += 1 }
        observers.observe(.playbackEnded) { _ in calls += 1 }
        observers.removeAll()
        #expect(observers.count == 0)
        center.post(name: .trackChanged, object: nil)
        center.post(name: .playbackEnded, object: nil)
        #expect(calls == 0)
    }

    @Test("releasing the set removes its observations and releases its handlers and its owner")
    func releasedWithItsOwner() {
        @MainActor final class Owner {
            let observers: NotificationObservers
            var calls = 0
            init(center: NotificationCenter) {
                observers = NotificationObservers(center: center)
                observers.observe(.trackChanged) { [weak self] _ in self?.calls += 1 }
            }
        }
        let center = NotificationCenter()
        let leaks = LeakTracker()
        do {
            let owner = Owner(center: center)
            center.post(name: .trackChanged, object: nil)
            #expect(owner.calls == 1)
            leaks.track(owner, "the owner")
            leaks.track(owner.observers, "its notification observers")
        }
        leaks.expectReleased()
        center.post(name: .trackChanged, object: nil)  // nothing left to call, and no crash
    }
}
