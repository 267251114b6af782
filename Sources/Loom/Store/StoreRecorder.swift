/// Records what a store does (each action with the state it produced) and travels in time: jump
/// back to any recorded point and forward again, or export the actions as an ``ActionLog`` to
/// replay into a fresh store.
///
/// The recorder follows the store through a middleware; it keeps the store alive, the store does not
/// keep the recorder. Jumping replaces the store's state (subscribers and observers are told, with
/// no command); an action sent after jumping back discards the recorded future, like an undo history.
///
/// ```swift
/// let store = Store(initialState: TodoState(), reducer: todoReducer)
/// let recorder = StoreRecorder(store: store)
/// store.send(.updateText("milk"))
/// store.send(.add)
/// try recorder.jump(to: 1)        // the state right after .updateText("milk")
/// try recorder.jump(to: 2)        // back to the present
/// ```
@MainActor
public final class StoreRecorder<State, Action> {
    /// One recorded action and the state right after it.
    public struct Entry {
        /// The action, as the reducer saw it (after middleware).
        public let action: Action
        /// The state the reducer produced.
        public let state: State
    }

    /// The store being recorded.
    package let store: Store<State, Action>
    /// The state when recording started (position 0).
    public let initialState: State
    /// The recorded actions and states, oldest first.
    public private(set) var entries: [Entry] = []
    /// Where the store is in the recording: 0 is the initial state, `n` the state after `n` actions.
    public private(set) var position = 0
    private var token: Token?

    /// Starts recording `store` from its current state.
    public init(store: Store<State, Action>) {
        self.store = store
        self.initialState = store.currentState
        token = store.addMiddleware(
            Middleware(after: { [weak self] action, state, _, _ in
                self?.record(action, state)
            }))
    }

    private func record(_ action: Action, _ state: State) {
        if position < entries.count { entries.removeSubrange(position...) }
        entries.append(Entry(action: action, state: state))
        position = entries.count
    }

    /// The recorded actions up to the current position, ready to encode or replay.
    public var log: ActionLog<Action> { ActionLog(actions: entries.prefix(position).map(\.action)) }

    /// Puts the store in the state it had at `position` (0 is the initial state, `entries.count` the
    /// latest one).
    /// - Throws: ``StoreRecorderError/positionOutOfRange(_:count:)`` when `position` is not in
    ///   `0...entries.count`.
    public func jump(to position: Int) throws(StoreRecorderError) {
        guard position >= 0, position <= entries.count else {
            throw .positionOutOfRange(position, count: entries.count)
        }
        self.position = position
        store.restore(position == 0 ? initialState : entries[position - 1].state)
    }

    /// Stops recording; the entries stay readable.
    public func stop() {
        token?.cancel()
        token = nil
    }
}

/// Why a ``StoreRecorder`` refused a request.
///
/// ```swift
/// do { try recorder.jump(to: 99) } catch { print(error) }   // position 99 is not in 0...3
/// ```
public enum StoreRecorderError: Error, Equatable, CustomStringConvertible {
    /// The requested position is outside `0...count`.
    case positionOutOfRange(Int, count: Int)

    /// A readable explanation.
    public var description: String {
        switch self {
        case .positionOutOfRange(let position, let count):
            return "position \(position) is not in 0...\(count)"
        }
    }
}
