import ArgumentParser
import ChinookCatalog
import Foundation
import LibraryCore
import Loom
import LoomInspector
import LoomTerminal

/// `swift run library [--database PATH]`: browse the Chinook catalog, edit playlists.
///
/// Exit status: 0 after `q` (or Esc on the home screen), 1 when the catalog cannot be opened or
/// there is no terminal, 2 when playlist or track edits were not saved (they are listed on standard error),
/// 64 for a wrong command line, 130 after ctrl-c.
@main
struct LibraryCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "library",
            abstract: "Browse the Chinook music catalog and edit its playlists, saved in SQLite.",
            discussion: """
                Artists under letter headers (type a letter to jump), an artist's albums and tracks (rename \
                a track, edit its composer, save; a change made elsewhere updates it or shows the \
                conflict), and playlists you can edit (add from a list filtered as you type, delete, \
                reorder; every change is saved at once, and one that cannot be saved stays on screen until \
                it is). F1 shows every key.

                The catalog database is \(ChinookCatalog.defaultPath()) here: $LOOM_CHINOOK_DATABASE, \
                else $XDG_DATA_HOME/loom/chinook.sqlite, else ~/.local/share/loom/chinook.sqlite. It is \
                created on first use. A file that is not a catalog is never written; a damaged catalog is \
                rebuilt with your playlists and track edits and the old file is kept next to it.

                With LOOM_INSPECT=1, `loom-inspect` (in another terminal) shows each move between \
                screens and the navigation state it made, and moves the screens back and forth in time \
                (only the navigation: the catalog is never written by it).
                """)
    }

    @Option(help: ArgumentHelp("The catalog database file.", valueName: "path"))
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
        let store: LibraryDatabase
        do {
            store = try LibraryDatabase.open(path: database)
        } catch {
            FileHandle.standardError.write(Data("library: \(error.description)\n".utf8))
            throw ExitCode.failure
        }
        if let notice = store.openingNotice {
            // Also on standard error, where it stays after the program quits.
            FileHandle.standardError.write(Data("library: \(notice)\n".utf8))
        }
        let status: Int32
        let program = LibraryProgram(store: store)
        let inspection = startInspection(of: program.coordinator.navigation)
        defer { inspection?.stop() }
        do {
            status = try await TerminalApp.run(program)
        } catch {
            FileHandle.standardError.write(Data("library: \(error.description)\n".utf8))
            throw ExitCode.failure
        }
        // A save still running (after ctrl-c, say) finishes first; what could not be saved is listed.
        await store.playlistEdits.waitUntilIdle()
        let unsavedTracks = program.coordinator.unsavedTracks
        if !unsavedTracks.isEmpty {
            let report = unsavedTracks.map { detail in
                let composer = detail.composer.value.isEmpty ? "none" : "“\(detail.composer.value)”"
                return "library: the edits of track \(detail.trackID) were not saved: "
                    + "name “\(detail.title.value)”, composer \(composer)\n"
            }.joined()
            FileHandle.standardError.write(Data(report.utf8))
        }
        let unsaved = store.playlistEdits.pending
        if !unsaved.isEmpty {
            var report =
                "library: \(unsaved.count) playlist edit\(unsaved.count == 1 ? " was" : "s were") not saved"
            if case .notSaved(let error) = store.playlistEdits.state.value {
                report += " (\(error.description))"
            }
            report += ":\n" + unsaved.map { "  playlist \($0.playlistID): \($0.edit)\n" }.joined()
            FileHandle.standardError.write(Data(report.utf8))
        }
        if status == 0 && !(unsaved.isEmpty && unsavedTracks.isEmpty) { throw ExitCode(2) }
        if status != 0 { throw ExitCode(status) }
    }

    /// Opens the navigation store to `loom-inspect` when `LOOM_INSPECT=1`; a failure is reported and
    /// the program runs without it.
    @MainActor
    private static func startInspection(
        of navigation: LibraryNavigation
    ) -> StoreInspection<NavigationState<LibraryRoute>, LibraryNavigationAction>? {
        do {
            return try StoreInspection.startIfRequested(store: navigation.store, program: "library")
        } catch {
            FileHandle.standardError.write(Data("library: runs without the inspector: \(error)\n".utf8))
            return nil
        }
    }
}
