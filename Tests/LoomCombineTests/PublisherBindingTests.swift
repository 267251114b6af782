import Loom
import LoomCombine
import LoomTesting
import Testing

#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// A view-like object for `Binder` targets.
private final class Label {
    var text = ""
    var optionalText: String?
}

/// Records what happens upstream of a binding.
private final class UpstreamLog {
    var subscriptions = 0
    var cancels = 0
    var requests: [Subscribers.Demand] = []
}

extension Publisher {
    fileprivate func logged(_ log: UpstreamLog) -> Publishers.HandleEvents<Self> {
        handleEvents(
            receiveSubscription: { _ in log.subscriptions += 1 },
            receiveCancel: { log.cancels += 1 },
            receiveRequest: { log.requests.append($0) })
    }
}

/// A publisher that breaks Combine's rules the way a buggy one might: it gives its subscriber two
/// subscriptions, and sends after completing.
private struct MisbehavingPublisher: Publisher {
    typealias Output = Int
    typealias Failure = Never
    let second: UpstreamLog

    func receive<Downstream: Subscriber>(subscriber: Downstream)
    where Downstream.Input == Int, Downstream.Failure == Never {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(
            subscription: AnySubscription(
                cancel: { second.cancels += 1 }, request: { second.requests.append($0) }))
        _ = subscriber.receive(1)
        subscriber.receive(completion: .finished)
        _ = subscriber.receive(2)
        subscriber.receive(completion: .finished)
    }
}

/// A subscription made of closures.
private final class AnySubscription: Subscription {
    let combineIdentifier = CombineIdentifier()
    let onCancel: () -> Void
    let onRequest: (Subscribers.Demand) -> Void

    init(cancel: @escaping () -> Void, request: @escaping (Subscribers.Demand) -> Void) {
        onCancel = cancel
        onRequest = request
    }

    func request(_ demand: Subscribers.Demand) { onRequest(demand) }
    func cancel() { onCancel() }
}

@Suite("Combine publishers as binding sources")
struct PublisherBindingTests {
    @Test("a property bound to a CurrentValueSubject takes its value now, then every value")
    func propertyFromCurrentValueSubject() {
        let name = MutableProperty("")
        let subject = CurrentValueSubject<String, Never>("Ada")
        let token = name <~ subject
        #expect(name.value == "Ada")
        subject.send("Grace")
        #expect(name.value == "Grace")
        token.cancel()
        subject.send("Hedy")
        #expect(name.value == "Grace", "nothing after the token is cancelled")
    }

    @Test("a binding asks for every value (unlimited demand) once")
    func unlimitedDemand() {
        let log = UpstreamLog()
        let subject = PassthroughSubject<Int, Never>()
        let count = MutableProperty(0)
        let token = count <~ subject.logged(log)
        #expect(log.subscriptions == 1)
        #expect(log.requests == [.unlimited])
        _ = token
    }

    @Test("binder, optional, closure and property targets all take the publisher's values")
    func targetForms() {
        let label = Label()
        let subject = PassthroughSubject<String, Never>()
        var closureSeen: [String] = []
        let bag = Bag()
        bag ++ Binder(label, \.text) <~ subject
            ++ Binder(label, \.optionalText) <~ subject
            ++ { closureSeen.append($0) } <~ subject
        let mirrored = MutableProperty("")
        let optional = MutableProperty<String?>(nil)
        var mirroredClosure: [String] = []
        bag ++ mirrored <~ subject ++ optional <~ subject ++ { mirroredClosure.append($0) } <~ subject
        subject.send("x")
        #expect(label.text == "x")
        #expect(label.optionalText == "x")
        #expect(closureSeen == ["x"])
        #expect(mirrored.value == "x")
        #expect(optional.value == "x")
        #expect(mirroredClosure == ["x"])
    }

    @Test("a Loom property through Combine operators and back into a Loom target stays synchronous")
    func roundTrip() {
        let count = MutableProperty(1)
        let label = MutableProperty("")
        let token = label <~ count.publisher.map { "\($0 * 10)" }.removeDuplicates()
        #expect(label.value == "10")
        count.value = 2
        #expect(label.value == "20", "before the setter returned")
        _ = token
    }

    // MARK: Reentrancy

    @Test("a value sent recursively by a subject during a delivery reaches the target after it, FIFO")
    func recursiveSubjectDeliveryIsQueued() {
        let subject = PassthroughSubject<Int, Never>()
        var log: [String] = []
        var depth = 0
        let token =
            { (value: Int) in
                depth += 1
                log.append("begin \(value) at depth \(depth)")
                if value == 1 {
                    subject.send(2)  // Combine delivers this recursively, before send(1) returns
                    subject.send(3)
                }
                log.append("end \(value)")
                depth -= 1
            } <~ subject
        subject.send(1)
        #expect(
            log == [
                "begin 1 at depth 1", "end 1", "begin 2 at depth 1", "end 2", "begin 3 at depth 1", "end 3",
            ])
        _ = token
    }

    @Test("a property target set re-entrantly through a subject notifies its observers in order")
    func reentrantPropertyTarget() {
        let subject = CurrentValueSubject<Int, Never>(0)
        let count = MutableProperty(-1)
        var seen: [Int] = []
        let bag = Bag()
        bag ++ count <~ subject
        bag
            ++ count.observe(skipsInitial: true) { value in
                seen.append(value)
                if value == 1 { subject.send(2) }
            }
        subject.send(1)
        #expect(seen == [1, 2])
        #expect(count.value == 2)
    }

    // MARK: Ending

    @Test("completion ends the binding: the token reads as cancelled and the target is released")
    func completionEndsBinding() {
        let leaks = LeakTracker()
        let subject = PassthroughSubject<String, Never>()
        var token: Token?
        do {
            let label = Label()
            leaks.track(label, "target")
            let target = MutableProperty("")
            leaks.track(target, "property target")
            token = Binder(label, \.text) <~ subject
            let second = target <~ subject
            subject.send("a")
            #expect(label.text == "a")
            #expect(target.value == "a")
            subject.send(completion: .finished)
            #expect(second.isCancelled)
        }
        #expect(token?.isCancelled == true)
        leaks.expectReleased()
        token?.cancel()  // still idempotent
    }

    @Test("cancelling the token cancels the upstream subscription once")
    func cancelCancelsUpstream() {
        let log = UpstreamLog()
        let subject = PassthroughSubject<Int, Never>()
        let count = MutableProperty(0)
        let token = count <~ subject.logged(log)
        token.cancel()
        token.cancel()
        #expect(log.cancels == 1)
        subject.send(1)
        #expect(count.value == 0)
    }

    @Test("releasing the token ends the binding and releases the target")
    func releasingTokenEnds() {
        let leaks = LeakTracker()
        let log = UpstreamLog()
        let subject = PassthroughSubject<Int, Never>()
        do {
            let count = MutableProperty(0)
            leaks.track(count, "target")
            _ = count <~ subject.logged(log)
        }
        leaks.expectReleased()
        #expect(log.cancels == 1)
    }

    @Test("a binding ends when the target's object is gone, and cancels upstream")
    func bindingEndsWithTarget() {
        let log = UpstreamLog()
        let subject = PassthroughSubject<String, Never>()
        var label: Label? = Label()
        let token = Binder(label!, \.text) <~ subject.logged(log)
        subject.send("a")
        #expect(label?.text == "a")
        label = nil
        subject.send("b")
        #expect(token.isCancelled)
        #expect(log.cancels == 1)
    }

    @Test("a target that is gone already is never subscribed")
    func deadTargetNotSubscribed() {
        let log = UpstreamLog()
        weak var gone: Label?
        let binder: Binder<String>
        do {
            let label = Label()
            gone = label
            binder = Binder(label, \.text)
        }
        #expect(gone == nil)
        let token = binder <~ PassthroughSubject<String, Never>().logged(log)
        #expect(token.isCancelled)
        #expect(log.subscriptions == 0)
    }

    @Test("cancelling the binding from inside the target drops the values queued behind it")
    func cancelInsideDelivery() {
        let subject = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        var token: Token?
        token = { (value: Int) in
            seen.append(value)
            subject.send(value + 1)  // recursive: queued behind this value
            token?.cancel()
        } <~ subject
        subject.send(1)
        subject.send(5)
        #expect(seen == [1])
        #expect(token?.isCancelled == true)
    }

    @Test("a second subscription is cancelled at once, and values after completion are ignored")
    func misbehavingPublisher() {
        let second = UpstreamLog()
        var seen: [Int] = []
        let token = { seen.append($0) } <~ MisbehavingPublisher(second: second)
        #expect(second.cancels == 1)
        #expect(second.requests.isEmpty)
        #expect(seen == [1])
        #expect(token.isCancelled)
    }

    @Test("a binding kept in an object's lifetime ends with the object")
    func bindingInLifetime() {
        final class Screen {
            let lifetime = Lifetime()
            let title = MutableProperty("")
        }
        let leaks = LeakTracker()
        let log = UpstreamLog()
        let subject = CurrentValueSubject<String, Never>("Inbox")
        do {
            let screen = Screen()
            leaks.track(screen, "screen")
            screen.lifetime ++ screen.title <~ subject.logged(log)
            #expect(screen.title.value == "Inbox")
        }
        leaks.expectReleased()
        #expect(log.cancels == 1)
    }
}
