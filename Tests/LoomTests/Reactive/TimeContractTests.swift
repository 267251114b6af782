import Clocks
import Loom
import LoomTesting
import Testing

@MainActor
@Suite("Contract 5: time (test clock, no sleeping)", .timeLimit(.minutes(1)))
struct TimeContractTests {
    // Deliveries are awaited through the signal's async values, so no test depends on how soon the main
    // actor runs a timer; "nothing yet" is only asserted before the clock reaches a deadline. The clock
    // is moved exactly onto a deadline only once `waitForSleeper()` saw the timer asleep: a `TestClock`
    // that reaches a deadline before the timer's sleep begins leaves that sleep waiting for the next
    // advance (the throttle test hung on it when the machine was loaded).

    @Test("debounce sends only the last event after a quiet interval")
    func debounce() async {
        let clock = TestClock()
        let typed = Emitter<String>()
        let debounced = typed.debounce(for: .milliseconds(330), clock: clock)
        var sent: [String] = []
        let token = debounced.observe { sent.append($0) }
        var deliveries = debounced.values.makeAsyncIterator()
        typed.send("l")
        await clock.advance(by: .milliseconds(100))
        typed.send("lo")
        await clock.advance(by: .milliseconds(100))
        typed.send("love")
        await clock.advance(by: .milliseconds(329))
        #expect(sent.isEmpty)
        await clock.waitForSleeper()
        await clock.advance(by: .milliseconds(1))
        #expect(await deliveries.next() == "love")
        #expect(sent == ["love"])
        _ = token
    }

    @Test("a debounced event whose interval has passed is delivered before a later event")
    func debounceFlushesDueEventFirst() async {
        let clock = TestClock()
        let typed = Emitter<String>()
        let debounced = typed.debounce(for: .milliseconds(330), clock: clock)
        var deliveries = debounced.values.makeAsyncIterator()
        typed.send("first")
        await clock.advance(by: .milliseconds(400))
        typed.send("second")
        await clock.waitForSleeper()
        await clock.advance(by: .milliseconds(330))
        #expect(await deliveries.next() == "first")
        #expect(await deliveries.next() == "second")
    }

    @Test("a pending debounced event is dropped when the observation ends")
    func debounceCancelledWithObservation() async {
        let clock = TestClock()
        let typed = Emitter<String>()
        var sent: [String] = []
        let token = typed.debounce(for: .seconds(1), clock: clock).observe { sent.append($0) }
        typed.send("x")
        token.cancel()
        await clock.advance(by: .seconds(2))
        await clock.run(timeout: .seconds(30))  // the default 500 ms fails under load; a pass returns at once
        #expect(sent.isEmpty)
    }

    @Test("throttle lets the first event through and the latest at the end of the interval")
    func throttleLatest() async {
        let clock = TestClock()
        let offsets = Emitter<Int>()
        let throttled = offsets.throttle(for: .milliseconds(100), clock: clock)
        var deliveries = throttled.values.makeAsyncIterator()
        offsets.send(1)
        offsets.send(2)
        offsets.send(3)
        #expect(await deliveries.next() == 1)
        await clock.waitForSleeper()
        await clock.advance(by: .milliseconds(100))
        #expect(await deliveries.next() == 3)
        await clock.advance(by: .milliseconds(100))
        offsets.send(4)
        #expect(await deliveries.next() == 4)
    }

    @Test("throttle with trailing .drop drops events inside the interval")
    func throttleFirstOnly() async {
        let clock = TestClock()
        let offsets = Emitter<Int>()
        let throttled = offsets.throttle(for: .milliseconds(100), clock: clock, trailing: .drop)
        var deliveries = throttled.values.makeAsyncIterator()
        offsets.send(1)
        offsets.send(2)
        await clock.advance(by: .milliseconds(100))
        offsets.send(3)
        #expect(await deliveries.next() == 1)
        #expect(await deliveries.next() == 3)
    }
}

@MainActor
@Suite("flatMapLatest")
struct FlatMapLatestTests {
    /// A search whose answers the test releases in any order.
    @MainActor
    final class ControlledCalls {
        var continuations: [String: CheckedContinuation<String, any Error>] = [:]
        var started: [String] = []

        func call(_ term: String) async throws -> String {
            started.append(term)
            return try await withCheckedThrowingContinuation { continuations[term] = $0 }
        }

        func answer(_ term: String, with result: Result<String, any Error>) {
            continuations.removeValue(forKey: term)?.resume(with: result)
        }

        func waitForStart(of term: String) async {
            await settle(until: { started.contains(term) })
        }
    }

    struct SearchFailed: Error {}

    @Test("only the latest call's result arrives, even when an older call answers last")
    func staleResultNeverArrives() async {
        let calls = ControlledCalls()
        let terms = Emitter<String>()
        var results: [String] = []
        let token = terms.flatMapLatest {
            try await calls.call($0)
        } recover: { _ in
            nil
        }
        .observe { results.append($0) }
        for term in ["1", "2", "3"] {
            terms.send(term)
            await calls.waitForStart(of: term)
        }
        calls.answer("2", with: .success("result 2"))
        calls.answer("3", with: .success("result 3"))
        calls.answer("1", with: .success("result 1"))
        await drain()
        #expect(results == ["result 3"])
        _ = token
    }

    @Test("a failing call yields the fallback for that event and the stream goes on")
    func perElementErrors() async {
        let calls = ControlledCalls()
        let terms = Emitter<String>()
        var results: [String] = []
        let token = terms.flatMapLatest {
            try await calls.call($0)
        } recover: { _ in
            "error"
        }
        .observe { results.append($0) }
        terms.send("bad")
        await calls.waitForStart(of: "bad")
        calls.answer("bad", with: .failure(SearchFailed()))
        await drain()
        terms.send("good")
        await calls.waitForStart(of: "good")
        calls.answer("good", with: .success("found"))
        await drain()
        #expect(results == ["error", "found"])
        _ = token
    }

    @Test("a call still running when the observation ends is cancelled and never delivered")
    func runningCallCancelled() async {
        let terms = Emitter<String>()
        var results: [String] = []
        var sawCancellation = false
        let (neverEnding, keepOpen) = AsyncStream<Void>.makeStream()
        let token = terms.flatMapLatest { term -> String in
            for await _ in neverEnding {}  // ends only when the task is cancelled
            sawCancellation = Task.isCancelled
            throw CancellationError()
        } recover: { _ in
            "recovered"
        }
        .observe { results.append($0) }
        terms.send("slow")
        await Task.yield()
        token.cancel()
        await settle(until: { sawCancellation })
        await drain()
        #expect(results.isEmpty)
        keepOpen.finish()
    }

    private func drain() async {
        await settle(rounds: 20)
    }
}
