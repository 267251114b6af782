extension Store {
    /// The state as a Loom ``Property``: its value is the current state and it notifies after every
    /// action (and after a time-travel jump), so it binds with `<~` like any property.
    ///
    /// The store updates one mirror property, made on first use; a store never asked for it pays
    /// nothing. The property does not keep the store alive.
    ///
    /// ```swift
    /// let title = MutableProperty("")
    /// let token = title <~ store.property.map { "TODO - (\($0.todos.count))" }
    /// ```
    public var property: Property<State> {
        if let existing = followers.property { return existing }
        let made = followers.property(startingWith: currentState)
        followersChanged()
        return made
    }
}
