/// The to-do list's state (the article's `State`): the to-dos, newest first, the text being typed,
/// the problem to show, and where saving stands.
///
/// Saving is part of the state so that an edit that was not saved is always visible:
/// ``hasUnsavedChanges`` compares the list with ``saved``, the list the storage is known to hold.
///
/// ```swift
/// var state = TodoState(todos: [TodoItem(id: "1", title: "Buy milk")], text: "Call")
/// state.canAdd              // true: the text has at least 3 characters
/// state.hasUnsavedChanges   // true: nothing was loaded or saved yet
/// ```
public struct TodoState: Equatable, Sendable, Codable {
    /// The minimum number of characters a new to-do needs (spaces around the text do not count).
    public static let minimumLength = 3

    /// The to-dos, newest first: each one a to-do item feature's state (``TodoItem``), composed by
    /// ``TodoReducer`` with `forEach` by identifier.
    public var todos: [TodoItem]
    /// The text in the input field.
    public var text: String
    /// The last problem with the input, until the next valid change.
    public var problem: TodoProblem?
    /// The list the storage holds, as far as this program knows: set by a successful load or save;
    /// `nil` until the list was loaded. Nothing is saved before a load succeeded, so a list that
    /// could not be read is never replaced.
    public var saved: [TodoItem]?
    /// The list a save in progress is writing, or `nil` when no save runs.
    public var saving: [TodoItem]?
    /// Why the last load or save failed; `nil` after a success.
    public var storageFailure: TodoStorageError?
    /// Whether the storage can only be read (known once loaded, and after each save): changes are
    /// not saved until the user makes it writable (the next change or ``TodoAction/retry`` tries).
    public var isReadOnly: Bool
    /// The changes of another program that the last saves merged into the list (the list on screen
    /// has them); `nil` after the next edit.
    public var mergedChanges: TodoMergedChanges?

    /// Makes a state.
    public init(
        todos: [TodoItem] = [], text: String = "", problem: TodoProblem? = nil, saved: [TodoItem]? = nil,
        saving: [TodoItem]? = nil, storageFailure: TodoStorageError? = nil, isReadOnly: Bool = false,
        mergedChanges: TodoMergedChanges? = nil
    ) {
        self.todos = todos
        self.text = text
        self.problem = problem
        self.saved = saved
        self.saving = saving
        self.storageFailure = storageFailure
        self.isReadOnly = isReadOnly
        self.mergedChanges = mergedChanges
    }

    /// The text that ``TodoAction/add`` would add: the input without the spaces around it.
    public var trimmedText: String { Self.trimmed(text) }

    /// `text` without the spaces and line breaks around it.
    static func trimmed(_ text: String) -> String {
        let isSpace = { (character: Character) in character.isWhitespace || character.isNewline }
        guard let first = text.firstIndex(where: { !isSpace($0) }),
            let last = text.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(text[first...last])
    }

    /// Whether the text is long enough to be added (whitespace-only text never is).
    public var canAdd: Bool { trimmedText.count >= Self.minimumLength }

    /// Whether the list on screen differs from the list the storage holds.
    public var hasUnsavedChanges: Bool { todos != (saved ?? []) }

    /// Whether a save is running.
    public var isSaving: Bool { saving != nil }
}
