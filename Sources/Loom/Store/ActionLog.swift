/// The actions a store processed, in order: what a ``StoreRecorder`` writes and what
/// ``replay(into:)`` plays back. It is `Codable` when the action is, so a session can be saved to a
/// file and reproduced later (for a bug report, a test or a demo).
///
/// ```swift
/// let data = try JSONEncoder().encode(recorder.log)
/// let log = try JSONDecoder().decode(ActionLog<TodoAction>.self, from: data)
/// let fresh = Store(initialState: TodoState(), reducer: todoReducer)
/// log.replay(into: fresh)   // fresh.state == the recorded store's state
/// ```
public struct ActionLog<Action> {
    /// The actions, oldest first.
    public var actions: [Action]

    /// Makes a log of `actions` (a ``StoreRecorder`` makes its ``StoreRecorder/log``; a saved log is
    /// decoded).
    package init(actions: [Action] = []) {
        self.actions = actions
    }

    /// Sends every action to `store`, in order, without starting the commands the reducer returns:
    /// the actions those commands sent were recorded too and are part of the log, so running the
    /// commands again would apply them twice.
    @MainActor
    public func replay<State>(into store: Store<State, Action>) {
        for action in actions { store.processWithoutCommand(action) }
    }
}

extension ActionLog: Codable where Action: Codable {}
extension ActionLog: Equatable where Action: Equatable {}
extension ActionLog: Sendable where Action: Sendable {}
