import Loom
import LoomTerminal
import TodoCore

/// The to-do list's terminal view: a ``TodoView`` that a ``TodoRenderer`` drives from the store's
/// state, and that publishes ``TodoAction``s for what the user does. It never reads the store.
///
/// Keys: typing edits the new to-do (Backspace, Left/Right, ctrl-u), Enter adds it; Down or Tab
/// moves into the list, where Up/Down select, Delete, Backspace or `d` removes the selected
/// to-do, and Tab, `/` or Up from the first row go back to the field. Escape hides a message, or
/// quits; `q` in the list quits.
@MainActor
final class TodoTerminalView: TodoView, TerminalProgram {
    /// The actions this view publishes; the program sends them to the store.
    let actions = Emitter<TodoAction>()

    private var title = ""
    private var addEnabled = false
    private var message: String?
    private var field = TextField(prompt: "New to-do: ", placeholder: "at least 3 characters")
    private var list = ListBox(isFocused: false, emptyText: "Nothing to do.")
    private var session: TerminalSession?

    // MARK: TodoView

    func setTitle(_ title: String) {
        self.title = title
        session?.setNeedsDisplay()
    }

    func reloadRows(_ rows: [String]) {
        list.rows = rows.map { ListRow($0) }
        if rows.isEmpty { focusList(false) }
        session?.setNeedsDisplay()
    }

    func setInputText(_ text: String) {
        // The field already shows what the user typed; only outside changes (clearing after an
        // add) replace it, so the cursor stays where the user put it.
        if field.text != text { field.setText(text) }
        session?.setNeedsDisplay()
    }

    func setAddEnabled(_ enabled: Bool) {
        addEnabled = enabled
        session?.setNeedsDisplay()
    }

    func showMessage(_ message: String?) {
        self.message = message
        session?.setNeedsDisplay()
    }

    // MARK: TerminalProgram

    func start(_ session: TerminalSession) {
        self.session = session
    }

    func draw(into screen: inout ScreenBuffer) {
        let parts = VerticalLayout([.fixed(1), .fixed(1), .fixed(1), .flexible, .fixed(1)]).split(
            screen.bounds)
        Label(title, style: .bold).render(into: &screen, in: parts[0])
        let add = Button("Add", isFocused: false)
        field.render(into: &screen, in: parts[1].inset(right: add.width + 1))
        let addRect = parts[1].inset(left: max(0, parts[1].width - add.width))
        screen.write(
            "[ Add ]", row: addRect.row, column: addRect.column, style: addEnabled ? .bold : .dim,
            maxWidth: addRect.width)
        if let message {
            Label("⚠ \(message)", style: TextStyle(bold: true, foreground: .red)).render(
                into: &screen, in: parts[2])
        }
        list.viewportHeight = max(1, parts[3].height)
        list.render(into: &screen, in: parts[3])
        let hints =
            list.isFocused ? "del remove · / new to-do · q quit" : "enter add · ↓ list · esc quit"
        StatusLine(leading: hints, trailing: "Store").render(into: &screen, in: parts[4])
    }

    func handle(_ key: Key, session: TerminalSession) {
        if key == .escape {
            if message != nil { actions.send(.dismissProblem) } else { session.quit() }
            return
        }
        if list.isFocused {
            handleList(key, session: session)
        } else {
            handleField(key)
        }
    }

    private func handleField(_ key: Key) {
        switch field.handle(key) {
        case .intent(.textChanged(let text)): actions.send(.updateText(text))
        case .intent(.submitted): actions.send(.add)
        case .handled: break
        case .ignored:
            if key == .down || key == .tab, !list.rows.isEmpty { focusList(true) }
        }
    }

    private func handleList(_ key: Key, session: TerminalSession) {
        switch key {
        case .character("q"): session.quit()
        case .delete, .backspace, .character("d"):
            if let index = list.selection { actions.send(.removeToDo(at: index)) }
        case .tab, .character("/"): focusList(false)
        case .up where list.selection == 0: focusList(false)
        default: list.handle(key)
        }
    }

    private func focusList(_ focused: Bool) {
        list.isFocused = focused
        field.isFocused = !focused
    }
}
