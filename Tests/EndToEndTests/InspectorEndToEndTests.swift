import Foundation
import Testing

/// Drives `todo` and `library` (opted in with `LOOM_INSPECT=1`) and `loom-inspect` side by side in two
/// tmux sessions, with a private runtime folder and database per test.
@Suite("loom-inspect end to end")
struct InspectorEndToEndTests {
    /// A short private folder (socket paths are limited to about 100 bytes) used as `XDG_RUNTIME_DIR`.
    private func runtimeFolder() throws -> String {
        let path = "/tmp/li-e2e-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(
            atPath: path, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        return path
    }

    private func todo(runtime: String) throws -> Tmux {
        try Tmux(
            running: Tmux.reportingExit(of: try BuildProducts.executable("todo")), width: 60, height: 10,
            environment: [
                "LOOM_INSPECT": "1", "XDG_RUNTIME_DIR": runtime,
                "LOOM_TODO_DATABASE": runtime + "/todo.sqlite",
            ])
    }

    private func inspector(runtime: String, _ arguments: [String] = []) throws -> Tmux {
        try Tmux(
            running: Tmux.reportingExit(of: try BuildProducts.executable("loom-inspect"), arguments),
            width: 110,
            height: 30, environment: ["XDG_RUNTIME_DIR": runtime])
    }

    /// Pastes `text` into todo and presses Enter; returns when the inspector shows the save that follows.
    private func add(_ text: String, saved: String, todo: Tmux, inspector: Tmux) async throws {
        try todo.paste(text)
        try todo.press("Enter")
        try await inspector.waitForScreen(containing: "saved([\(saved)])")
    }

    /// Starts todo, then an inspector attached to it (with `arguments`), each on its first screen.
    private func todoAndInspector(runtime: String, _ arguments: [String] = []) async throws -> (Tmux, Tmux) {
        let todo = try todo(runtime: runtime)
        try await todo.waitForScreen(containing: "TODO - (0)")
        let inspector = try inspector(runtime: runtime, arguments)
        try await inspector.waitForScreen(containing: "loom-inspect · todo (pid")
        return (todo, inspector)
    }

    @Test("add two to-dos, see both actions and their diffs, step back over one, see todo follow, return")
    func sideBySide() async throws {
        let runtime = try runtimeFolder()
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        let log = runtime + "/session.jsonl"
        let (todo, inspector) = try await todoAndInspector(runtime: runtime, ["--save", log])
        defer { todo.close() }
        defer { inspector.close() }

        try await add("Buy milk", saved: "\"Buy milk\"", todo: todo, inspector: inspector)
        try await add(
            "Walk the dog", saved: "\"Walk the dog\", \"Buy milk\"", todo: todo, inspector: inspector)
        let present = try inspector.screen()
        #expect(present.contains("present ("))
        let adds = present.split(separator: "\n").filter { $0.dropFirst(5).hasPrefix(" add ") }
        #expect(adds.count == 2, "both adds listed:\n\(present)")
        #expect(present.contains("updateText(\"Walk the dog\")"))

        // One step back: the second add, with the change it made.
        try inspector.press("Up")
        let added = try await inspector.waitForScreen(containing: "State change of add")
        #expect(added.contains("+     \"Walk the dog\""), "the add's diff:\n\(added)")
        #expect(added.contains("▶   6 add"), "the second add is selected:\n\(added)")
        // Over it: the state before the second add; todo's screen follows with one to-do.
        try inspector.press("Up")
        try await inspector.waitForScreen(containing: "State change of updateText(\"Walk the dog\")")
        let past = try await todo.waitForScreen(containing: "TODO - (1)")
        let rows = past.split(separator: "\n").map(String.init)
        #expect(rows.contains("Buy milk"))
        #expect(!rows.contains("Walk the dog"))
        #expect(rows.contains("New to-do: Walk the dog"), "the text before it was added:\n\(past)")
        // The first add's change is there too.
        try inspector.press("Up", "Up")
        let first = try await inspector.waitForScreen(containing: "State change of add")
        #expect(first.contains("+     \"Buy milk\""), "the first add's diff:\n\(first)")
        try await todo.waitForScreen(containing: "TODO - (1)")

        // Back to the present: both to-dos again.
        try inspector.press("End")
        try await inspector.waitForScreen(containing: "present (")
        try await todo.waitForScreen(containing: "TODO - (2)")

        try inspector.press("q")
        let output = try await inspector.waitForOutput(containing: "exit: ")
        #expect(output.contains("exit: status=0"), "\(output)")
        #expect(output.contains("saved 7 actions to \(log)"), "\(output)")
        try todo.press("Escape")
        #expect(try await todo.waitForOutput(containing: "exit: ").contains("exit: status=0"))

        // The saved session replays later, without the program.
        let replay = try self.inspector(runtime: runtime, ["--open", log])
        defer { replay.close() }
        let replayed = try await replay.waitForScreen(containing: "replay · present (7 actions)")
        #expect(replayed.contains("saved([\"Walk the dog\", \"Buy milk\"])"))
        try replay.press("Up")
        try await replay.waitForScreen(containing: "State change of add")
        try replay.press("q")
        #expect(try await replay.waitForOutput(containing: "exit: ").contains("exit: status=0"))
    }

    @Test("library: open two screens, see both moves and diffs, step back one, library follows, return")
    func libraryNavigation() async throws {
        let runtime = try runtimeFolder()
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        let library = try LibraryInTmux.start(
            ["--database", runtime + "/chinook.sqlite"],
            environment: ["LOOM_INSPECT": "1", "XDG_RUNTIME_DIR": runtime])
        defer { library.close() }
        try await library.waitForScreen(containing: "Playlists")
        let inspector = try inspector(runtime: runtime)
        defer { inspector.close() }
        try await inspector.waitForScreen(containing: "loom-inspect · library (pid")

        try library.press("Enter")  // the artists
        try await inspector.waitForScreen(containing: "push(artists)")
        try library.press("Enter")  // the first artist's albums
        try await library.waitForScreen(containing: "Library › Artists › A Cor Do Som")
        // At the present: both moves listed, the second one's change to the stack shown.
        let present = try await inspector.waitForScreen(containing: "State change of push(albums 43)")
        #expect(present.contains("present (2 actions)"), "\(present)")
        #expect(present.contains("1 push(artists)"), "both moves listed:\n\(present)")
        #expect(present.contains("▶   2 push(albums 43)"), "the second move is selected:\n\(present)")
        #expect(present.contains("+     albums 43"), "the push's diff:\n\(present)")

        // One step back: the state after the first move, with its change; library shows the artists.
        try inspector.press("Up")
        let artists = try await inspector.waitForScreen(containing: "State change of push(artists)")
        #expect(artists.contains("+     artists"), "the first push's diff:\n\(artists)")
        #expect(artists.contains("at 1 of 2"), "\(artists)")
        let past = try await library.waitForScreen("the artists' screen") { screen in
            let top = screen.split(separator: "\n").first ?? ""
            return top.contains("Library › Artists") && !top.contains("A Cor Do Som")
        }
        #expect(past.contains("AC/DC"), "the artists are listed:\n\(past)")

        // Back to the present: the albums again.
        try inspector.press("End")
        try await inspector.waitForScreen(containing: "present (2 actions)")
        try await library.waitForScreen(containing: "Library › Artists › A Cor Do Som")

        try inspector.press("q")
        #expect(try await inspector.waitForOutput(containing: "exit: ").contains("exit: status=0"))
        try library.press("q")
        #expect(try await library.waitForOutput(containing: "exit: ").contains("exit: status=0"))
    }

    @Test("when the program quits, the inspector says it went away and exits with status 69")
    func programGoesAway() async throws {
        let runtime = try runtimeFolder()
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        let (todo, inspector) = try await todoAndInspector(runtime: runtime)
        defer { todo.close() }
        defer { inspector.close() }
        try todo.press("Escape")
        let output = try await inspector.waitForOutput(containing: "exit: ")
        #expect(output.contains("went away"), "\(output)")
        #expect(output.contains("exit: status=69 terminal: icanon echo"), "\(output)")
    }

    @Test("a second inspector, no program, or a log it cannot read: a message and a status, no hang")
    func refusals() async throws {
        let runtime = try runtimeFolder()
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        let none = try inspector(runtime: runtime)
        defer { none.close() }
        let nothing = try await none.waitForOutput(containing: "exit: ")
        #expect(nothing.contains("no Loom program is open for inspection"), "\(nothing)")
        #expect(nothing.contains("exit: status=69"), "\(nothing)")

        let garbage = runtime + "/notes.txt"
        try "not a log\n".write(toFile: garbage, atomically: false, encoding: .utf8)
        let unreadable = try inspector(runtime: runtime, ["--open", garbage])
        defer { unreadable.close() }
        let unread = try await unreadable.waitForOutput(containing: "exit: ")
        #expect(unread.contains("is not a Loom inspector log this version reads (line 1"), "\(unread)")
        #expect(unread.contains("exit: status=65"), "\(unread)")

        let (todo, first) = try await todoAndInspector(runtime: runtime)
        defer { todo.close() }
        defer { first.close() }
        let second = try inspector(runtime: runtime)
        defer { second.close() }
        let refused = try await second.waitForOutput(containing: "exit: ")
        #expect(refused.contains("another inspector is attached to todo"), "\(refused)")
        #expect(refused.contains("exit: status=75"), "\(refused)")
        #expect(try first.exitStatus() == nil)
    }
}
