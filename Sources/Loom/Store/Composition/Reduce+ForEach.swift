extension Reduce {
    /// Adds one child feature per element of the array at `keyPath`, identified by `id`: an action
    /// that `action` extracts as `(id, elementAction)` is reduced by `element` on the element with that
    /// identifier, then by this reducer (which may, say, remove the element whose delete was tapped).
    /// Each element's commands run under an identifier of that element, and are cancelled when an
    /// action removes it.
    ///
    /// An action for an identifier that no element has (a command or a row view that outlived its
    /// element) is not a crash: it is reported to the store's ``Store/commandErrorHandler`` as
    /// ``CompositionError/elementNotFound(id:collection:action:)``, and this reducer still gets it.
    ///
    /// Finding the element costs a linear search of the identifiers. Finding removed elements costs
    /// nothing when this reducer leaves the array alone (it compares the array's storage), and one pass
    /// over the identifiers when it changed the array.
    ///
    /// ```swift
    /// let list = Reduce(listOwnReducer).forEach(\.rows, action: rowCase, element: rowReducer)
    /// ```
    @MainActor
    public func forEach<Element: Identifiable, ElementAction>(
        _ keyPath: WritableKeyPath<State, [Element]>,
        action actionCase: ActionCase<Action, (Element.ID, ElementAction)>,
        element: @escaping Store<Element, ElementAction>.Reducer
    ) -> Reduce {
        let parent = reduce
        return Reduce { state, action in
            var elementCommand = Command<Action>.none
            if let (id, elementAction) = actionCase.extract(action) {
                if let index = state[keyPath: keyPath].firstIndex(where: { $0.id == id }) {
                    elementCommand = element(&state[keyPath: keyPath][index], elementAction)
                        .map { actionCase.embed((id, $0)) }
                        .cancellable(id: ChildCancelID(member: keyPath, element: id))
                } else {
                    elementCommand = .report(
                        CompositionError.elementNotFound(
                            id: "\(id)", collection: "\(keyPath)", action: "\(elementAction)"))
                }
            }
            let before = state[keyPath: keyPath]
            let parentCommand = parent(&state, action)
            let removed = Self.removedIDs(from: before, to: state[keyPath: keyPath])
            let cancels = removed.map {
                Command<Action>.cancel(id: ChildCancelID(member: keyPath, element: $0))
            }
            return .merge([elementCommand, parentCommand] + cancels)
        }
    }

    /// The identifiers of `before`'s elements that `after` does not have, in `before`'s order; none
    /// without a look when the two share their storage (the array was not changed).
    static func removedIDs<Element: Identifiable>(from before: [Element], to after: [Element]) -> [Element.ID]
    {
        let unchanged = before.withUnsafeBufferPointer { old in
            after.withUnsafeBufferPointer { new in
                old.baseAddress == new.baseAddress && old.count == new.count
            }
        }
        if unchanged || before.isEmpty { return [] }
        let kept = Set(after.lazy.map(\.id))
        return before.lazy.map(\.id).filter { !kept.contains($0) }
    }
}
