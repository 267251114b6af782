import Clocks

extension TestClock<Duration> {
    /// Returns once a task sleeps on the clock (or the waiting task is cancelled).
    ///
    /// The debounce starts its sleep in a new task; advancing the clock before that sleep is
    /// registered would leave it pending forever. `checkSuspension()` throws exactly when a
    /// sleep is registered, so this waits on the clock's own state: no timer, no wall-clock sleep.
    func waitForSleeper() async {
        while !Task.isCancelled {
            do {
                try await checkSuspension()
            } catch {
                return
            }
        }
    }
}
