import Clocks
import Testing

@testable import Loom

/// Runs a state machine through a marble diagram with simulated time: at each tick, a timer due by
/// then wakes first (at its deadline, or `lateness` ticks after it, as a busy main actor would), then
/// the tick's events arrive. Returns what the machine sent, stamped with the tick it was sent at.
private func simulate<Machine>(
    _ machine: inout Machine, input: Marble, length: Int, lateness: Int = 0,
    receive: (inout Machine, Character, TestClock<Duration>.Instant) -> [Character],
    deadlineReached: (inout Machine, TestClock<Duration>.Instant) -> [Character],
    deadline: (Machine) -> TestClock<Duration>.Instant?
) -> Marble {
    var sent: [(tick: Int, value: Character)] = []
    var timer: TestClock<Duration>.Instant?
    for tick in 0..<max(length, input.ticks.count) {
        let now = TestClock<Duration>.Instant.tick(tick)
        while let due = timer, due.advanced(by: marbleTick * lateness) <= now {
            let woke = due.advanced(by: marbleTick * lateness)
            sent += deadlineReached(&machine, woke).map { (woke.tick, $0) }
            timer = deadline(machine)
        }
        if tick < input.ticks.count {
            for value in input.ticks[tick] {
                sent += receive(&machine, value, now).map { (tick, $0) }
                if timer == nil { timer = deadline(machine) }
            }
        }
    }
    return Marble(length: length, events: sent)
}

private func debounce(_ input: String, interval: Int, length: Int? = nil, lateness: Int = 0) -> Marble {
    var machine = DebounceStateMachine<Character, TestClock<Duration>.Instant>(
        interval: marbleTick * interval)
    func values(_ action: DebounceStateMachine<Character, TestClock<Duration>.Instant>.Action) -> [Character]
    {
        if case .emit(let value) = action { return [value] }
        return []
    }
    let input = Marble(input)
    return simulate(
        &machine, input: input, length: length ?? input.ticks.count, lateness: lateness,
        receive: { values($0.receive($1, at: $2)) },
        deadlineReached: { values($0.deadlineReached(at: $1)) },
        deadline: { $0.deadline })
}

private func throttle(
    _ input: String, interval: Int,
    trailing: ThrottleTrailing,
    length: Int? = nil, lateness: Int = 0
) -> Marble {
    var machine = ThrottleStateMachine<Character, TestClock<Duration>.Instant>(
        interval: marbleTick * interval, trailing: trailing)
    func values(_ action: ThrottleStateMachine<Character, TestClock<Duration>.Instant>.Action) -> [Character]
    {
        switch action {
        case .none: []
        case .emit(let value): [value]
        case .emitBoth(let kept, let value): [kept, value]
        }
    }
    let input = Marble(input)
    return simulate(
        &machine, input: input, length: length ?? input.ticks.count, lateness: lateness,
        receive: { values($0.receive($1, at: $2)) },
        deadlineReached: { values($0.deadlineReached(at: $1)) },
        deadline: { $0.deadline })
}

@Suite("Time engine: the debounce and throttle state machines (marble diagrams)")
struct TimeMachineTests {
    @Test(
        "debounce sends an element once the interval has passed without another; a newer one replaces it",
        arguments: [
            // (input, interval, expected)
            ("abcd----e---f-g----", 3, "------d----e-----g-"),
            ("a------", 3, "---a---"),
            ("a--b--c---", 3, "---a--b--c"),
            ("ab-----", 1, "-ab----"),
            ("a-b-c-d----", 3, "---------d-"),
            ("a-b-c-d--", 2, "--a-b-c-d"),
            ("[ab]----", 2, "--b--"),
        ])
    func debounceDiagrams(input: String, interval: Int, expected: String) {
        #expect(debounce(input, interval: interval) == Marble(expected))
    }

    @Test(
        "throttle sends the first element at once and the latest of each window when it ends",
        arguments: [
            ("abcd---e----", 3, "a--c--d--e--"),
            ("a----------", 3, "a----------"),
            ("a---b------", 3, "a---b------"),
            ("ab---------", 3, "a--b-------"),
            ("abcdefg----", 2, "a-b-d-f-g--"),
        ])
    func throttleLatestDiagrams(input: String, interval: Int, expected: String) {
        #expect(throttle(input, interval: interval, trailing: .latest) == Marble(expected))
    }

    @Test(
        "throttle keeping the first element of a window sends that one when the window ends",
        arguments: [
            ("abcd---e----", 3, "a--b--d--e--"),
            ("abcdefg----", 2, "a-b-c-e-g--"),
        ])
    func throttleFirstDiagrams(input: String, interval: Int, expected: String) {
        #expect(throttle(input, interval: interval, trailing: .first) == Marble(expected))
    }

    @Test(
        "throttle keeping nothing drops the elements inside a window",
        arguments: [
            ("abcd---e----", 3, "a--d---e----"),
            ("abcdefg----", 2, "a-c-e-g----"),
        ])
    func throttleNoneDiagrams(input: String, interval: Int, expected: String) {
        #expect(throttle(input, interval: interval, trailing: .drop) == Marble(expected))
    }

    @Test(
        "a late timer changes when elements are sent, never which ones nor their order",
        arguments: [1, 2, 5, 20])
    func lateTimerKeepsTheSequence(lateness: Int) {
        let inputs = ["abcd----e---f-g----", "a-b-c---d-e-----f", "abcdefghij-------", "a--b--c--d--e--f--"]
        for input in inputs {
            for interval in [1, 2, 3] {
                let length = input.count + 30
                let values = { (marble: Marble) in marble.events.map(\.value) }
                #expect(
                    values(debounce(input, interval: interval, length: length, lateness: lateness))
                        == values(debounce(input, interval: interval, length: length)),
                    "debounce \(input) every \(interval)")
                for trailing in [
                    ThrottleTrailing.latest, .first, .drop,
                ] {
                    #expect(
                        values(
                            throttle(
                                input, interval: interval, trailing: trailing, length: length,
                                lateness: lateness))
                            == values(throttle(input, interval: interval, trailing: trailing, length: length)),
                        "throttle \(input) every \(interval), \(trailing)")
                }
            }
        }
    }

    @Test("a late timer's due element is sent before a later element, even before the timer runs")
    func dueElementFirst() {
        var debounce = DebounceStateMachine<Character, TestClock<Duration>.Instant>(interval: marbleTick * 2)
        _ = debounce.receive("a", at: .tick(0))
        // The timer should have woken at tick 2; it has not run yet when b arrives at tick 5.
        guard case .emit("a") = debounce.receive("b", at: .tick(5)) else {
            Issue.record("the due element was not sent first")
            return
        }
        #expect(debounce.deadline == .tick(7))
        var throttle = ThrottleStateMachine<Character, TestClock<Duration>.Instant>(
            interval: marbleTick * 2, trailing: .latest)
        _ = throttle.receive("a", at: .tick(0))
        _ = throttle.receive("b", at: .tick(1))
        // The window ended at 2 (sending b opened [2, 4)), which ended too: c opens a new window.
        guard case .emitBoth("b", "c") = throttle.receive("c", at: .tick(9)) else {
            Issue.record("the kept element was not sent before the new one")
            return
        }
        #expect(throttle.deadline == .tick(11))
    }

    @Test("cancelling drops what waits and closes the window")
    func cancelDropsEverything() {
        var debounce = DebounceStateMachine<Character, TestClock<Duration>.Instant>(interval: marbleTick)
        _ = debounce.receive("a", at: .tick(0))
        debounce.cancel()
        #expect(debounce.deadline == nil)
        guard case .none = debounce.deadlineReached(at: .tick(5)) else {
            Issue.record("a cancelled debounce sent something")
            return
        }
        var throttle = ThrottleStateMachine<Character, TestClock<Duration>.Instant>(
            interval: marbleTick * 3, trailing: .latest)
        _ = throttle.receive("a", at: .tick(0))
        _ = throttle.receive("b", at: .tick(1))
        throttle.cancel()
        #expect(throttle.deadline == nil)
        guard case .emit("c") = throttle.receive("c", at: .tick(2)) else {
            Issue.record("a cancelled throttle kept its window open")
            return
        }
    }

    @Test("the marble notation reads and prints groups and empty ticks")
    func marbleNotation() {
        let marble = Marble("a-[bc]--d")
        #expect(marble.ticks.count == 6)
        #expect(marble.events.map(\.tick) == [0, 2, 2, 5])
        #expect(marble.description == "a-[bc]--d")
        #expect(marble.count(through: 2) == 3)
        #expect(Marble(length: 4, events: [(1, "x")]).description == "-x--")
    }
}
