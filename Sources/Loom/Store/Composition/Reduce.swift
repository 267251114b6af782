/// A reducer that composes: a feature's own reducer, to which child features are added over parts of
/// its state with ``scope(state:action:child:)``, ``ifLet(_:action:then:)`` and
/// ``forEach(_:action:element:)``. Each returns a new `Reduce` that runs the child first, on its part
/// of the state, then the reducer it was called on (so the parent sees what the child did, and can
/// react to a child's action, such as removing the row whose delete button was tapped); the child's
/// command is mapped into the parent's action type and runs beside the parent's.
///
/// ``reduce`` is an ordinary in-place reducer: hand it to a ``Store`` (or a `TestStore`), or to another
/// `Reduce` as its child.
///
/// ```swift
/// let appReducer = Reduce<AppState, AppAction> { state, action in
///     switch action {
///     case .reset:
///         state.counter = Counter()
///         return .none
///     case .counter:
///         return .none
///     }
/// }
/// .scope(state: \.counter, action: counterCase, child: counterReducer)
/// let store = Store(initialState: AppState(), reducer: appReducer.reduce)
/// ```
public struct Reduce<State, Action> {
    /// The composed reducer, in the form a ``Store`` takes.
    public let reduce: Store<State, Action>.Reducer

    /// A reducer that does what `reduce` does (a feature's own logic, before children are added).
    ///
    /// ```swift
    /// let counter = Reduce<Counter, CounterAction> { state, action in
    ///     state.count += 1
    ///     return .none
    /// }
    /// ```
    public init(_ reduce: @escaping Store<State, Action>.Reducer) {
        self.reduce = reduce
    }
}
