/// How strictly a ``TestStore`` checks a test.
///
/// ```swift
/// let store = TestStore(initialState: Feature(), reducer: feature)
/// store.exhaustivity = .off   // assert only what this test is about
/// ```
public enum Exhaustivity: Sendable, Equatable {
    /// Every state change must be asserted, every action sent by a command must be received, and no
    /// command may still be running at the end.
    case on
    /// Assertions check only what they mention: the expected state starts from the actual state,
    /// unasserted received actions are skipped, and unfinished work is allowed at the end.
    case off
}
