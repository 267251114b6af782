import DatabaseTestSupport
import Foundation
import GRDB
import Loom
import LoomTesting
import Testing
import TodoCore

/// The file rules of the README for `todo` (issue 20, data loss 3 and 4): a file that is not ours,
/// and anything beside it, is never written; a read-only file is never written, and saving works again
/// once the user makes it writable.
@MainActor
@Suite("Todo: file safety")
struct FileSafetyTests {
    @Test("another program's database in WAL mode is refused, and nothing is written beside it (issue 20, 3)")
    func foreignWALDatabase() throws {
        let folder = try TemporaryFolder(prefix: "todo-tests")
        defer { folder.remove() }
        let path = folder.path("notes.sqlite")
        try makeForeignWALDatabase(at: path)
        let listing = try folder.contents()
        #expect(listing == ["notes.sqlite"])
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(
            throws: TodoStorageError.notATodoDatabase(
                path: path, reason: "it is a database of another program")
        ) {
            _ = try TodoDatabase(path: path)
        }
        #expect(try folder.contents() == listing)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test(
        "a read-only file (chmod 444) is never written; once made writable, ctrl-s saves what is on screen (issue 20, 4)"
    )
    func readOnlyFileThenWritable() async throws {
        let folder = try TemporaryFolder(prefix: "todo-tests")
        defer { folder.remove() }
        let path = folder.path("todo.sqlite")
        do {
            let seed = makeTodoStore(storage: try TodoDatabase(path: path))
            _ = await ValueRecorder(seed.property).next { $0.saved != nil }
            seed.send(.addToDos(["kept"]))
            _ = await ValueRecorder(seed.property).next { !$0.isSaving && !$0.hasUnsavedChanges }
        }
        chmod(path, 0o444)
        defer { chmod(path, 0o644) }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let database = try TodoDatabase(path: path)
        // Root may write anywhere, but a file without any write permission was made read-only on purpose.
        try #require(database.isReadOnly)
        let store = makeTodoStore(storage: database)
        _ = await ValueRecorder(store.property).next { $0.saved != nil }
        #expect(titles(store.state.todos) == ["kept"])
        store.send(.addToDos(["new"]))
        _ = await ValueRecorder(store.property).next { $0.storageFailure != nil && !$0.isSaving }
        #expect(store.state.storageFailure == .readOnly(path: path))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)

        chmod(path, 0o644)
        store.send(.retry)
        _ = await ValueRecorder(store.property).next { !$0.isSaving && !$0.hasUnsavedChanges }
        #expect(store.state.storageFailure == nil)
        #expect(!database.isReadOnly)
        #expect(TodoScreen(store.state).saveStatus == nil)
        let reread = makeTodoStore(storage: try TodoDatabase(path: path))
        _ = await ValueRecorder(reread.property).next { $0.saved != nil }
        #expect(titles(reread.state.todos) == ["new", "kept"])
    }
}
