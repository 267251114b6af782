/// Applies state changes to a ``TodoView``, touching only what changed (the article's
/// `stateDidChanged(state:previousState:command:)`): the rows and title when the to-dos changed,
/// the input and button when the text changed, the message and the save status when they changed.
/// A `nil` previous state renders everything.
///
/// ```swift
/// let renderer = TodoRenderer(view: view)
/// renderer.render(store.state, previous: nil)
/// let token = store.subscribe { state, previous, _ in renderer.render(state, previous: previous) }
/// ```
@MainActor
public final class TodoRenderer {
    /// The view, held weakly (the view owns the renderer's subscription, not the reverse).
    public private(set) weak var view: (any TodoView)?

    /// Makes a renderer for `view`.
    public init(view: any TodoView) {
        self.view = view
    }

    /// Renders `state`, given the `previous` state already shown (or `nil` for the first render).
    public func render(_ state: TodoState, previous: TodoState?) {
        guard let view else { return }
        let screen = TodoScreen(state)
        if previous == nil || previous?.todos != state.todos {
            view.setTitle(screen.title)
            view.reloadRows(screen.rows)
        }
        if previous == nil || previous?.text != state.text {
            view.setInputText(screen.inputText)
            view.setAddEnabled(screen.isAddEnabled)
        }
        if previous == nil || previous?.problem != state.problem {
            view.showMessage(screen.message)
        }
        if previous.map(TodoScreen.init)?.saveStatus != screen.saveStatus || previous == nil {
            view.showSaveStatus(screen.saveStatus)
        }
    }
}
