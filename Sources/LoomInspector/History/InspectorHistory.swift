/// What the inspector knows of a program's store: the initial state, each action with the state it
/// produced (as text), and the position the store is at. It is the inspector's whole logic, driven by
/// the program's messages and the user's steps, so tests drive it without a terminal or a socket.
///
/// Position 0 is the initial state and position `n` the state after the `n`-th action, as in
/// `StoreRecorder`. Stepping returns the command that moves the program's store there.
///
/// ```swift
/// var history = try InspectorHistory(hello: hello)
/// try history.apply(.entry(index: 1, action: "add", state: "…"))
/// history.stepBack()          // .jump(index: 0)
/// history.diff(at: 1).hunks() // the change `add` made
/// ```
package struct InspectorHistory: Equatable, Sendable {
    /// One recorded action and the state right after it, as text.
    package struct Entry: Equatable, Sendable {
        /// The action, as the program describes it.
        package var action: String
        /// The state the action produced, as a textual dump.
        package var state: String
    }

    /// The program's name.
    package let program: String
    /// The program's process id (0 for a log written without one).
    package let processID: Int32
    /// The state when recording started.
    package let initialState: String
    /// The recorded actions, oldest first.
    package private(set) var entries: [Entry] = []
    /// Where the store is (and what the inspector shows): 0 is the initial state.
    package private(set) var position: Int

    /// A history starting from a program's `hello` message.
    /// - Throws: ``InspectorError/protocolViolation(_:)`` when `hello` is another message or its
    ///   version is not one this inspector reads.
    package init(hello: ProgramMessage) throws(InspectorError) {
        guard case .hello(let version, let program, let processID, let initialState, let position) = hello
        else { throw .protocolViolation("the first message is not a hello") }
        guard version == ProgramMessage.version else {
            throw .protocolViolation("format version \(version) is not \(ProgramMessage.version)")
        }
        guard position == 0 else {
            throw .protocolViolation("the hello names position \(position) before any entry")
        }
        self.program = program
        self.processID = processID
        self.initialState = initialState
        self.position = position
    }

    /// Whether the store is at its latest state.
    package var isAtPresent: Bool { position == entries.count }

    /// Applies a message from the program.
    /// - Throws: ``InspectorError/protocolViolation(_:)`` for an entry or position out of order, a
    ///   second hello, or a refusal.
    package mutating func apply(_ message: ProgramMessage) throws(InspectorError) {
        switch message {
        case .entry(let index, let action, let state):
            guard index >= 1, index <= entries.count + 1 else {
                throw .protocolViolation("entry \(index) follows \(entries.count) entries")
            }
            entries.removeSubrange((index - 1)...)
            entries.append(Entry(action: action, state: state))
            position = index
        case .position(let index):
            guard index >= 0, index <= entries.count else {
                throw .protocolViolation("position \(index) is not in 0...\(entries.count)")
            }
            position = index
        case .hello:
            throw .protocolViolation("a second hello")
        case .refused(let reason):
            throw .refused(program: program, processID: processID, reason: reason)
        }
    }

    /// The state at `position`, as text (positions out of range are clamped).
    package func state(at position: Int) -> String {
        let position = min(max(0, position), entries.count)
        return position == 0 ? initialState : entries[position - 1].state
    }

    /// What the action at `position` changed: the difference from the state before it to the state
    /// after it (empty for position 0).
    package func diff(at position: Int) -> TextDiff {
        TextDiff(old: state(at: position - 1), new: state(at: position))
    }

    /// Moves to `position` (clamped to the history) and returns the command that puts the program's
    /// store there, or `nil` when the position does not change.
    package mutating func move(to position: Int) -> InspectorCommand? {
        let target = min(max(0, position), entries.count)
        guard target != self.position else { return nil }
        self.position = target
        return target == entries.count ? .present : .jump(index: target)
    }

    /// One action back.
    package mutating func stepBack() -> InspectorCommand? { move(to: position - 1) }

    /// One action forward.
    package mutating func stepForward() -> InspectorCommand? { move(to: position + 1) }

    /// Back to the latest state.
    package mutating func returnToPresent() -> InspectorCommand? { move(to: entries.count) }

    /// The messages that reproduce this history (a `hello` and one `entry` per action): what a saved
    /// log holds.
    package var messages: [ProgramMessage] {
        [
            .hello(
                version: ProgramMessage.version, program: program, processID: processID,
                initialState: initialState, position: 0)
        ]
            + entries.enumerated().map {
                .entry(index: $0.offset + 1, action: $0.element.action, state: $0.element.state)
            }
    }
}
