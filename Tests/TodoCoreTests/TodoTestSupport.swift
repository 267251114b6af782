import Foundation
import TodoCore

/// A storage that always fails with the given errors (immutable, so `Sendable`).
struct FailingStorage: TodoPersisting {
    var loadError: TodoStorageError?
    var saveError: TodoStorageError?
    var saved: [String] = []

    func load() throws(TodoStorageError) -> [String] {
        if let loadError { throw loadError }
        return saved
    }

    func save(_ todos: [String]) throws(TodoStorageError) {
        if let saveError { throw saveError }
    }
}

/// A fresh folder under the temporary directory for one test.
func temporaryFolder() throws -> String {
    let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
        "todo-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
}

/// A view that records what the renderer did.
@MainActor
final class RecordingView: TodoView {
    var title = ""
    var rows: [String] = []
    var inputText = ""
    var isAddEnabled = false
    var message: String?
    var reloads = 0
    var buttonUpdates = 0

    func setTitle(_ title: String) { self.title = title }
    func reloadRows(_ rows: [String]) {
        self.rows = rows
        reloads += 1
    }
    func setInputText(_ text: String) { inputText = text }
    func setAddEnabled(_ enabled: Bool) {
        isAddEnabled = enabled
        buttonUpdates += 1
    }
    func showMessage(_ message: String?) { self.message = message }
}
