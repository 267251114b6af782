import DatabaseTestSupport
import Foundation
import GRDB
import LoomTesting
import Testing

/// Drives the real `todo` executable inside tmux, with a private database file per test.
@Suite("todo end to end")
struct TodoEndToEndTests {
    private func todo(
        database: String, arguments: [String] = [], width: Int = 70, height: Int = 12
    ) throws -> Tmux {
        try Tmux(
            running: Tmux.reportingExit(of: try BuildProducts.executable("todo"), arguments), width: width,
            height: height, environment: ["LOOM_TODO_DATABASE": database])
    }

    /// Waits for the empty list, then types and adds `items`, and waits until all are listed.
    private func add(_ items: [String], to tmux: Tmux) async throws {
        try await tmux.waitForScreen(containing: "TODO - (0)")
        for item in items {
            try tmux.type(item)
            try tmux.press("Enter")
        }
        try await tmux.waitForScreen(containing: "TODO - (\(items.count))")
    }

    private func temporaryDatabase() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("loom-e2e-todo-\(UUID()).sqlite").path
    }

    /// Writes a to-do database as `todo` does (its mark, its migrations, its table) with `items`.
    private func makeDatabase(_ path: String, items: [String]) async throws {
        let setup = try DatabaseQueue(path: path)
        try await setup.write { db in
            try db.execute(sql: "PRAGMA application_id = 1282364484")  // "LoTD": a to-do database
            try db.execute(
                sql: """
                    CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
                    INSERT INTO grdb_migrations VALUES ('v1'), ('v2: application id');
                    CREATE TABLE todo (position INTEGER PRIMARY KEY, title TEXT NOT NULL);
                    """)
            for (index, item) in items.enumerated() {
                try db.execute(sql: "INSERT INTO todo VALUES (?, ?)", arguments: [index, item])
            }
        }
        try setup.close()
    }

    private func stored(_ path: String) throws -> [String] {
        let database = try DatabaseQueue(path: path)
        defer { try? database.close() }
        return try database.read { db in
            try String.fetchAll(db, sql: "SELECT title FROM todo ORDER BY position")
        }
    }

    @Test("typed to-dos are added newest first; a short one shows a message until a valid add")
    func addAndMessage() async throws {
        let database = temporaryDatabase()
        defer { try? FileManager.default.removeItem(atPath: database) }
        let tmux = try todo(database: database, height: 10)
        defer { tmux.close() }
        try await tmux.waitForScreen(containing: "TODO - (0)")
        try tmux.type("Buy milk")
        try tmux.press("Enter")
        try tmux.type("Walk the dog")
        try tmux.press("Enter")
        let screen = try await tmux.waitForScreen(containing: "TODO - (2)")
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[3] == "Walk the dog")
        #expect(lines[4] == "Buy milk")
        try tmux.type("ab")
        try tmux.press("Enter")
        try await tmux.waitForScreen(containing: "A to-do needs at least 3 characters.")
        try tmux.type("c")
        try tmux.press("Enter")
        let added = try await tmux.waitForScreen(containing: "TODO - (3)")
        #expect(!added.contains("A to-do needs"))
        #expect(added.split(separator: "\n", omittingEmptySubsequences: false)[3] == "abc")
        try tmux.press("Escape")
        let output = try await tmux.waitForOutput(containing: "exit: ")
        #expect(output.contains("exit: status=0 terminal: icanon echo"))
    }

    @Test("whitespace-only text is not added")
    func whitespaceOnly() async throws {
        let database = temporaryDatabase()
        defer { try? FileManager.default.removeItem(atPath: database) }
        let tmux = try todo(database: database)
        defer { tmux.close() }
        try await tmux.waitForScreen(containing: "TODO - (0)")
        try tmux.type("      ")
        try tmux.press("Enter")
        let screen = try await tmux.waitForScreen(containing: "A to-do needs at least 3 characters.")
        #expect(screen.contains("TODO - (0)"))
        #expect(screen.contains("Nothing to do."))
    }

    @Test("space marks the selected to-do done and e edits its title; both are shown and saved between runs")
    func toggleAndEdit() async throws {
        let database = temporaryDatabase()
        defer { try? FileManager.default.removeItem(atPath: database) }
        do {
            let tmux = try todo(database: database)
            defer { tmux.close() }
            try await add(["first", "second"], to: tmux)
            try tmux.press("Tab", "Space")  // the list, at the newest to-do: "second"
            let done = try await tmux.waitForScreen(containing: "✓ done")
            let row = done.split(separator: "\n").first { $0.contains("✓ done") }
            #expect(row?.hasPrefix("second") == true, "the done mark is on second's row:\n\(done)")
            try tmux.type("e")
            try await tmux.waitForScreen(containing: "Edit to-do: second")
            try tmux.press("C-u")
            try tmux.type("second, renamed")
            try tmux.press("Enter")
            try await tmux.waitForScreen(containing: "second, renamed")
            try tmux.press("q")
            #expect(try await tmux.waitForOutput(containing: "exit: ").contains("exit: status=0"))
        }
        let rows = try await DatabaseQueue(path: database).read { db in
            try Row.fetchAll(db, sql: "SELECT title, done FROM todo ORDER BY position").map {
                "\($0["title"] as String) \($0["done"] as Bool)"
            }
        }
        #expect(rows == ["second, renamed true", "first false"])
        let again = try todo(database: database)
        defer { again.close() }
        let screen = try await again.waitForScreen(containing: "TODO - (2)")
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[3].hasPrefix("second, renamed") && lines[3].hasSuffix("✓ done"), "\(screen)")
        #expect(lines[4] == "first")
    }

    @Test("the selected to-do is removed, and the list is saved between runs")
    func removeAndPersist() async throws {
        let database = temporaryDatabase()
        defer { try? FileManager.default.removeItem(atPath: database) }
        do {
            let tmux = try todo(database: database)
            defer { tmux.close() }
            try await add(["first", "second", "third"], to: tmux)
            try tmux.press("Down", "Down", "Delete")
            let screen = try await tmux.waitForScreen(containing: "TODO - (2)")
            #expect(!screen.contains("second"))
            try tmux.press("q")
            #expect(try await tmux.waitForOutput(containing: "exit: ").contains("exit: status=0"))
        }
        #expect(try stored(database) == ["third", "first"])
        let again = try todo(database: database)
        defer { again.close() }
        let screen = try await again.waitForScreen(containing: "TODO - (2)")
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[3] == "third")
        #expect(lines[4] == "first")
    }

    @Test(
        "a file that is not a to-do database is refused with a message and status 1, untouched (issue 11, data loss 1)"
    )
    func notATodoDatabase() async throws {
        let notes = temporaryDatabase() + ".txt"
        defer { try? FileManager.default.removeItem(atPath: notes) }
        try Data("my notes\n".utf8).write(to: URL(fileURLWithPath: notes))
        let tmux = try todo(database: notes, arguments: ["--database", notes], width: 250)
        defer { tmux.close() }
        let output = try await tmux.waitForOutput(containing: "exit: ")
        #expect(output.contains("todo: \(notes) is not a to-do database (it is not an SQLite database)"))
        #expect(output.contains("exit: status=1"))
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "my notes\n")
    }

    @Test(
        "a partly damaged database: new to-dos are marked not saved, quitting asks, exits 2 and prints them (issue 11, data loss 3)"
    )
    func partlyDamaged() async throws {
        let database = temporaryDatabase()
        defer { try? FileManager.default.removeItem(atPath: database) }
        do {
            try await makeDatabase(database, items: (0..<400).map { "stored to-do number \($0) ....." })
            let setup = try DatabaseQueue(path: database)
            let root = try await setup.read { db in
                try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = 'todo'")
            }
            try setup.close()
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: database))
            try handle.seek(toOffset: UInt64((try #require(root) - 1) * 4096))
            handle.write(Data(repeating: 0xA5, count: 4096))
            try handle.close()
        }
        let damaged = try Data(contentsOf: URL(fileURLWithPath: database))
        let tmux = try todo(database: database)
        defer { tmux.close() }
        try await tmux.waitForScreen(containing: "Not loaded: The to-do database at")
        try tmux.type("Buy milk")
        try tmux.press("Enter")
        let screen = try await tmux.waitForScreen(containing: "Not saved: 1 to-do on screen only,")
        #expect(screen.contains("TODO - (1)"))
        try tmux.press("Escape")
        try await tmux.waitForScreen(containing: "q quit without saving")
        try tmux.press("Escape")
        try await tmux.waitForScreen(notContaining: "q quit without saving")
        try tmux.press("Escape")
        try await tmux.waitForScreen(containing: "q quit without saving")
        try tmux.press("q")
        let output = try await tmux.waitForOutput(containing: "exit: ")
        #expect(output.contains("todo: not saved."))
        #expect(output.contains("  - Buy milk"))
        #expect(output.contains("exit: status=2"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == damaged)
    }

    @Test(
        "a locked database: typing goes on, the save says it failed, ctrl-s saves once the lock is gone (issue 11, 4)"
    )
    func lockedDatabase() async throws {
        let database = temporaryDatabase()
        defer { try? FileManager.default.removeItem(atPath: database) }
        let tmux = try todo(database: database)
        defer { tmux.close() }
        try await tmux.waitForScreen(containing: "TODO - (0)")
        let locker = try DatabaseLock(path: database)
        try tmux.type("Buy milk")
        try tmux.press("Enter")
        try tmux.type("Call")
        let screen = try await tmux.waitForScreen(containing: "Not saved: The to-do database at")
        #expect(screen.contains("locked by another program"))
        #expect(screen.contains("New to-do: Call"))
        #expect(!screen.contains("will be saved with the next change"))
        try locker.release()
        try tmux.press("C-s")
        try await tmux.waitForScreen(notContaining: "Not saved")
        #expect(try stored(database) == ["Buy milk"])
        try tmux.press("Escape")
        #expect(try await tmux.waitForOutput(containing: "exit: ").contains("exit: status=0"))
    }

    @Test("a read-only database: the list loads, 'Read-only' is shown, an added to-do is marked not saved")
    func readOnly() async throws {
        let folder = try TemporaryFolder(prefix: "loom-e2e-ro")
        defer { folder.remove() }
        let database = folder.path("todo.sqlite")
        try await makeDatabase(database, items: ["kept"])
        let before = try Data(contentsOf: URL(fileURLWithPath: database))
        chmod(database, 0o444)
        chmod(folder.path, 0o555)
        defer { chmod(folder.path, 0o755) }
        // Root writes anywhere: run as nobody to see what a person sees.
        var command = [try BuildProducts.executable("todo")]
        if getuid() == 0 {
            command = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] + command
        }
        let tmux = try Tmux(
            running: ["/bin/sh", "-c", "\"$@\"; echo \"exit: status=$?\"", "sh"] + command, width: 70,
            height: 12,
            environment: ["LOOM_TODO_DATABASE": database])
        defer { tmux.close() }
        let screen = try await tmux.waitForScreen(containing: "Read-only: changes will not be saved.")
        #expect(screen.contains("kept"))
        try tmux.type("Buy milk")
        try tmux.press("Enter")
        try await tmux.waitForScreen(containing: "Not saved: the to-do database is read-only.")
        try tmux.press("Escape")
        try await tmux.waitForScreen(containing: "q quit without saving")
        try tmux.press("q")
        let output = try await tmux.waitForOutput(containing: "exit: ")
        #expect(output.contains("  - Buy milk"))
        #expect(output.contains("exit: status=2"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before)
    }

    @Test(
        "two todo programs on one database keep each other's to-dos and say when they merged (issue 20, data loss 1)"
    )
    func twoPrograms() async throws {
        let database = temporaryDatabase()
        defer { try? FileManager.default.removeItem(atPath: database) }
        let first = try todo(database: database, width: 80)
        defer { first.close() }
        let second = try todo(database: database, width: 80)
        defer { second.close() }
        try await first.waitForScreen(containing: "TODO - (0)")
        try await second.waitForScreen(containing: "TODO - (0)")
        try first.type("Buy milk")
        try first.press("Enter")
        try await first.waitForScreen(containing: "TODO - (1)")
        try await first.waitForScreen(notContaining: "saving…")
        // The second program still shows the empty list it loaded; its save must not replace the first's.
        try second.type("Call Ada")
        try second.press("Enter")
        let merged = try await second.waitForScreen(
            containing: "Merged with changes from another program (1 to-do added, 0 removed).")
        #expect(merged.contains("TODO - (2)"))
        #expect(merged.contains("Buy milk"))
        try first.type("Walk the dog")
        try first.press("Enter")
        let again = try await first.waitForScreen(containing: "Merged with changes from another program")
        #expect(again.contains("TODO - (3)"))
        for tmux in [first, second] {
            try tmux.press("Escape")
            #expect(try await tmux.waitForOutput(containing: "exit: ").contains("exit: status=0"))
        }
        #expect(try stored(database) == ["Walk the dog", "Call Ada", "Buy milk"])
    }

    @Test(
        "another program's database in WAL mode is refused, and nothing is written beside it (issue 20, data loss 3)"
    )
    func foreignWALDatabase() async throws {
        let folder = try TemporaryFolder(prefix: "loom-e2e-wal")
        defer { folder.remove() }
        let notes = folder.path("notes.sqlite")
        try makeForeignWALDatabase(at: notes)
        let listing = try folder.contents()
        let before = try Data(contentsOf: URL(fileURLWithPath: notes))
        let tmux = try todo(database: notes, width: 250)
        defer { tmux.close() }
        let output = try await tmux.waitForOutput(containing: "exit: ")
        #expect(
            output.contains("todo: \(notes) is not a to-do database (it is a database of another program)"))
        #expect(output.contains("exit: status=1"))
        #expect(try folder.contents() == listing)
        #expect(try Data(contentsOf: URL(fileURLWithPath: notes)) == before)
    }

    @Test(
        "a read-only database made writable while todo runs: ctrl-s saves what is on screen (issue 20, data loss 4)"
    )
    func readOnlyMadeWritable() async throws {
        let folder = try TemporaryFolder(prefix: "loom-e2e-ro")
        defer { folder.remove() }
        let database = folder.path("todo.sqlite")
        try await makeDatabase(database, items: ["kept"])
        chmod(folder.path, 0o777)  // the folder stays writable: only the file is read-only
        chmod(database, 0o444)
        var command = [try BuildProducts.executable("todo")]
        if getuid() == 0 {
            command = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] + command
        }
        let tmux = try Tmux(
            running: ["/bin/sh", "-c", "\"$@\"; echo \"exit: status=$?\"", "sh"] + command, width: 80,
            height: 12, environment: ["LOOM_TODO_DATABASE": database])
        defer { tmux.close() }
        try await tmux.waitForScreen(containing: "Read-only: changes will not be saved.")
        try tmux.type("Buy milk")
        try tmux.press("Enter")
        let refused = try await tmux.waitForScreen(containing: "Not saved: the to-do database is read-only.")
        #expect(refused.contains("ctrl-s"))
        #expect(try stored(database) == ["kept"])
        chmod(database, 0o666)
        try tmux.press("C-s")
        try await tmux.waitForScreen(notContaining: "Not saved")
        #expect(try stored(database) == ["Buy milk", "kept"])
        try tmux.press("Escape")
        #expect(try await tmux.waitForOutput(containing: "exit: ").contains("exit: status=0"))
    }

    @Test("F1 and ? in the list open the help listing every key; Esc closes it")
    func help() async throws {
        let database = temporaryDatabase()
        defer { try? FileManager.default.removeItem(atPath: database) }
        let tmux = try todo(database: database, height: 30)
        defer { tmux.close() }
        try await tmux.waitForScreen(containing: "TODO - (0)")
        try tmux.press("F1")
        let help = try await tmux.waitForScreen(containing: "todo keys")
        for key in ["enter", "ctrl-u ctrl-k", "d del backspace", "ctrl-s", "esc", "q"] {
            #expect(help.contains(key), "help lists \(key)")
        }
        try tmux.press("Escape")
        try await tmux.waitForScreen(notContaining: "todo keys")
        try tmux.type("?")  // in the field, ? is text
        try await tmux.waitForScreen(containing: "New to-do: ?")
        try tmux.press("BSpace", "Tab")
        try tmux.type("?")
        try await tmux.waitForScreen(containing: "todo keys")
        try tmux.press("q")  // closes the help, does not quit
        try await tmux.waitForScreen(notContaining: "todo keys")
        #expect(try tmux.exitStatus() == nil)
    }

    @Test("the bottom line keeps 'quit' at narrow widths")
    func narrowHints() async throws {
        let database = temporaryDatabase()
        defer { try? FileManager.default.removeItem(atPath: database) }
        let tmux = try todo(database: database, width: 24)
        defer { tmux.close() }
        let screen = try await tmux.waitForScreen(containing: "TODO - (0)")
        let last = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[11]
        #expect(last.contains("esc quit"))
        #expect(last.contains("F1 help"))
    }

    @Test("--help answers, unknown flags and --database without a path exit 64, without starting the UI")
    func commandLine() async throws {
        let todo = try BuildProducts.executable("todo")
        for (arguments, status, text) in [
            (["--help"], 0, "USAGE: todo [--database <path>]"), (["--bogus"], 64, "Unknown option '--bogus'"),
            (["--database"], 64, "Missing value for '--database <path>'"),
        ] {
            let tmux = try Tmux(running: Tmux.reportingExit(of: todo, arguments), width: 100, height: 30)
            defer { tmux.close() }
            let output = try await tmux.waitForOutput(containing: "exit: ")
            #expect(output.contains(text), "todo \(arguments)")
            #expect(output.contains("exit: status=\(status) terminal: icanon echo"), "todo \(arguments)")
        }
    }
}
