import DatabaseTestSupport
import Foundation
import GRDB
import LoomTesting
import Testing

/// The `library` program's lists and saves in tmux, as a person uses them: artists under letter
/// headers, a letter typed to jump, the track picker filtered as you type, and playlist edits made
/// while another program holds the database.
@Suite("library end to end: letter headers, jumping, filtering, saving")
struct LibraryListsEndToEndTests {
    private func library(database: String, height: Int = 30) throws -> Tmux {
        try LibraryInTmux.start(database: database, height: height)
    }

    private func lines(_ screen: String) -> [String] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    private func entries(_ playlist: Int64, in path: String) throws -> [Int64] {
        try LibraryInTmux.entries(playlist, in: path)
    }

    @Test(
        "artists are under letter headers with the index and the position below; typing a letter jumps to it")
    func lettersAndJumping() async throws {
        let folder = try TemporaryFolder(prefix: "loom-e2e-lists")
        defer { folder.remove() }
        let database = folder.path("chinook.sqlite")
        let tmux = try library(database: database)
        defer { tmux.close() }
        try await tmux.waitForScreen(containing: "Playlists")
        try tmux.press("Enter")
        var screen = try await tmux.waitForScreen(containing: "1/275")
        var shown = lines(screen)
        #expect(shown[1].hasPrefix("A ───"))
        #expect(shown[2].hasPrefix("  A Cor Do Som"))
        #expect(shown[27].hasPrefix("ABCDEFGHIJKLMNOPQRSTUVWXYZ"))
        #expect(shown[29].contains("a–z jump"))
        try tmux.type("q")  // a letter: it jumps (this screen has letters to jump to), it does not quit
        screen = try await tmux.waitForScreen(containing: "199/275")
        shown = lines(screen)
        #expect(shown[1].hasPrefix("Q ───"))
        #expect(shown[2].hasPrefix("  Queen"))
        #expect(shown[3].hasPrefix("R ───"))
        try tmux.press("Enter")
        screen = try await tmux.waitForScreen(containing: "Library › Artists › Queen")
        #expect(screen.contains("Greatest Hits I ───"))  // an album's header
        try tmux.press("Escape")
        screen = try await tmux.waitForScreen(containing: "199/275")  // back on Queen
        try tmux.type("t")
        screen = try await tmux.waitForScreen(containing: "  Temple of the Dog")
        #expect(lines(screen)[1].hasPrefix("T ───"))
        try tmux.press("Up")  // the last artist of S, one line up
        screen = try await tmux.waitForScreen("T's header on the second line") {
            lines($0)[2].hasPrefix("T ───")
        }
        #expect(!lines(screen)[1].hasPrefix("S ───"))
        try tmux.press("Escape")
        try await tmux.waitForScreen(containing: "by first letter")
        try tmux.press("q")
        #expect(try await tmux.waitForOutput(containing: "exit: ").contains("exit: status=0"))
    }

    @Test("the track picker filters as you type; Enter adds the match; Esc clears the filter, then cancels")
    func pickerFilters() async throws {
        let folder = try TemporaryFolder(prefix: "loom-e2e-lists")
        defer { folder.remove() }
        let database = folder.path("chinook.sqlite")
        let tmux = try library(database: database)
        defer { tmux.close() }
        try await tmux.waitForScreen(containing: "Playlists")
        try tmux.press("Down", "Enter")
        try await tmux.waitForScreen(containing: "1477 tracks")
        try tmux.press("Enter")
        try await tmux.waitForScreen(containing: "Library › Playlists › 90’s Music")
        try tmux.press("e", "a")
        var screen = try await tmux.waitForScreen(containing: "Type to filter")
        #expect(screen.contains("Add to 90’s Music"))
        try tmux.type("xyzzy")
        screen = try await tmux.waitForScreen(containing: "No row matches “xyzzy”")
        #expect(screen.contains("Filter: xyzzy (0 of "))
        try tmux.press("Escape")  // clears the filter
        try await tmux.waitForScreen(containing: "Type to filter")
        try tmux.type("love pearl")  // words of the track or of its artist
        screen = try await tmux.waitForScreen(containing: "Filter: love pearl (1 of ")
        #expect(lines(screen)[1].hasPrefix("  Love Boat Captain"))
        #expect(lines(screen)[1].hasSuffix("Pearl Jam"))
        #expect(lines(screen)[2].isEmpty)
        try tmux.press("BSpace", "BSpace", "BSpace", "BSpace", "BSpace", "BSpace")  // "love": more matches
        screen = try await tmux.waitForScreen(containing: "Filter: love (")
        #expect(screen.contains("  Love Boat Captain"))  // still selected while the filter widens
        #expect(screen.contains("  Love And Marriage"))
        try tmux.type(" pearl")
        try await tmux.waitForScreen(containing: "Filter: love pearl (1 of ")
        try tmux.press("Enter")  // adds it, back on the playlist
        try await tmux.waitForScreen(containing: "1/1479")  // 1477 tracks, the new one, the insert row
        try tmux.press("End")
        screen = try await tmux.waitForScreen(containing: "1479/1479")
        #expect(screen.contains("− Love Boat Captain"))
        #expect(screen.contains("+ Add a track…"))
        try tmux.press("a")
        try await tmux.waitForScreen(containing: "Type to filter")  // a new picker: a new filter
        try tmux.press("Escape")  // nothing to clear: cancels
        try await tmux.waitForScreen(containing: "1479/1479")
        try tmux.press("q")
        #expect(try await tmux.waitForOutput(containing: "exit: ").contains("exit: status=0"))
        #expect(try entries(5, in: database).count == 1478)
    }

    @Test(
        "an edit made while another program holds the database shows at once, then \"Not saved\" with the reason; ctrl-s saves it once the lock is gone"
    )
    func notSavedThenSaved() async throws {
        let folder = try TemporaryFolder(prefix: "loom-e2e-lists")
        defer { folder.remove() }
        let database = folder.path("chinook.sqlite")
        let tmux = try library(database: database)
        defer { tmux.close() }
        let shown = try await LibraryInTmux.openNinetiesMusic(tmux)
        let firstTrack = "− " + lines(shown)[1].dropFirst(2).prefix(30)
        let before = try entries(5, in: database)
        let lock = try DatabaseLock(path: database)
        try tmux.press("e")
        try await tmux.waitForScreen(containing: "1/1478")  // the tracks and the insert row
        try tmux.press("d")
        // Shown at once, while the save waits for the lock.
        var screen = try await tmux.waitForScreen(containing: "1/1477")
        #expect(!screen.contains(firstTrack))
        screen = try await tmux.waitForScreen(containing: "Not saved: database error: database is locked.")
        #expect(
            screen.replacingOccurrences(of: "\n", with: " ").contains(
                "The edit stays on screen; ctrl-s tries again."))
        #expect(screen.contains("1/1477"))
        try tmux.press("Down", "Down")  // typing goes on
        try await tmux.waitForScreen(containing: "3/1477")
        try lock.release()
        #expect(try entries(5, in: database) == before)
        try tmux.press("C-s")
        screen = try await tmux.waitForScreen(notContaining: "Not saved")
        #expect(screen.contains("3/1477"))
        #expect(!screen.contains(firstTrack))
        try tmux.press("Escape")
        try await tmux.waitForScreen(containing: "1476 tracks")
        try tmux.press("q")
        #expect(try await tmux.waitForOutput(containing: "exit: ").contains("exit: status=0"))
        #expect(try entries(5, in: database) == Array(before.dropFirst()))
    }

    @Test("quitting with edits not saved asks; quitting anyway lists them on exit with status 2")
    func quitWithUnsavedEdits() async throws {
        let folder = try TemporaryFolder(prefix: "loom-e2e-lists")
        defer { folder.remove() }
        let database = folder.path("chinook.sqlite")
        let tmux = try library(database: database)
        defer { tmux.close() }
        try await LibraryInTmux.openNinetiesMusic(tmux)
        let before = try entries(5, in: database)
        let lock = try DatabaseLock(path: database)
        defer { try? lock.release() }
        try tmux.press("e", "d")
        try await tmux.waitForScreen(containing: "Not saved: database error: database is locked.")
        try tmux.press("q")
        let question = try await tmux.waitForScreen(containing: "quit without saving")
        #expect(question.contains("1 playlist edit is not saved"))
        try tmux.press("Escape")  // stay
        try await tmux.waitForScreen(notContaining: "quit without saving")
        try tmux.press("q")
        try await tmux.waitForScreen(containing: "quit without saving")
        try tmux.press("q")
        let output = try await tmux.waitForOutput(containing: "exit: ")
        #expect(
            output.contains("library: 1 playlist edit was not saved (database error: database is locked):"))
        #expect(output.contains("  playlist 5: remove track \(before[0])"))
        #expect(output.contains("exit: status=2 terminal: icanon echo"))
        try lock.release()
        #expect(try entries(5, in: database) == before)
    }
}
