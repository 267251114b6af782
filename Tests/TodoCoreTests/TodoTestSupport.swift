import Foundation
import GRDB
import Loom
import Testing
public import TodoCore

/// A storage that fails with the given errors (immutable, so `Sendable`).
struct FailingStorage: TodoPersisting {
    var loadError: TodoStorageError?
    var saveError: TodoStorageError?
    var saved: [TodoItem] = []
    var isReadOnly = false

    func load() async throws(TodoStorageError) -> [TodoItem] {
        if let loadError { throw loadError }
        return saved
    }

    func save(_ todos: [TodoItem], over saved: [TodoItem]) async throws(TodoStorageError) -> [TodoItem] {
        if let saveError { throw saveError }
        return todos
    }
}

/// A storage the test can make read-only or writable, as `chmod` does to a file: saves fail with
/// `readOnly` while it is read-only. `@unchecked Sendable`: every member is behind `lock`.
final class SwitchableStorage: TodoPersisting, @unchecked Sendable {
    private let lock = NSLock()
    private var _stored: [TodoItem]
    private var _isReadOnly: Bool

    init(stored: [TodoItem], isReadOnly: Bool) {
        _stored = stored
        _isReadOnly = isReadOnly
    }

    var isReadOnly: Bool {
        get { lock.withLock { _isReadOnly } }
        set { lock.withLock { _isReadOnly = newValue } }
    }

    var stored: [TodoItem] { lock.withLock { _stored } }

    func load() async throws(TodoStorageError) -> [TodoItem] { stored }

    func save(_ todos: [TodoItem], over saved: [TodoItem]) async throws(TodoStorageError) -> [TodoItem] {
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
    private(set) var arrivals: [[TodoItem]] = []

    func wait(recording todos: [TodoItem]) async {
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
    var stored: [TodoItem] = []

    func load() async throws(TodoStorageError) -> [TodoItem] { stored }

    func save(_ todos: [TodoItem], over saved: [TodoItem]) async throws(TodoStorageError) -> [TodoItem] {
        await gate.wait(recording: todos)
        return todos
    }
}

/// In tests, a to-do written as a string literal is a to-do whose identifier is its title, not done:
/// `TodoState(todos: ["a"])`. A reducer made with `TodoReducer(storage:newID: ids("a"))` gives the
/// to-dos it adds those identifiers, so the expected state can be written the same way.
extension TodoItem: ExpressibleByStringLiteral {
    /// The to-do `title`, whose identifier is its title, not done.
    public init(stringLiteral title: String) {
        self.init(id: title, title: title)
    }
}

/// New to-dos' identifiers, in order: `ids("a", "b")` gives "a", then "b" (a test that adds more
/// to-dos than it names fails).
func ids(_ identifiers: String...) -> @Sendable () -> TodoItem.ID { ids(identifiers) }

/// New to-dos' identifiers, in order (see ``ids(_:)-(String...)``).
func ids(_ identifiers: [String]) -> @Sendable () -> TodoItem.ID {
    let queue = IDQueue(identifiers)
    return { queue.next() }
}

/// The identifiers `ids(_:)` hands out. `@unchecked Sendable`: `remaining` is only used under `lock`.
private final class IDQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var remaining: [String]

    init(_ identifiers: [String]) { remaining = identifiers }

    func next() -> String {
        lock.withLock {
            guard !remaining.isEmpty else {
                Issue.record("a to-do was added beyond the identifiers the test named")
                return "unnamed"
            }
            return remaining.removeFirst()
        }
    }
}

/// The titles of `items`, in order.
func titles(_ items: [TodoItem]) -> [String] { items.map(\.title) }

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
    var rows: [TodoItem] = []
    var inputText = ""
    var isAddEnabled = false
    var message: String?
    var saveStatus: String?
    var reloads = 0
    var buttonUpdates = 0

    func setTitle(_ title: String) { self.title = title }
    func reloadRows(_ rows: [TodoItem]) {
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
