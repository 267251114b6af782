import Foundation
import LoomTesting
import Testing

/// Keys that terminals send as more than one byte, and pastes, reaching the real programs through
/// tmux (issue 20, items 5–7): Alt+Backspace and Alt+Enter (Escape, then the key) are not Esc, a
/// pasted text is never read as keys, and `searchy --help` names every key of its JSON output.
@Suite("keys end to end: alt keys, bracketed paste, --help")
struct KeysEndToEndTests {
    private func todo(_ folder: TemporaryFolder) throws -> Tmux {
        try Tmux(
            running: Tmux.reportingExit(of: try BuildProducts.executable("todo")), width: 70, height: 12,
            environment: ["LOOM_TODO_DATABASE": folder.path("todo.sqlite")])
    }

    private func searchy(_ folder: TemporaryFolder) throws -> Tmux {
        try Tmux(
            running: Tmux.reportingExit(of: try BuildProducts.executable("searchy")), width: 90, height: 14,
            environment: ["LOOM_CHINOOK_DATABASE": folder.path("chinook.sqlite")])
    }

    @Test("todo: alt-backspace deletes the word before the cursor and alt-enter does not quit")
    func todoAltKeys() async throws {
        let folder = try TemporaryFolder(prefix: "loom-e2e-keys")
        defer { folder.remove() }
        let tmux = try todo(folder)
        defer { tmux.close() }
        try await tmux.waitForScreen(containing: "TODO - (0)")
        try tmux.type("Buy fresh milk")
        try await tmux.waitForScreen(containing: "New to-do: Buy fresh milk")
        try tmux.press("M-BSpace")
        try tmux.type("X")  // a marker: it shows only once the keys before it were handled
        try await tmux.waitForScreen("the marker or the exit") {
            $0.contains("Buy fresh X") || (try? tmux.exitStatus()) != nil
        }
        #expect(try tmux.screen().contains("New to-do: Buy fresh X"))
        try tmux.press("M-Enter")
        try tmux.type("Y")
        try await tmux.waitForScreen("the marker or the exit") {
            $0.contains("Buy fresh XY") || (try? tmux.exitStatus()) != nil
        }
        #expect(try tmux.screen().contains("New to-do: Buy fresh XY"))
        #expect(try tmux.screen().contains("TODO - (0)"))
        #expect(try tmux.exitStatus() == nil)
    }

    @Test("todo: a pasted text of several lines is one to-do's text, and a pasted q or Esc is text")
    func todoPaste() async throws {
        let folder = try TemporaryFolder(prefix: "loom-e2e-keys")
        defer { folder.remove() }
        let tmux = try todo(folder)
        defer { tmux.close() }
        try await tmux.waitForScreen(containing: "TODO - (0)")
        try tmux.paste("Buy milk\nWalk the dog\nq\u{1B}")
        try tmux.type("!")  // a marker after the paste
        try await tmux.waitForScreen("the marker or the exit") {
            $0.contains("!") || (try? tmux.exitStatus()) != nil
        }
        let screen = try tmux.screen()
        #expect(screen.contains("New to-do: Buy milk Walk the dog q!"))
        #expect(screen.contains("TODO - (0)"))
        try tmux.press("Enter")
        let added = try await tmux.waitForScreen(containing: "TODO - (1)")
        #expect(added.contains("Buy milk Walk the dog q!"))
        #expect(try tmux.exitStatus() == nil)
    }

    @Test("searchy: alt-backspace deletes a word of the search, alt-enter does not quit, a paste searches")
    func searchyAltKeysAndPaste() async throws {
        let folder = try TemporaryFolder(prefix: "loom-e2e-keys")
        defer { folder.remove() }
        let tmux = try searchy(folder)
        defer { tmux.close() }
        try await tmux.waitForScreen(containing: "Type to search")
        try tmux.type("love hate")
        try await tmux.waitForScreen(containing: "Search: love hate")
        try tmux.press("M-BSpace", "M-Enter")
        try tmux.type("x")
        try await tmux.waitForScreen("the marker or the exit") {
            $0.contains("Search: love x") || (try? tmux.exitStatus()) != nil
        }
        #expect(try tmux.exitStatus() == nil)
        try tmux.press("C-u")
        try tmux.paste("love\nhate")
        let screen = try await tmux.waitForScreen(containing: "results for “love hate”")
        #expect(screen.contains("Love, Hate, Love"))
        #expect(try tmux.exitStatus() == nil)
    }

    @Test("library: alt-backspace neither goes back two screens nor one; in the picker it deletes a word")
    func libraryAltBackspace() async throws {
        let folder = try TemporaryFolder(prefix: "loom-e2e-keys")
        defer { folder.remove() }
        let tmux = try LibraryInTmux.start(database: folder.path("chinook.sqlite"))
        defer { tmux.close() }
        try await LibraryInTmux.openNinetiesMusic(tmux)
        try tmux.press("M-BSpace")
        try tmux.press("Down")
        let screen = try await tmux.waitForScreen("the playlist's second row, or another screen") {
            $0.contains("2/1477") || !$0.contains("90’s Music") || (try? tmux.exitStatus()) != nil
        }
        #expect(screen.contains("Library › Playlists › 90’s Music"))
        #expect(screen.contains("2/1477"))
        try tmux.press("e", "a")
        try await tmux.waitForScreen(containing: "Type to filter")
        try tmux.type("love pearl")
        try await tmux.waitForScreen(containing: "Filter: love pearl (1 of ")
        try tmux.press("M-BSpace")
        try await tmux.waitForScreen(containing: "Filter: love  (")  // "love ": the space stays
        try tmux.paste("boat\ncaptain")
        try await tmux.waitForScreen(containing: "Filter: love boat captain (1 of ")
        #expect(try tmux.exitStatus() == nil)
    }

    @Test("searchy --help names every key of the JSON it prints")
    func searchyHelpNamesEveryJSONKey() async throws {
        let folder = try TemporaryFolder(prefix: "loom-e2e-keys")
        defer { folder.remove() }
        let searchy = try BuildProducts.executable("searchy")
        let environment = ["LOOM_CHINOOK_DATABASE": folder.path("chinook.sqlite")]
        let query = try Tmux(
            running: [
                "/bin/sh", "-c", "\"$0\" --query love --json --limit 25 > \"$1\"; echo done", searchy,
                folder.path("out.json"),
            ], environment: environment)
        defer { query.close() }
        try await query.waitForOutput(containing: "done")
        let data = try Data(contentsOf: URL(fileURLWithPath: folder.path("out.json")))
        let objects = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        let printed = Set(objects.flatMap(\.keys))
        #expect(printed.contains("composer"))
        let help = try Tmux(
            running: Tmux.reportingExit(of: searchy, "--help"), width: 200, height: 40,
            environment: environment)
        defer { help.close() }
        let output = try await help.waitForOutput(containing: "exit: ")
        // The --json option's text: its line and the indented lines that continue it.
        let lines = output.split(separator: "\n").map(String.init)
        let start = try #require(
            lines.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("--json") })
        let continued = lines[(start + 1)...].prefix {
            $0.hasPrefix("   ") && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("-")
        }
        let text = ([lines[start]] + continued).joined(separator: " ")
        let named = Set(text.split(whereSeparator: { !$0.isLetter }).map(String.init))
        for key in printed.sorted() { #expect(named.contains(key), "--help names \(key): \(text)") }
    }
}
