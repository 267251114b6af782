extension Store {
    /// Makes a child store on the element with identifier `id` of the array at `keyPath`, for the view
    /// of one row: its state is that element, and its actions are embedded with `embed` (the parent
    /// action's case, as ``Reduce/forEach(_:action:element:)`` reads it). `nil` when no element has
    /// that identifier.
    ///
    /// Like every child store, it reads from the root and sends there, keeps its parent alive (never
    /// the reverse), and tells its followers only when its element changes. Once the element is
    /// removed, the store keeps the element as it last was (a row view being animated away still
    /// reads it), and an action sent through it is reported by the parent's `forEach` as
    /// ``CompositionError/elementNotFound(id:collection:action:)``.
    ///
    /// Finding the element costs one comparison while it stays at its place in the array, and a
    /// linear search of the identifiers after it moved.
    ///
    /// ```swift
    /// let rowStore = listStore.scope(element: row.id, in: \.rows, action: ListAction.row)
    /// rowStore?.send(.toggle)    // sends .row(id: row.id, action: .toggle) to the list
    /// ```
    public func scope<Element: Identifiable & Equatable, ElementAction>(
        element id: Element.ID, in keyPath: KeyPath<State, [Element]>,
        action embed: @escaping @MainActor (Element.ID, ElementAction) -> Action
    ) -> Store<Element, ElementAction>? {
        let elements = currentState[keyPath: keyPath]
        guard let index = elements.firstIndex(where: { $0.id == id }) else { return nil }
        let last = ElementCursor(element: elements[index], index: index)
        return scope(
            state: { state in last.find(id, in: state[keyPath: keyPath]) },
            action: { embed(id, $0) }, removeDuplicates: { $0 == $1 })
    }
}
