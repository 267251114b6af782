import Loom
import LoomTerminal
import TodoCore

/// The terminal front-end of the to-do list: a thin interpreter of `TodoCore`. It is a `TodoView`
/// driven by a `TodoRenderer` subscribed to the store (the article's `stateDidChanged`), and it
/// turns keys into actions.
///
/// Keys: type in the field, Enter adds; Tab (or Down) moves to the list at its newest to-do, where
/// Up/Down select, Space or `x` mark the selected to-do done (or not done again), `e` edits its title
/// (Enter saves, Esc cancels), Delete, Backspace or `d` remove it; Tab or Esc go back to the field;
/// Esc in the field and `q` in the list quit. Each to-do is a to-do item feature: toggling, editing
/// and removing from the list send its actions (`TodoAction.todo(id:action:)`). ctrl-s tries a failed load or save again. F1 (and `?` in the
/// list) shows every key.
///
/// Quitting waits for a save in progress; with changes that are not saved it asks first.
@MainActor
final class TodoProgram: TerminalProgram, TodoView {
    private enum Focus: Equatable {
        case field, list
        /// Editing the title of the to-do with this identifier, in ``editField``.
        case editing(TodoItem.ID)
    }

    let store: Store<TodoState, TodoAction>
    private var renderer: TodoRenderer?
    private var token: Token?
    private var session: TerminalSession?
    private var focus = Focus.field
    private var title = ""
    private var isAddEnabled = false
    private var message: String?
    private var saveStatus: String?
    /// The help and the "not saved" question.
    private var overlays = ProgramOverlays(helpTitle: "todo keys", helpSections: TodoProgram.helpSections)
    private var savedWaiters: [CheckedContinuation<Void, Never>] = []
    private var field = TextField(prompt: "New to-do: ", placeholder: "at least 3 characters, Enter adds")
    /// The title being edited (shown in place of ``field`` while editing): an edit not saved yet is on
    /// screen until Enter saves it or Esc cancels it.
    private var editField = TextField(prompt: "Edit to-do: ", isFocused: false)
    /// The to-dos, newest first: the list follows the store through its data source.
    private let list: TerminalListView<TodoItem>

    init(store: Store<TodoState, TodoAction>) {
        self.store = store
        let todos = PropertyDataSource(store.property.map(\.todos))
        todos.removeElement = { [store] index in store.send(.removeToDo(at: index)) }
        // A done to-do is dimmed and marked "✓ done" on the right; the others show their title only.
        list = TerminalListView(dataSource: todos, emptyText: "Nothing to do.") { item in
            item.isDone ? ListRow(item.title, detail: "✓ done", style: .dim) : ListRow(item.title)
        }
        list.isFocused = false
        list.showsStatusLine = false
        list.showsEditingColumn = false
        let renderer = TodoRenderer(view: self)
        self.renderer = renderer
        renderer.render(store.state, previous: nil)
        token = store.subscribe { [weak self] state, previous, _ in
            self?.stateChanged(state, previous: previous)
        }
    }

    func start(_ session: TerminalSession) {
        self.session = session
    }

    private func stateChanged(_ state: TodoState, previous: TodoState) {
        renderer?.render(state, previous: previous)
        if !state.isSaving {
            for waiter in savedWaiters { waiter.resume() }
            savedWaiters.removeAll()
            if let session, overlays.saveEnded(unsavedQuestion: unsavedQuestion) { session.quit() }
        }
        session?.setNeedsDisplay()
    }

    /// Returns when no save runs (at once if none does).
    func waitUntilSaved() async {
        guard store.state.isSaving else { return }
        await withCheckedContinuation { savedWaiters.append($0) }
    }

    // MARK: TodoView

    func setTitle(_ title: String) { self.title = title }
    /// The list shows the store's to-dos through its data source.
    func reloadRows(_ rows: [TodoItem]) {}
    func setInputText(_ text: String) { if field.text != text { field.setText(text) } }
    func setAddEnabled(_ enabled: Bool) { isAddEnabled = enabled }
    func showMessage(_ message: String?) { self.message = message }
    func showSaveStatus(_ status: String?) { saveStatus = status }

    // MARK: Drawing

    func draw(into screen: inout ScreenBuffer) {
        let width = screen.width
        let notice = Paragraph(saveStatus ?? "", style: TextStyle(bold: true, foreground: .red))
        let problem = Paragraph(message ?? "", style: .bold)
        // The save status is never hidden; the list gives up rows first.
        let areas = VerticalLayout([
            .fixed(1), .fixed(1), .fixed(1), .flexible, .fixed(problem.height(forWidth: width)),
            .fixed(notice.height(forWidth: width)), .fixed(1),
        ]).split(screen.bounds)
        Label(title, style: .bold).render(into: &screen, in: areas[0])
        if case .editing = focus {
            editField.render(into: &screen, in: areas[1])
        } else {
            field.render(into: &screen, in: areas[1])
        }
        let hint =
            isAddEnabled ? "[Enter] add" : "(type at least \(TodoState.minimumLength) characters to add)"
        Label(hint, style: .dim).render(into: &screen, in: areas[2])
        list.render(into: &screen, in: areas[3])
        problem.render(into: &screen, in: areas[4])
        notice.render(into: &screen, in: areas[5])
        HintBar(hints, status: store.state.isSaving ? "saving…" : "todo").render(into: &screen, in: areas[6])
        overlays.render(into: &screen, in: screen.bounds)
    }

    private var hints: [KeyHint] {
        // A failed load or save (a lock, a read-only file made writable since) is tried again by ctrl-s.
        let retry = store.state.storageFailure == nil ? [] : [KeyHint("ctrl-s", "save", priority: .help)]
        return retry + focusHints
    }

    private var focusHints: [KeyHint] {
        switch focus {
        case .field:
            [
                KeyHint("enter", "add"), KeyHint("tab", "list"), KeyHint("F1", "help", priority: .help),
                KeyHint("esc", "quit", priority: .essential),
            ]
        case .list:
            [
                KeyHint("↑↓", "select"), KeyHint("space", "done"), KeyHint("e", "edit"),
                KeyHint("d", "remove"),
                KeyHint("tab", "field", priority: .low), KeyHint("F1", "help", priority: .help),
                KeyHint("q", "quit", priority: .essential),
            ]
        case .editing:
            [
                KeyHint("enter", "save"), KeyHint("esc", "cancel", priority: .essential),
                KeyHint("F1", "help", priority: .help),
            ]
        }
    }

    /// What the "not saved" question says, or `nil` when everything is saved.
    private var unsavedQuestion: String? {
        let state = store.state
        guard state.hasUnsavedChanges else { return nil }
        let count = state.todos.count
        let reason = state.storageFailure.map { " \($0.description)" } ?? ""
        return "The to-do list on screen (\(count) to-do\(count == 1 ? "" : "s")) is not saved.\(reason) "
            + "Quitting now loses these changes (they are printed when todo exits)."
    }

    static let helpSections: [HelpOverlay.Section] = [
        HelpOverlay.Section(
            "In the field",
            [KeyHint("letters", "type the to-do"), KeyHint("enter", "add it (at least 3 characters)")]
                + TextField.helpKeys + [KeyHint("tab ↓", "go to the list"), KeyHint("esc", "quit")]),
        HelpOverlay.Section(
            "In the list",
            [
                KeyHint("↑ ↓ pgup pgdn", "select"), KeyHint("home end", "first / last"),
                KeyHint("space x", "mark done / not done"),
                KeyHint("e", "edit the title (enter saves, esc cancels)"),
                KeyHint("d del backspace", "remove the selected to-do"),
                KeyHint("tab esc shift-tab", "back to the field"), KeyHint("q", "quit"),
            ]),
        HelpOverlay.Section(
            "Anywhere",
            [
                KeyHint("ctrl-s", "try a failed load or save again"),
                KeyHint("F1", "this help (also ? in the list)"),
                KeyHint("ctrl-c", "quit at once (unsaved changes are printed)"),
            ]),
        HelpOverlay.Section("Asked about changes not saved", UnsavedQuitPrompt.helpKeys),
    ]

    // MARK: Keys

    func handle(_ key: Key, session: TerminalSession) {
        switch overlays.handle(key, session: session) {
        case .intent(.save):
            store.send(.retry)
            return
        case .handled:
            return
        case .ignored:
            break
        }
        if key == .character("?") && focus == .list {
            overlays.showHelp()
            return
        }
        if key == .control("s") {
            store.send(.retry)
            return
        }
        switch focus {
        case .field: handleInField(key, session: session)
        case .list: handleInList(key, session: session)
        case .editing(let id): handleEditing(key, id: id)
        }
    }

    /// Quits, unless a save runs (then waits for it) or changes are not saved (then asks).
    private func requestQuit(_ session: TerminalSession) {
        if overlays.requestQuit(isSaving: store.state.isSaving, unsavedQuestion: unsavedQuestion) {
            session.quit()
        }
    }

    private func handleInField(_ key: Key, session: TerminalSession) {
        switch key {
        case .tab, .down:
            setFocus(.list)
            return
        case .escape:
            requestQuit(session)
            return
        default:
            break
        }
        switch field.handle(key) {
        case .intent(.textChanged(let text)): store.send(.updateText(text))
        case .intent(.submitted): store.send(.add)
        case .handled, .ignored: break
        }
    }

    private func handleInList(_ key: Key, session: TerminalSession) {
        switch key {
        case .character("q"):
            requestQuit(session)
        case .tab, .escape, .backTab:
            setFocus(.field)
        case .delete, .backspace, .character("d"):
            if let item = selectedItem { store.send(.todo(id: item.id, action: .delete)) }
        case .character(" "), .character("x"):
            if let item = selectedItem { store.send(.todo(id: item.id, action: .toggle)) }
        case .character("e"):
            guard let item = selectedItem else { return }
            editField.setText(item.title)
            setFocus(.editing(item.id))
        default:
            list.handle(key)
        }
    }

    /// The to-do selected in the list.
    private var selectedItem: TodoItem? {
        guard let selection = list.selection else { return nil }
        return store.state.todos.indices.contains(selection.row) ? store.state.todos[selection.row] : nil
    }

    /// Enter saves the title (a title too short keeps the old one and shows the problem), Esc cancels;
    /// both go back to the list, at the same to-do.
    private func handleEditing(_ key: Key, id: TodoItem.ID) {
        if key == .escape {
            setFocus(.list)
            return
        }
        switch editField.handle(key) {
        case .intent(.submitted):
            // The to-do may be gone meanwhile (another program's removal, merged by a save).
            if store.state.todos.contains(where: { $0.id == id }) {
                store.send(.todo(id: id, action: .editTitle(editField.text)))
            }
            setFocus(.list)
        case .intent(.textChanged), .handled, .ignored:
            break
        }
    }

    private func setFocus(_ newFocus: Focus) {
        let from = focus
        focus = newFocus
        field.isFocused = newFocus == .field
        list.isFocused = newFocus == .list
        editField.isFocused = newFocus != .field && newFocus != .list
        // From the field, the list starts at the newest to-do (the one just added).
        if newFocus == .list && from == .field {
            try? list.select(ListIndexPath(section: 0, row: 0))
        }
    }
}
