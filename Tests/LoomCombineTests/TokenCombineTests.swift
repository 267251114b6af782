import Loom
import LoomCombine
import LoomTesting
import Testing

#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

@Suite("Tokens and Combine cancellables")
struct TokenCombineTests {
    @Test("a token is a Cancellable: an AnyCancellable made from it cancels it when released")
    func anyCancellableFromToken() {
        let count = MutableProperty(0)
        var seen: [Int] = []
        var cancellable: AnyCancellable? = AnyCancellable(count.observe { seen.append($0) })
        count.value = 1
        #expect(seen == [0, 1])
        withExtendedLifetime(cancellable) {}
        cancellable = nil
        count.value = 2
        #expect(seen == [0, 1])
    }

    @Test("a token stored in a Set of AnyCancellable lives as long as the set holds it")
    func tokenInCancellableSet() {
        let count = MutableProperty(0)
        var seen: [Int] = []
        var cancellables = Set<AnyCancellable>()
        count.observe(skipsInitial: true) { seen.append($0) }.store(in: &cancellables)
        count.value = 1
        #expect(seen == [1])
        cancellables.removeAll()
        count.value = 2
        #expect(seen == [1])
    }

    @Test("a Combine subscription in a bag is cancelled when the bag is emptied or released")
    func cancellableInBag() {
        let subject = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        let bag = Bag()
        subject.sink { seen.append($0) }.store(in: bag)
        bag ++ subject.sink { seen.append($0 * 100) }
        subject.send(1)
        #expect(seen.sorted() == [1, 100])  // a subject does not promise an order
        bag.cancelAll()
        subject.send(2)
        #expect(seen.sorted() == [1, 100])  // a subject does not promise an order

        var released = false
        do {
            let scoped = Bag()
            scoped ++ subject.handleEvents(receiveCancel: { released = true }).sink { _ in }
        }
        #expect(released)
    }

    @Test("a Combine subscription in a lifetime ends with the lifetime, and at once if it has ended")
    func cancellableInLifetime() {
        let subject = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        let lifetime = Lifetime()
        subject.sink { seen.append($0) }.store(in: lifetime)
        lifetime ++ subject.sink { seen.append(-$0) }
        subject.send(1)
        lifetime.end()
        subject.send(2)
        #expect(seen.sorted() == [-1, 1])  // a subject does not promise an order
        var cancelled = false
        subject.handleEvents(receiveCancel: { cancelled = true }).sink { _ in }.store(in: lifetime)
        #expect(cancelled, "a lifetime that has ended cancels what it is given")
    }

    @Test("a token made from a cancellable cancels it once, and releases it")
    func tokenFromCancellable() {
        let leaks = LeakTracker()
        var cancels = 0
        var token: Token?
        do {
            let cancellable = AnyCancellable { cancels += 1 }
            leaks.track(cancellable, "cancellable")
            token = Token(cancellable)
        }
        token?.cancel()
        token?.cancel()
        #expect(cancels == 1)
        #expect(token?.isCancelled == true)
        token = nil
        leaks.expectReleased()
    }

    @Test("releasing a token made from a cancellable cancels it")
    func releasingTokenCancels() {
        var cancels = 0
        do {
            _ = Token(AnyCancellable { cancels += 1 })
        }
        #expect(cancels == 1)
    }
}
