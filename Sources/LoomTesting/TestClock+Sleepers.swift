public import Clocks

extension TestClock {
    /// Returns once a task sleeps on the clock (or the waiting task is cancelled, for example by the
    /// test's time limit).
    ///
    /// Advance the clock to a deadline only once the work that waits for it sleeps: a timer or a
    /// `.run` command starts its sleep in a task of its own, and a `TestClock` that reaches a deadline
    /// before that sleep begins leaves it waiting for the next advance (it wakes a sleep only when the
    /// clock moves onto or past its deadline). `checkSuspension()` throws exactly while a sleep is
    /// registered, so this waits on the clock's own state: no timer, no wall-clock sleep.
    ///
    /// ```swift
    /// store.send(.load)                      // a .run that sleeps for 1 s
    /// await clock.waitForSleeper()
    /// await clock.advance(by: .seconds(1))   // wakes it
    /// ```
    ///
    /// It tells that at least one task sleeps: start work that sleeps one piece at a time when each
    /// must be asleep before the clock moves.
    public func waitForSleeper() async {
        while !Task.isCancelled {
            do {
                try await checkSuspension()
            } catch {
                return
            }
        }
    }
}
