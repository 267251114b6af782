/// What a counter view can ask for, named by user intent.
public enum CounterEvent: Sendable, Hashable {
    /// Add one.
    case increment
    /// Subtract one.
    case decrement
    /// Add one, twice: handled as two follow-up ``increment`` events.
    case incrementTwice
    /// Back to zero.
    case reset
}
