import Loom
import LoomTesting
import Testing

@Suite("Contract 3: lifetime")
struct LifetimeContractTests {
    @Test("cancelling a token is idempotent")
    func cancelIsIdempotent() {
        var cancels = 0
        let token = Token { cancels += 1 }
        token.cancel()
        token.cancel()
        #expect(cancels == 1)
        #expect(token.isCancelled)
    }

    @Test("a token cancels when it is released")
    func tokenCancelsOnRelease() {
        let property = MutableProperty(0)
        var seen: [Int] = []
        var token: Token? = property.observe(skipsInitial: true) { seen.append($0) }
        property.value = 1
        token = nil
        property.value = 2
        #expect(seen == [1])
        #expect(token == nil)
    }

    @Test("a bag cancels what it holds when it is released")
    func bagCancelsOnRelease() {
        let property = MutableProperty(0)
        var seen: [Int] = []
        var bag: Bag? = Bag()
        bag?.insert(property.observe(skipsInitial: true) { seen.append($0) })
        property.value = 1
        bag = nil
        property.value = 2
        #expect(seen == [1])
    }

    @Test("bag ++ token chains and returns the bag")
    func bagChaining() {
        let bag = Bag()
        let a = MutableProperty(0)
        let b = MutableProperty(0)
        let returned = bag ++ a.observe { _ in } ++ b.observe { _ in }
        #expect(returned === bag)
        #expect(bag.count == 2)
        bag.cancelAll()
        #expect(bag.count == 0)
    }

    @Test("several tokens are invalidated as one (batch invalidation)")
    func batchInvalidation() {
        let model = MutableProperty(0)
        var first: [Int] = []
        var second: [Int] = []
        let batch = Token.batch([
            model.observe(skipsInitial: true) { first.append($0) },
            model.observe(skipsInitial: true) { second.append($0) },
        ])
        model.value = 1
        batch.cancel()
        model.value = 2
        #expect(first == [1])
        #expect(second == [1])
    }

    @Test("a lifetime ends its bindings when its owner is released")
    func lifetimeEndsWithOwner() {
        let title = MutableProperty("a")
        var label: Label? = Label()
        var received: [String] = []
        label!.lifetime ++ title.observe { received.append($0) }
        title.value = "b"
        let leaks = LeakTracker()
        leaks.track(label, "label")
        label = nil
        title.value = "c"
        #expect(received == ["a", "b"])
        leaks.expectReleased()
    }

    @Test("a lifetime fires ended once and cancels tokens stored after the end")
    func lifetimeEnded() {
        let lifetime = Lifetime()
        var endings = 0
        let token = lifetime.ended.observe { endings += 1 }
        lifetime.end()
        lifetime.end()
        #expect(endings == 1)
        let late = Token {}
        lifetime.insert(late)
        #expect(late.isCancelled)
        _ = token
    }

    @Test("a binding into an object's key path does not keep the object alive and ends with it")
    func binderHoldsTargetWeakly() {
        let title = MutableProperty("a")
        var label: Label? = Label()
        let token = Binder(label!, \.text) <~ title
        #expect(label?.text == "a")
        let leaks = LeakTracker()
        leaks.track(label, "label")
        label = nil
        leaks.expectReleased()
        title.value = "b"
        #expect(token.isCancelled)
    }

    @Test("a view bound to itself is released: no cycle through a binding")
    func viewBoundToItselfIsReleased() {
        final class SelfBoundView {
            let lifetime = Lifetime()
            let title = MutableProperty("")
            var shown = ""
            init() {
                lifetime ++ Binder(self, \.shown) <~ title
            }
        }
        var view: SelfBoundView? = SelfBoundView()
        view?.title.value = "hello"
        #expect(view?.shown == "hello")
        let leaks = LeakTracker()
        leaks.track(view, "view")
        view = nil
        leaks.expectReleased()
    }

    @Test("an observation of a derived property keeps delivering after the property object is released")
    func derivedObservationOutlivesWrapper() {
        let source = MutableProperty(1)
        var derived: Property<Int>? = source.map { $0 + 1 }
        var seen: [Int] = []
        var token: Token? = derived?.observe { seen.append($0) }
        let leaks = LeakTracker()
        leaks.track(derived, "the derived property (not needed for delivery)")
        derived = nil
        leaks.expectReleased()
        source.value = 5
        #expect(seen == [2, 6])
        token = nil
        source.value = 7
        #expect(seen == [2, 6])
        #expect(token == nil)
    }

    @Test("a source does not keep a derived chain alive after its observation ends")
    func sourceDoesNotRetainDerived() {
        let source = MutableProperty(1)
        weak var weakMapped: Property<Int>?
        do {
            let mapped = source.map { $0 * 3 }.map { $0 + 1 }
            weakMapped = mapped
            let token = mapped.observe { _ in }
            source.value = 2
            #expect(mapped.value == 7)
            token.cancel()
        }
        #expect(weakMapped == nil)
    }

    @Test("releasing a mutable property releases what its observers captured")
    func releasingSourceReleasesObservers() {
        final class Captured {}
        var property: MutableProperty<Int>? = MutableProperty(0)
        var captured: Captured? = Captured()
        let leaks = LeakTracker()
        leaks.track(captured, "captured")
        let token = property!.observe { [captured] _ in _ = captured }
        captured = nil
        #expect(leaks.alive == ["captured"])
        property = nil
        leaks.expectReleased()
        token.cancel()  // a no-op now, and no crash
    }

    @Test("an emitter's observers are released with the emitter")
    func emitterReleasesObservers() {
        final class Captured {}
        var emitter: Emitter<Int>? = Emitter()
        var captured: Captured? = Captured()
        let leaks = LeakTracker()
        leaks.track(captured, "captured")
        let token = emitter!.observe { [captured] _ in _ = captured }
        captured = nil
        emitter = nil
        leaks.expectReleased()
        _ = token
    }
}

@Suite("Contract 3: lifetime — releases that re-enter")
struct ReentrantReleaseTests {
    final class Holder {
        var token: Token?
    }

    @Test("releasing an emitter whose observer owns its own token does not crash")
    func emitterReleasedWithSelfOwningObserver() {
        var emitter: Emitter<Int>? = Emitter()
        var holder: Holder? = Holder()
        holder?.token = emitter?.observe { [holder] _ in _ = holder }
        let leaks = LeakTracker()
        leaks.track(holder, "holder")
        holder = nil
        #expect(leaks.alive == ["holder"], "the observer keeps its holder")
        emitter = nil
        leaks.expectReleased()
    }

    @Test("cancelling an observer whose closure owns another token of the same source does not crash")
    func cancellingReleasesAnotherToken() {
        let property = MutableProperty(0)
        let holder = Holder()
        holder.token = property.observe { _ in }
        var outer: Token? = property.observe { [holder] _ in _ = holder }
        holder.token = nil  // the inner token is now owned only through the outer observer's capture
        var seen: [Int] = []
        let probe = property.observe(skipsInitial: true) { seen.append($0) }
        outer = nil
        property.value = 1
        #expect(seen == [1])
        #expect(outer == nil)
        _ = probe
    }

    @Test("a value whose deinit reads the property is released safely when replaced")
    func replacedValueDeinitReadsProperty() {
        final class Payload {
            let onDeinit: () -> Void
            init(_ onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
            deinit { onDeinit() }
        }
        let property = MutableProperty<Payload?>(nil)
        var readDuringDeinit: Bool?
        property.value = Payload { [unowned property] in readDuringDeinit = property.value != nil }
        property.value = nil
        #expect(readDuringDeinit == false)
    }
}
