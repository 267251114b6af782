// `swift run todo [--database PATH]`: the article's to-do list on Loom's Store, saved in SQLite.
// The database defaults to the user's data folder (see TodoDatabase); LOOM_TODO_DATABASE or
// --database choose another file.

import Foundation
import LoomTerminal
import TodoCore

func databaseArgument(_ arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(where: { $0 == "--database" || $0 == "-d" }),
        index + 1 < arguments.count
    else { return nil }
    return arguments[index + 1]
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(
        """
        usage: todo [--database PATH]
          Type a to-do and press Enter to add it (at least 3 characters). Tab moves to the list:
          Up/Down select, Delete or d removes, q quits. The list is saved in \
        \(TodoDatabase.databasePath(for: databaseArgument(arguments))).
        """)
    exit(0)
}

let database: TodoDatabase
do {
    database = try TodoDatabase(path: databaseArgument(arguments))
} catch {
    FileHandle.standardError.write(Data("todo: \(error.description)\n".utf8))
    exit(1)
}
await TerminalApp.main(TodoProgram(store: makeTodoStore(storage: database)))
