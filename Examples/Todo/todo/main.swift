import Foundation
import Loom
import LoomTerminal
import TodoCore

// The article's to-do list in a terminal: a store (state, reducer, load/save commands) persisted
// in SQLite, rendered by TodoRenderer into a terminal view whose actions go back to the store.
let database: TodoDatabase
do {
    database = try TodoDatabase()
} catch {
    FileHandle.standardError.write(Data("todo: \(error.description)\n".utf8))
    exit(1)
}
let store = makeTodoStore(storage: database)
let view = TodoTerminalView()
let renderer = TodoRenderer(view: view)
renderer.render(store.state, previous: nil)
let bindings = Token.batch([
    store.subscribe { state, previous, _ in renderer.render(state, previous: previous) },
    view.actions.observe { store.send($0) },
])
let status: Int32
do {
    status = try await TerminalApp.run(view)
} catch {
    FileHandle.standardError.write(Data("todo: \(error.description)\n".utf8))
    status = 1
}
withExtendedLifetime((store, renderer, bindings)) {}
exit(status)
