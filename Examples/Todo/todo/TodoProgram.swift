import Loom
import LoomTerminal
import TodoCore

/// The terminal front-end of the to-do list: a thin interpreter of `TodoCore`. It is a `TodoView`
/// driven by a `TodoRenderer` subscribed to the store (the article's `stateDidChanged`), and it
/// turns keys into actions.
///
/// Keys: type in the field, Enter adds; Tab (or Down) moves to the list, where Up/Down select,
/// Delete, Backspace or `d` remove the selected to-do; Tab or Esc go back to the field; Esc in the
/// field and `q` in the list quit. ctrl-s tries a failed load or save again. F1 (and `?` in the
/// list) shows every key.
///
/// Quitting waits for a save in progress; with changes that are not saved it asks first.
@MainActor
final class TodoProgram: TerminalProgram, TodoView {
    private enum Focus { case field, list }

    let store: Store<TodoState, TodoAction>
    private var renderer: TodoRenderer?
    private var token: Token?
    private var session: TerminalSession?
    private var focus = Focus.field
    private var title = ""
    private var isAddEnabled = false
    private var message: String?
    private var saveStatus: String?
    private var help: HelpOverlay?
    /// Quitting was asked while a save ran: decide when it finishes.
    private var quitWhenSaved = false
    /// The "not saved" question is on screen.
    private var confirmingQuit = false
    private var savedWaiters: [CheckedContinuation<Void, Never>] = []
    private var field = TextField(prompt: "New to-do: ", placeholder: "at least 3 characters, Enter adds")
    private var list = ListBox(rows: [], isFocused: false, emptyText: "Nothing to do.")

    init(store: Store<TodoState, TodoAction>) {
        self.store = store
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
            if quitWhenSaved, let session {
                quitWhenSaved = false
                requestQuit(session)
            }
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
    func reloadRows(_ rows: [String]) { list.rows = rows.map { ListRow($0) } }
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
        field.render(into: &screen, in: areas[1])
        let hint =
            isAddEnabled ? "[Enter] add" : "(type at least \(TodoState.minimumLength) characters to add)"
        Label(hint, style: .dim).render(into: &screen, in: areas[2])
        list.viewportHeight = max(1, areas[3].height)
        list.render(into: &screen, in: areas[3])
        problem.render(into: &screen, in: areas[4])
        notice.render(into: &screen, in: areas[5])
        HintBar(hints, status: store.state.isSaving ? "saving…" : "todo").render(into: &screen, in: areas[6])
        if confirmingQuit {
            UnsavedQuitPrompt(message: unsavedQuestion).render(into: &screen, in: screen.bounds)
        }
        help?.render(into: &screen, in: screen.bounds)
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
                KeyHint("↑↓", "select"), KeyHint("d", "remove"), KeyHint("tab", "field", priority: .low),
                KeyHint("F1", "help", priority: .help), KeyHint("q", "quit", priority: .essential),
            ]
        }
    }

    private var unsavedQuestion: String {
        let state = store.state
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
        if help != nil {
            if help?.handle(key) == .intent(.dismissed) { help = nil }
            return
        }
        if confirmingQuit {
            handleConfirmation(key, session: session)
            return
        }
        if key == .function(1) || (key == .character("?") && focus == .list) {
            help = HelpOverlay(title: "todo keys", sections: Self.helpSections)
            return
        }
        if key == .control("s") {
            store.send(.retry)
            return
        }
        switch focus {
        case .field: handleInField(key, session: session)
        case .list: handleInList(key, session: session)
        }
    }

    private func handleConfirmation(_ key: Key, session: TerminalSession) {
        switch UnsavedQuitPrompt.answer(to: key) {
        case .quitWithoutSaving:
            session.quit(0)  // the command reports the unsaved list and exits with status 2
        case .save:
            confirmingQuit = false
            store.send(.retry)
        case .stay:
            confirmingQuit = false
        case nil:
            break
        }
    }

    /// Quits, unless a save runs (then waits for it) or changes are not saved (then asks).
    private func requestQuit(_ session: TerminalSession) {
        let state = store.state
        if state.isSaving {
            quitWhenSaved = true
        } else if state.hasUnsavedChanges {
            confirmingQuit = true
        } else {
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
            if let selection = list.selection { store.send(.removeToDo(at: selection)) }
        default:
            list.handle(key)
        }
    }

    private func setFocus(_ newFocus: Focus) {
        focus = newFocus
        field.isFocused = newFocus == .field
        list.isFocused = newFocus == .list
        if newFocus == .list, list.selection == nil { list.select(0) }
    }
}
