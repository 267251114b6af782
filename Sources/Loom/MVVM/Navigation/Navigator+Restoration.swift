extension Navigator {
    /// Moves to `state` at once (state restoration) and returns the fewest steps a front-end takes to
    /// show it (``NavigationState/steps(to:)``); observers get one notification, none when nothing
    /// changes.
    ///
    /// ```swift
    /// let state = try JSONDecoder().decode(NavigationState<Route>.self, from: saved)
    /// navigator.restore(state)
    /// ```
    @discardableResult
    public func restore(_ state: NavigationState<Route>) -> [NavigationStep<Route>] {
        let steps = value.steps(to: state)
        value = state
        return steps
    }

    /// Shows the stack `link` names (``DeepLinkRouter/state(for:)``): dismisses what is presented and
    /// changes the stack in the fewest steps, which it returns; containers and their routes stay. A
    /// link that names no route throws and changes nothing.
    ///
    /// ```swift
    /// // showing library://artists/Sigur%20R%C3%B3s/Takk
    /// try navigator.open("library://artists/Sigur%20R%C3%B3s/Agaetis", with: router)
    /// // [.setStack(keeping: 2, adding: [.album("Sigur Rós", "Agaetis")])]: the album is swapped
    /// ```
    @discardableResult
    public func open(
        _ link: String, with router: DeepLinkRouter<Route>
    ) throws(DeepLinkError)
        -> [NavigationStep<Route>]
    {
        var target = value
        target.replaceStack(try router.state(for: link).stack)
        _ = try? target.dismiss(keeping: 0)  // keeping none never throws
        return restore(target)
    }
}
