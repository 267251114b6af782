import Foundation
import LoomTesting
import Testing

/// Drives the real `searchy` executable (interactive mode) inside tmux, over the bundled Chinook
/// catalog in a private database file, or over a local iTunes-format service.
@Suite("searchy end to end")
struct SearchyEndToEndTests {
    /// Searchy in a new tmux session, with its own catalog database (created from the bundled
    /// data on first use, removed when the session closes).
    private func searchy(width: Int = 90, height: Int = 14) throws -> Tmux {
        let database = FileManager.default.temporaryDirectory
            .appendingPathComponent("loom-e2e-chinook-\(UUID()).sqlite").path
        return try Tmux(
            running: Tmux.reportingExit(of: try BuildProducts.executable("searchy")), width: width,
            height: height,
            environment: ["LOOM_CHINOOK_DATABASE": database],
            removingOnClose: [database, database + "-wal", database + "-shm", database + "-journal"])
    }

    @Test("typing a term shows matching tracks with artist, album and duration")
    func liveResults() async throws {
        let tmux = try searchy()
        defer { tmux.close() }
        try await tmux.waitForScreen(containing: "Type to search")
        try tmux.type("love")
        let screen = try await tmux.waitForScreen(containing: "results for “love”")
        let row = try #require(screen.split(separator: "\n").first { $0.hasPrefix("Love, Hate, Love") })
        #expect(row.contains("Alice In Chains"))
        #expect(row.contains("Facelift"))
        #expect(row.hasSuffix("6:27"))
        #expect(screen.contains("Search: love"))
        let cursor = try tmux.cursor()
        #expect(cursor.row == 1 && cursor.column == 12)
    }

    @Test("enter opens the selected result, esc goes back step by step, then quits and restores the terminal")
    func detailAndBack() async throws {
        let tmux = try searchy()
        defer { tmux.close() }
        try await tmux.waitForScreen(containing: "Type to search")
        try tmux.type("love")
        try await tmux.waitForScreen(containing: "results for “love”")
        try tmux.press("Down", "Down", "Enter")
        let detail = try await tmux.waitForScreen(containing: "Artist    Soundgarden")
        #expect(detail.hasPrefix("Loud Love"))
        #expect(detail.contains("Album     A-Sides"))
        #expect(detail.contains("Duration  4:57"))
        try tmux.press("Escape")
        try await tmux.waitForScreen(containing: "Search: love")
        try tmux.press("Escape")  // the results → the field
        try await tmux.waitForScreen(containing: "esc quit")
        try tmux.press("Escape")
        let output = try await tmux.waitForOutput(containing: "exit: ")
        #expect(output.contains("exit: status=0 terminal: icanon echo"))
    }

    @Test("editing the term replaces the results with the latest term's only")
    func latestSearchWins() async throws {
        let tmux = try searchy()
        defer { tmux.close() }
        try await tmux.waitForScreen(containing: "Type to search")
        try tmux.type("love")
        try await tmux.waitForScreen(containing: "Love, Hate, Love")
        try tmux.press("C-u")
        try tmux.type("queen")
        let screen = try await tmux.waitForScreen(containing: "results for “queen”")
        #expect(screen.contains("Killer Queen"))
        #expect(!screen.contains("Love, Hate, Love"))
        try tmux.press("BSpace", "BSpace", "BSpace", "BSpace", "BSpace")
        try await tmux.waitForScreen(containing: "Type to search")
        #expect(try !tmux.screen().contains("Killer Queen"))
    }

    @Test("q in the results types into the field; esc goes back, then quits; ctrl-c quits with status 130")
    func quitting() async throws {
        let tmux = try searchy()
        defer { tmux.close() }
        try await tmux.waitForScreen(containing: "Type to search")
        try tmux.type("q")
        try await tmux.waitForScreen(containing: "Search: q")
        try tmux.press("C-c")
        let output = try await tmux.waitForOutput(containing: "exit: ")
        #expect(output.contains("exit: status=130 terminal: icanon echo"))

        let second = try searchy()
        defer { second.close() }
        try await second.waitForScreen(containing: "Type to search")
        try second.type("queen")
        try await second.waitForScreen(containing: "Killer Queen")
        try second.press("Down")
        try second.type("q")
        try await second.waitForScreen(containing: "Search: queenq")
        #expect(try second.exitStatus() == nil)
        try second.press("BSpace", "Down", "Escape")
        try await second.waitForScreen(containing: "esc quit")
        #expect(try second.exitStatus() == nil)
        try second.press("Escape")
        #expect(try await second.waitForExit() == 0)
    }

    @Test(
        "--database with a file that is not a catalog is refused, exit 1, the file untouched (issue 11, data loss 1)"
    )
    func notACatalogIsRefused() async throws {
        let notes = FileManager.default.temporaryDirectory.appendingPathComponent(
            "loom-e2e-notes-\(UUID()).txt"
        ).path
        defer { try? FileManager.default.removeItem(atPath: notes) }
        try Data("my notes\n".utf8).write(to: URL(fileURLWithPath: notes))
        let searchy = try BuildProducts.executable("searchy")
        for (arguments, environment) in [
            (["-q", "love", "--database", notes], [String: String]()),
            (["-q", "love"], ["LOOM_CHINOOK_DATABASE": notes]),
            ([], ["LOOM_CHINOOK_DATABASE": notes]),
        ] {
            let tmux = try Tmux(
                running: Tmux.reportingExit(of: searchy, arguments), width: 250, height: 10,
                environment: environment)
            defer { tmux.close() }
            let output = try await tmux.waitForOutput(containing: "exit: ")
            #expect(
                output.contains(
                    "searchy: error: \(notes) is not a catalog database (it is not an SQLite database); it was left untouched"
                ))
            #expect(output.contains("exit: status=1 terminal: icanon echo"))
            #expect(try String(contentsOfFile: notes, encoding: .utf8) == "my notes\n")
        }
    }

    @Test("--help answers; unknown flags and --json without --query exit 64 without starting the UI")
    func commandLine() async throws {
        let searchy = try BuildProducts.executable("searchy")
        for (arguments, status, text) in [
            (["--help"], 0, "USAGE: searchy"), (["--bogus"], 64, "Unknown option '--bogus'"),
            (["--json"], 64, "--json prints the results of one search: it needs --query."),
        ] {
            let tmux = try Tmux(running: Tmux.reportingExit(of: searchy, arguments), width: 120, height: 40)
            defer { tmux.close() }
            let output = try await tmux.waitForOutput(containing: "exit: ")
            #expect(output.contains(text), "searchy \(arguments)")
            #expect(output.contains("exit: status=\(status) terminal: icanon echo"), "searchy \(arguments)")
        }
    }

    @Test("capped results say so, matches are highlighted, F1 shows every key")
    func cappedHighlightedHelp() async throws {
        let tmux = try searchy(width: 100, height: 40)
        defer { tmux.close() }
        try await tmux.waitForScreen(containing: "Type to search")
        try tmux.type("love")
        try await tmux.waitForScreen(containing: "25 of 127 results for “love” · --limit to change")
        try tmux.press("F1")
        let help = try await tmux.waitForScreen(containing: "searchy keys")
        for key in ["letters", "ctrl-u ctrl-k", "↑ ↓ pgup pgdn", "esc ← backspace", "ctrl-c", "F1"] {
            #expect(help.contains(key), "the help lists \(key)")
        }
        try tmux.press("Escape")
        try await tmux.waitForScreen(notContaining: "searchy keys")
        #expect(try tmux.exitStatus() == nil)
    }

    @Test("resizing re-lays out the columns to the new width")
    func resize() async throws {
        let tmux = try searchy(width: 90, height: 14)
        defer { tmux.close() }
        try await tmux.waitForScreen(containing: "Type to search")
        try tmux.type("love")
        try await tmux.waitForScreen(containing: "results for “love”")
        try tmux.resize(width: 60, height: 10)
        let screen = try await tmux.waitForScreen("rows laid out in 60 columns") { screen in
            screen.split(separator: "\n").contains { $0.hasPrefix("Love, Hate, L") && $0.count == 60 }
        }
        #expect(screen.split(separator: "\n").count <= 10)
    }

    @Test("a failing search shows an error row and the next search still works")
    func failingSearchThenWorking() async throws {
        let folder = try TemporaryFolder(prefix: "loom-e2e-itunes")
        defer { folder.remove() }
        let directory = folder.url
        let port = Int.random(in: 20_000...60_000)
        // A local iTunes-format service: python's static file server (awaited before searchy
        // starts) answers 404 until the file exists, so the first search fails and the second
        // succeeds.
        let tmux = try Tmux(
            running: [
                "/bin/bash", "-c",
                "python3 -m http.server \"$2\" --bind 127.0.0.1 --directory \"$1\" >/dev/null 2>&1 & "
                    + "for i in $(seq 100); do (exec 3<>/dev/tcp/127.0.0.1/$2) 2>/dev/null && break; sleep 0.05; done; "
                    + "\"$0\" --online --base-url \"http://127.0.0.1:$2/search.json\"",
                try BuildProducts.executable("searchy"), directory.path, String(port),
            ], width: 140, height: 12)
        defer { tmux.close() }
        try await tmux.waitForScreen(containing: "Type to search")
        try tmux.type("love")
        let failed = try await tmux.waitForScreen(containing: "Search failed")
        #expect(failed.contains("HTTP status 404"))
        #expect(failed.contains("Search for “love” failed"))
        let answer = """
            {"resultCount": 1, "results": [{"trackId": 7, "trackName": "Online Love Song", \
            "artistName": "Test Artist", "collectionName": "Test Album", "trackTimeMillis": 200000}]}
            """
        try answer.write(
            to: directory.appendingPathComponent("search.json"), atomically: true, encoding: .utf8)
        try tmux.type("s")
        let screen = try await tmux.waitForScreen(containing: "1 result for “loves”")
        #expect(screen.contains("Online Love Song"))
        #expect(!screen.contains("Search failed"))
    }
}
