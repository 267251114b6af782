import Foundation
import GRDB
import LoomTesting
import Testing

/// The `library` program's track screen in tmux: a track renamed, saved, and the new name everywhere.
@Suite("library end to end: editing a track")
struct LibraryTrackEditingEndToEndTests {
    @Test(
        "open a track, rename it (quitting now asks), save: the new name is on the screen, in the list and in the database"
    )
    func renameAndSave() async throws {
        let folder = try TemporaryFolder(prefix: "loom-e2e-track")
        defer { folder.remove() }
        let database = folder.path("chinook.sqlite")
        let tmux = try LibraryInTmux.start(database: database)
        defer { tmux.close() }
        try await LibraryInTmux.openNinetiesMusic(tmux)
        try tmux.press("Enter")  // the playlist's first track
        var screen = try await tmux.waitForScreen(containing: "Composer: ")
        #expect(screen.contains("Saved."))
        #expect(screen.contains("r rename"))
        try tmux.press("r")
        try tmux.press("C-u")
        try tmux.type("Renamed By Loom")
        try tmux.press("Enter")
        try await tmux.waitForScreen(containing: "Edited, not saved.")
        try tmux.press("q")  // unsaved track edits: quitting asks
        let question = try await tmux.waitForScreen(containing: "quit without saving")
        #expect(question.contains("The edits of “Renamed By Loom” are not saved."))
        try tmux.press("Escape")  // stay
        try await tmux.waitForScreen(notContaining: "quit without saving")
        try tmux.press("C-s")
        screen = try await tmux.waitForScreen(notContaining: "Edited, not saved.")
        #expect(screen.contains("Name:     Renamed By Loom"))
        #expect(screen.contains("Saved."))
        try tmux.press("Escape")
        screen = try await tmux.waitForScreen(containing: "1/1477")
        #expect(screen.contains("Renamed By Loom"))  // the playlist shows the new name
        try tmux.press("q")
        #expect(try await tmux.waitForOutput(containing: "exit: ").contains("exit: status=0"))
        let names = try await DatabaseQueue(path: database).read { db in
            try String.fetchAll(db, sql: "SELECT name FROM tracks WHERE name = 'Renamed By Loom'")
        }
        #expect(names.count == 1)
    }

    @Test(
        "a track another program deletes keeps the unsaved edits: ctrl-s says so and writes nothing, b brings it back (issue 20.14)"
    )
    func deletedElsewhereBroughtBack() async throws {
        let folder = try TemporaryFolder(prefix: "loom-e2e-track")
        defer { folder.remove() }
        let database = folder.path("chinook.sqlite")
        let tmux = try LibraryInTmux.start(database: database)
        defer { tmux.close() }
        try await LibraryInTmux.openNinetiesMusic(tmux)
        let other = try DatabaseQueue(path: database)
        let trackID = try await other.read { db in
            try Int64.fetchOne(
                db,
                sql: """
                    SELECT track_id FROM playlist_tracks JOIN playlists ON playlists.id = playlist_id
                    WHERE playlists.name = '90’s Music' ORDER BY position LIMIT 1
                    """)
        }
        let id = try #require(trackID)
        let names = { () async throws -> [String] in
            try await other.read { db in
                try String.fetchAll(db, sql: "SELECT name FROM tracks WHERE id = ?", arguments: [id])
            }
        }
        try tmux.press("Enter")  // the playlist's first track
        try await tmux.waitForScreen(containing: "Composer: ")
        try tmux.press("r")
        try tmux.press("C-u")
        try tmux.type("Kept By Loom")
        try tmux.press("Enter")
        try await tmux.waitForScreen(containing: "Edited, not saved.")
        try await other.write { db in
            try db.execute(sql: "DELETE FROM tracks WHERE id = ?", arguments: [id])
        }
        var screen = try await tmux.waitForScreen(containing: "Deleted elsewhere.")
        #expect(screen.contains("Your edits are kept"))
        #expect(screen.contains("b bring it back"))
        try tmux.press("C-s")
        screen = try await tmux.waitForScreen(containing: "nothing was saved")
        #expect(try await names().isEmpty, "a save does not bring the track back")
        try tmux.press("b")
        screen = try await tmux.waitForScreen(containing: "Saved.")
        #expect(screen.contains("Name:     Kept By Loom"))
        #expect(try await names() == ["Kept By Loom"])
        try tmux.press("q")
        #expect(try await tmux.waitForOutput(containing: "exit: ").contains("exit: status=0"))
    }
}
