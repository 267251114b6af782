import Foundation
// `swift run library [--database PATH]`: browse the Chinook catalog, edit playlists.
// The database path can also be set with LOOM_CHINOOK_DATABASE (see ChinookCatalog).
import LibraryCore
import LoomTerminal

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

let usage = """
    usage: library [--database PATH]

    Browse the Chinook music catalog: artists by letter, an artist's albums and tracks,
    and playlists you can edit (add, delete, reorder), saved in SQLite.

      --database PATH   the catalog database (default: $LOOM_CHINOOK_DATABASE, then
                        ~/.local/share/loom/chinook.sqlite); created on first use
    """

var databasePath: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "-h", "--help":
        print(usage)
        exit(0)
    case "--database":
        guard let path = arguments.popFirst() else {
            fail("library: --database needs a path\n\(usage)", status: 2)
        }
        databasePath = path
    default:
        if argument.hasPrefix("--database=") {
            databasePath = String(argument.dropFirst("--database=".count))
        } else {
            fail("library: unknown argument \(argument)\n\(usage)", status: 2)
        }
    }
}

let store: LibraryStore
do {
    store = try LibraryStore.open(path: databasePath)
} catch {
    fail("library: \(error.description)", status: 1)
}
await TerminalApp.main(LibraryProgram(store: store))
