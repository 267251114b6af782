import Foundation
import GRDB
import Loom
import TodoCore

/// A storage that fails with the given errors (immutable, so `Sendable`).
struct FailingStorage: TodoPersisting {
    var loadError: TodoStorageError?
    var saveError: TodoStorageError?
    var saved: [String] = []
    var isReadOnly = false

    func load() async throws(TodoStorageError) -> [String] {
        if let loadError { throw loadError }
        return saved
    }

    func save(_ todos: [String], over saved: [String]) async throws(TodoStorageError) -> [String] {
        if let saveError { throw saveError }
        return todos
    }
}

/// A storage the test can make read-only or writable, as `chmod` does to a file: saves fail with
/// `readOnly` while it is read-only. `@unchecked Sendable`: every member is behind `lock`.
final class SwitchableStorage: TodoPersisting, @unchecked Sendable {
    private let lock = NSLock()
    private var _stored: [String]
    private var _isReadOnly: Bool

    init(stored: [String], isReadOnly: Bool) {
        _stored = stored
        _isReadOnly = isReadOnly
    }

    var isReadOnly: Bool {
        get { lock.withLock { _isReadOnly } }
        set { lock.withLock { _isReadOnly = newValue } }
    }

    var stored: [String] { lock.withLock { _stored } }

    func load() async throws(TodoStorageError) -> [String] { stored }

    func save(_ todos: [String], over saved: [String]) async throws(TodoStorageError) -> [String] {
        let refused = lock.withLock {
            if _isReadOnly { return true }
            _stored = todos
            return false
        }
        if refused { throw .readOnly(path: "/tmp/x.sqlite") }
        return todos
    }
}

/// Counts permits: `wait()` takes one or suspends until `open()` gives one.
actor Gate {
    private var permits = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private(set) var arrivals: [[String]] = []

    func wait(recording todos: [String]) async {
        arrivals.append(todos)
        if permits > 0 {
            permits -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func open() {
        if waiting.isEmpty {
            permits += 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}

/// A storage whose saves wait at a gate the test opens: a save "in progress" for as long as the
/// test wants, without sleeping.
struct GatedStorage: TodoPersisting {
    let gate = Gate()
    var stored: [String] = []

    func load() async throws(TodoStorageError) -> [String] { stored }

    func save(_ todos: [String], over saved: [String]) async throws(TodoStorageError) -> [String] {
        await gate.wait(recording: todos)
        return todos
    }
}

/// Overwrites page `page` (1-based, 4096-byte pages) of a file with garbage.
func damagePage(_ page: Int, of path: String) throws {
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    defer { try? handle.close() }
    try handle.seek(toOffset: UInt64((page - 1) * 4096))
    handle.write(Data(repeating: 0xA5, count: 4096))
}

/// A view that records what the renderer did.
@MainActor
final class RecordingView: TodoView {
    var title = ""
    var rows: [String] = []
    var inputText = ""
    var isAddEnabled = false
    var message: String?
    var saveStatus: String?
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
    func showSaveStatus(_ status: String?) { saveStatus = status }
}
