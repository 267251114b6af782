/// One case of a parent's action enum that carries a child feature's action: how to embed a child
/// action into the parent's (the case itself, as ``Store/scope(state:action:)``
/// takes it) and how to extract it back (`nil` for the parent's other actions). A composed reducer
/// (``Reduce``) uses both: the extraction picks the actions its child handles, the embedding maps the
/// child's commands back into the parent's action type.
///
/// Swift has no key paths to enum cases; the extraction is a one-line `if case`:
///
/// ```swift
/// enum AppAction { case counter(CounterAction), reset }
///
/// let counterCase = ActionCase(AppAction.counter) { if case .counter(let action) = $0 { action } else { nil } }
/// counterCase.extract(.counter(.increment))   // .increment
/// counterCase.extract(.reset)                 // nil
/// ```
public struct ActionCase<Action, Child>: Sendable {
    /// Makes a parent action from a child action (usually the enum case itself).
    package let embed: @Sendable (Child) -> Action
    /// The child action a parent action carries, or `nil` when it is another action.
    package let extract: @Sendable (Action) -> Child?

    /// The case that `embed` makes and `extract` reads back.
    public init(
        _ embed: @escaping @Sendable (Child) -> Action, extract: @escaping @Sendable (Action) -> Child?
    ) {
        self.embed = embed
        self.extract = extract
    }

    /// The case of an element's action, carrying the element's identifier and its action (for
    /// ``Reduce/forEach(_:action:element:)``).
    ///
    /// ```swift
    /// enum ListAction { case row(id: Int, action: RowAction), add }
    ///
    /// let rowCase = ActionCase(ListAction.row) { if case .row(let id, let action) = $0 { (id, action) } else { nil } }
    /// ```
    public init<ID, ElementAction>(
        _ embed: @escaping @Sendable (ID, ElementAction) -> Action,
        extract: @escaping @Sendable (Action) -> (ID, ElementAction)?
    ) where Child == (ID, ElementAction) {
        self.embed = { embed($0.0, $0.1) }
        self.extract = extract
    }
}
