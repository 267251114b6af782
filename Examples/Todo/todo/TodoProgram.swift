import Loom
import LoomTerminal
import TodoCore

/// The terminal front-end of the to-do list: a thin interpreter of `TodoCore`. It is a `TodoView`
/// driven by a `TodoRenderer` subscribed to the store (the article's `stateDidChanged`), and it
/// turns keys into actions.
///
/// Keys: type in the field, Enter adds; Tab (or Down) moves to the list, where Up/Down select,
/// Delete, Backspace or `d` remove the selected to-do and `q` quits; Tab or Escape go back to the
/// field; Escape in the field quits too.
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
    private var field = TextField(prompt: "New to-do: ", placeholder: "at least 3 characters, Enter adds")
    private var list = ListBox(rows: [], isFocused: false, emptyText: "Nothing to do.")

    init(store: Store<TodoState, TodoAction>) {
        self.store = store
        let renderer = TodoRenderer(view: self)
        self.renderer = renderer
        renderer.render(store.state, previous: nil)
        token = store.subscribe { [weak self] state, previous, _ in
            self?.renderer?.render(state, previous: previous)
            self?.session?.setNeedsDisplay()
        }
    }

    func start(_ session: TerminalSession) {
        self.session = session
    }

    // MARK: TodoView

    func setTitle(_ title: String) { self.title = title }
    func reloadRows(_ rows: [String]) { list.rows = rows.map { ListRow($0) } }
    func setInputText(_ text: String) { if field.text != text { field.setText(text) } }
    func setAddEnabled(_ enabled: Bool) { isAddEnabled = enabled }
    func showMessage(_ message: String?) { self.message = message }

    // MARK: TerminalProgram

    func draw(into screen: inout ScreenBuffer) {
        let areas = VerticalLayout([.fixed(1), .fixed(1), .fixed(1), .flexible, .fixed(1), .fixed(1)])
            .split(screen.bounds)
        _ = screen.write(title, row: areas[0].row, column: 0, style: .bold)
        field.render(into: &screen, in: areas[1])
        let hint =
            isAddEnabled ? "[Enter] add" : "(type at least \(TodoState.minimumLength) characters to add)"
        _ = screen.write(hint, row: areas[2].row, column: 0, style: .dim)
        list.viewportHeight = max(1, areas[3].height)
        list.render(into: &screen, in: areas[3])
        if let message {
            _ = screen.write(message, row: areas[4].row, column: 0, style: .bold)
        }
        StatusLine(
            leading: focus == .field
                ? " Enter: add · Tab: list · Esc: quit"
                : " ↑↓: select · Del/d: remove · Tab: field · q: quit",
            trailing: "todo "
        ).render(into: &screen, in: areas[5])
    }

    func handle(_ key: Key, session: TerminalSession) {
        switch focus {
        case .field: handleInField(key, session: session)
        case .list: handleInList(key, session: session)
        }
    }

    private func handleInField(_ key: Key, session: TerminalSession) {
        switch key {
        case .tab, .down:
            setFocus(.list)
            return
        case .escape:
            session.quit()
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
            session.quit()
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
