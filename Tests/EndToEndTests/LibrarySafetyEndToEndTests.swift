import DatabaseTestSupport
import Foundation
import GRDB
import LoomTesting
import Testing

/// The `library` program on damaged and wrong files, and its command line, help and keys, driven
/// in tmux as a person would.
@Suite("library end to end: files, command line, keys")
struct LibrarySafetyEndToEndTests {
    private func library(
        _ arguments: [String], width: Int = 100, height: Int = 30, environment: [String: String] = [:]
    ) throws -> Tmux {
        try LibraryInTmux.start(arguments, width: width, height: height, environment: environment)
    }

    private func entries(_ playlist: Int64, in path: String) throws -> [Int64] {
        try LibraryInTmux.entries(playlist, in: path)
    }

    /// Runs `library` once on `database`, which creates the catalog there.
    private func createCatalog(_ database: String) async throws {
        let first = try library(["--database", database])
        defer { first.close() }
        try await first.waitForScreen(containing: "Playlists")
        try first.press("q")
        _ = try await first.waitForOutput(containing: "exit: ")
    }

    /// Overwrites page 31 with random bytes, as `dd if=/dev/urandom bs=4096 seek=30 count=1 conv=notrunc`.
    private func damagePage31(of database: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: database))
        try handle.seek(toOffset: 30 * 4096)
        handle.write(Data((0..<4096).map { _ in UInt8.random(in: 0...255) }))
        try handle.close()
    }

    @Test(
        "a damaged catalog (dd seek=30) keeps the playlist edits and the damaged file, and says so on screen (issue 11, data loss 2)"
    )
    func damagedCatalogKeepsEdits() async throws {
        let folder = try TemporaryFolder(prefix: "loom-e2e-library")
        defer { folder.remove() }
        let database = folder.path("chinook.sqlite")
        // Create the catalog, then edit playlist 1 the way `library` does (delete its first entry).
        try await createCatalog(database)
        do {
            let editor = try DatabaseQueue(path: database)
            try await editor.write { db in
                try db.execute(sql: "DELETE FROM playlist_tracks WHERE playlist_id = 1 AND position = 0")
                try db.execute(
                    sql: "UPDATE playlist_tracks SET position = position - 1 WHERE playlist_id = 1")
            }
            try editor.close()
        }
        let edited = try entries(1, in: database)
        // dd if=/dev/urandom of=chinook.sqlite bs=4096 seek=30 count=1 conv=notrunc
        try damagePage31(of: database)
        let damaged = try Data(contentsOf: URL(fileURLWithPath: database))

        let tmux = try library(["--database", database])
        defer { tmux.close() }
        let screen = try await tmux.waitForScreen(containing: "was rebuilt from the bundled data")
        #expect(screen.contains("Your playlists were kept"))
        #expect(screen.contains("The old file is kept at"))
        try tmux.press("q")
        let output = try await tmux.waitForOutput(containing: "exit: ")
        #expect(output.contains("library: The catalog database at "))
        #expect(output.contains("exit: status=0"))
        #expect(try entries(1, in: database) == edited)
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.contains(".damaged-")
        }
        #expect(kept.count == 1)
        if let name = kept.first {
            #expect(
                try Data(contentsOf: URL(fileURLWithPath: folder.path(name)))
                    == damaged)
        }
    }

    @Test(
        "--database with a file that is not a catalog is refused, exit 1, the file untouched (issue 11, data loss 1)"
    )
    func notACatalog() async throws {
        let folder = try TemporaryFolder(prefix: "loom-e2e-library")
        defer { folder.remove() }
        let notes = folder.path("notes2.txt")
        try Data("my notes\n".utf8).write(to: URL(fileURLWithPath: notes))
        for (arguments, environment) in [
            (["--database", notes], [String: String]()), ([], ["LOOM_CHINOOK_DATABASE": notes]),
        ] {
            let tmux = try library(arguments, width: 250, height: 10, environment: environment)
            defer { tmux.close() }
            let output = try await tmux.waitForOutput(containing: "exit: ")
            #expect(output.contains("library: cannot open the catalog: \(notes) is not a catalog database"))
            #expect(output.contains("exit: status=1 terminal: icanon echo"))
            #expect(try String(contentsOfFile: notes, encoding: .utf8) == "my notes\n")
        }
    }

    @Test(
        "--database with another program's database in WAL mode is refused, nothing written beside it (issue 20, data loss 3)"
    )
    func foreignWALDatabase() async throws {
        let folder = try TemporaryFolder(prefix: "loom-e2e-library")
        defer { folder.remove() }
        let notes = folder.path("notes.sqlite")
        try makeForeignWALDatabase(at: notes)
        let listing = try folder.contents()
        let before = try Data(contentsOf: URL(fileURLWithPath: notes))
        let tmux = try library(["--database", notes], width: 250, height: 10)
        defer { tmux.close() }
        let output = try await tmux.waitForOutput(containing: "exit: ")
        #expect(output.contains("\(notes) is a database of another application"))
        #expect(output.contains("exit: status=1"))
        #expect(try folder.contents() == listing)
        #expect(try Data(contentsOf: URL(fileURLWithPath: notes)) == before)
    }

    @Test(
        "a damaged catalog that is read-only is refused with a message and never replaced (issue 20, data loss 3)"
    )
    func damagedReadOnlyCatalog() async throws {
        let folder = try TemporaryFolder(prefix: "loom-e2e-library")
        defer { folder.remove() }
        let database = folder.path("chinook.sqlite")
        try await createCatalog(database)
        try damagePage31(of: database)
        chmod(database, 0o444)
        let damaged = try Data(contentsOf: URL(fileURLWithPath: database))
        let listing = try folder.contents()
        let tmux = try library(["--database", database], width: 250, height: 10)
        defer { tmux.close() }
        let output = try await tmux.waitForOutput(containing: "exit: ")
        #expect(output.contains("it was damaged, and it is read-only, so it was left untouched"))
        #expect(output.contains("exit: status=1"))
        #expect(try folder.contents() == listing)
        #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == damaged)
    }

    @Test("--help names the real default path, with $XDG_DATA_HOME; unknown flags exit 64")
    func commandLine() async throws {
        let help = try library(
            ["--help"], width: 200, height: 40, environment: ["XDG_DATA_HOME": "/xdg/data"])
        defer { help.close() }
        let output = try await help.waitForOutput(containing: "exit: ")
        #expect(output.contains("The catalog database is /xdg/data/loom/chinook.sqlite here"))
        #expect(output.contains("$XDG_DATA_HOME/loom/chinook.sqlite"))
        #expect(output.contains("exit: status=0"))
        for (arguments, text) in [
            (["--bogus"], "Unknown option '--bogus'"), (["--database"], "Missing value"),
        ] {
            let tmux = try library(arguments, width: 120, height: 10)
            defer { tmux.close() }
            let output = try await tmux.waitForOutput(containing: "exit: ")
            #expect(output.contains(text), "library \(arguments)")
            #expect(output.contains("exit: status=64 terminal: icanon echo"), "library \(arguments)")
        }
    }

    @Test("F1 and ? open the help listing every key; esc on the home screen quits, as everywhere")
    func helpAndEscape() async throws {
        let folder = try TemporaryFolder(prefix: "loom-e2e-library")
        defer { folder.remove() }
        let tmux = try library(
            ["--database", folder.path("chinook.sqlite")], height: 40)
        defer { tmux.close() }
        try await tmux.waitForScreen(containing: "Playlists")
        for key in ["F1", "?"] {
            try tmux.press(key)
            let help = try await tmux.waitForScreen(containing: "library keys")
            for listed in ["↑ ↓", "pgup pgdn", "enter →", "esc ← backspace", "e", "[ ]", "F1 ?", "ctrl-c"] {
                #expect(help.contains(listed), "the help lists \(listed)")
            }
            try tmux.press("Escape")
            try await tmux.waitForScreen(notContaining: "library keys")
        }
        try tmux.press("Enter")
        try await tmux.waitForScreen(containing: "AC/DC")
        try tmux.press("Escape")
        try await tmux.waitForScreen(containing: "Playlists")
        #expect(try tmux.exitStatus() == nil)
        try tmux.press("Escape")
        #expect(try await tmux.waitForOutput(containing: "exit: ").contains("exit: status=0"))
    }

    @Test("messages use one style: a sentence, for hints and errors alike")
    func messageStyle() async throws {
        let folder = try TemporaryFolder(prefix: "loom-e2e-library")
        defer { folder.remove() }
        let tmux = try library(["--database", folder.path("chinook.sqlite")])
        defer { tmux.close() }
        try await tmux.waitForScreen(containing: "Playlists")
        try tmux.press("Down", "Enter")
        try await tmux.waitForScreen(containing: "tracks")
        try tmux.press("Enter")
        try await tmux.waitForScreen(containing: "Library › Playlists › ")
        try tmux.press("a")  // a hint of the program
        try await tmux.waitForScreen(containing: "Press e to edit the playlist first.")
        try tmux.press("Down")
        try await tmux.waitForScreen(notContaining: "Press e to edit")
        try tmux.press("d")  // an error of the view model, same sentence, same style
        let screen = try await tmux.waitForScreen(containing: "Press e to edit the playlist first.")
        #expect(!screen.contains("Error:"))
        #expect(!screen.contains("switch to editing mode"))
    }
}
