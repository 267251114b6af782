import IssueReporting
@_spi(Testing) public import Loom

/// What a ``TestStore/send(_:assert:fileID:filePath:line:column:)`` started: the command its
/// reducer returned, to wait for or cancel (TCA's `TestStoreTask`), and to read an application
/// command from (the article's reducer form, see `Command.perform(_:)`).
///
/// ```swift
/// let timer = await store.send(.startTimer)
/// await clock.advance(by: .seconds(1))
/// await store.receive(.tick) { $0.count = 1 }
/// await timer.cancel()
/// ```
@MainActor
public final class TestStoreTask<Action> {
    /// The command the reducer returned for the action sent (`.none` when it asked for nothing).
    public let command: Command<Action>
    private let id: AnyHashable
    private let commands: TestStoreCommands
    private let yieldLimit: Int

    init(command: Command<Action>, id: AnyHashable, commands: TestStoreCommands, yieldLimit: Int) {
        self.command = command
        self.id = id
        self.commands = commands
        self.yieldLimit = yieldLimit
    }

    /// The application command of type `C` the reducer returned, or `nil`.
    ///
    /// ```swift
    /// let sent = await store.send(.refresh)
    /// #expect(sent.appCommand(as: TodoCommand.self) == .loadToDos)
    /// ```
    public func appCommand<C>(as type: C.Type) -> C? {
        command.performed(as: type)
    }

    /// Whether the work this send started is still running.
    public var isRunning: Bool { commands.inFlight(id) > 0 }

    /// Cancels the work this send started, and lets the cancellation run.
    public func cancel() async {
        commands.cancel(id)
        await Task.yield()
    }

    /// Waits (yielding the main actor, never sleeping) until the work this send started has finished;
    /// records a failure if it is still running after the test store's `yieldLimit` yields.
    public func finish(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) async {
        var yields = 0
        while yields < yieldLimit && isRunning {
            await Task.yield()
            yields += 1
        }
        if isRunning {
            reportIssue(
                """
                The command started by this send is still running. Advance the test clock, or \
                cancel it.
                """, fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }
}

/// How a ``TestStoreTask`` reaches its store's commands (weakly: the handle does not keep the store).
@MainActor
struct TestStoreCommands {
    let inFlight: @MainActor (AnyHashable) -> Int
    let cancel: @MainActor (AnyHashable) -> Void
}
