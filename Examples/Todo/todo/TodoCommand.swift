import ArgumentParser
import Foundation
import Loom
import LoomInspector
import LoomTerminal
import TodoCore

/// `swift run todo [--database PATH]`: the article's to-do list on Loom's Store, saved in SQLite.
///
/// Exit status: 0 when everything was saved, 1 when the program cannot start, 2 when it quit with
/// changes that were not saved (they are printed on standard error), 64 for a wrong command line,
/// 130 after ctrl-c.
@main
struct TodoCommand: AsyncParsableCommand {
    /// The exit status after quitting with changes that were not saved.
    static let unsavedStatus: Int32 = 2

    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "todo",
            abstract: "A to-do list in the terminal, saved in SQLite.",
            discussion: """
                Type a to-do and press Enter to add it (at least 3 characters). Tab moves to the list: \
                Up/Down select, Delete or d removes. F1 shows every key. Esc goes back, and quits from \
                the field.

                The list is saved in \(TodoDatabase.databasePath(for: nil)) ($LOOM_TODO_DATABASE, else \
                $XDG_DATA_HOME/loom/todo.sqlite, else ~/.local/share/loom/todo.sqlite). A file that is \
                not a to-do database is never written. Changes that cannot be saved stay on screen \
                marked "Not saved"; quitting with such changes asks first, prints them on standard \
                error and exits with status 2.

                With LOOM_INSPECT=1, `loom-inspect` (in another terminal) shows each action and the \
                change it made, and moves the list back and forth in time.
                """)
    }

    @Option(name: .shortAndLong, help: ArgumentHelp("The to-do database file.", valueName: "path"))
    var database: String?

    func validate() throws {
        if let database, database.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--database needs a file path.")
        }
    }

    func run() async throws {
        try await Self.runProgram(database: database)
    }

    @MainActor
    private static func runProgram(database: String?) async throws {
        let storage: TodoDatabase
        do {
            storage = try TodoDatabase(path: database)
        } catch {
            printError("todo: \(error.description) \(startupRemedy(for: error))")
            throw ExitCode.failure
        }
        let store = makeTodoStore(storage: storage)
        let inspection = startInspection(of: store)
        defer { inspection?.stop() }
        let program = TodoProgram(store: store)
        var status: Int32
        do {
            status = try await TerminalApp.run(program)
        } catch {
            printError("todo: \(error.description)")
            throw ExitCode.failure
        }
        await program.waitUntilSaved()
        let state = store.state
        if state.hasUnsavedChanges {
            printError(unsavedReport(state))
            if status == 0 { status = unsavedStatus }
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// Opens the store to `loom-inspect` when `LOOM_INSPECT=1`; a failure is reported and the
    /// program runs without it.
    @MainActor
    private static func startInspection(
        of store: Store<TodoState, TodoAction>
    ) -> StoreInspection<TodoState, TodoAction>? {
        do {
            return try StoreInspection.startIfRequested(store: store, program: "todo")
        } catch {
            printError("todo: runs without the inspector: \(error)")
            return nil
        }
    }

    /// What the user can do when the database cannot be opened at start.
    static func startupRemedy(for error: TodoStorageError) -> String {
        switch error {
        case .locked: "Try again when the other program is done with it."
        case .corrupt, .notATodoDatabase: "Choose another file with --database or LOOM_TODO_DATABASE."
        case .readOnly, .unavailable, .failed:
            "Check the file and its folder, or choose another with --database."
        }
    }

    /// The message printed when quitting with changes that were not saved: why, and the list.
    static func unsavedReport(_ state: TodoState) -> String {
        let reason = state.storageFailure.map { " \($0.description)" } ?? ""
        var report = "todo: not saved.\(reason) The to-do list on screen was:"
        for todo in state.todos { report += "\n  - \(todo.title)\(todo.isDone ? " (done)" : "")" }
        if state.todos.isEmpty { report += " (empty)" }
        return report
    }

    private static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
