import Clocks

extension TestClock<Duration> {
    /// Waits until something sleeps on the clock (advancing before the debounce sleeps would leave it
    /// pending).
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
