/// Which event of a throttle window is sent when the window ends, the same on `Signal.throttle` and
/// `Command.throttle`.
///
/// Every rule sends the first event of a quiet period at once, which opens a window; they differ in
/// what happens to the events that arrive inside the window. On the input `abcd---e----` with a window of
/// three ticks:
///
/// | rule | sent |
/// |---|---|
/// | ``latest`` | `a--c--d--e--` |
/// | ``first`` | `a--b--d--e--` |
/// | ``drop`` | `a--d---e----` |
///
/// ```swift
/// let scrolls = offsets.throttle(for: .milliseconds(100), clock: clock, trailing: .latest)
/// return .send(.save).throttle(id: "autosave", for: .seconds(1), clock: clock, trailing: .first)
/// ```
public enum ThrottleTrailing: Hashable, Sendable {
    /// The last event that arrived inside the window is sent when it ends, and opens the next window.
    case latest
    /// The first event that arrived inside the window is sent when it ends, and opens the next window.
    case first
    /// Events inside a window are dropped; the next event after the window goes through at once.
    case drop
}
