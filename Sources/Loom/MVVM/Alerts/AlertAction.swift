/// One button of an alert: an ``AlertViewModel`` makes them from the titles it is given, and a
/// front-end reads them.
///
/// ```swift
/// let alert = AlertViewModel(
///     title: "Remove?", defaultActions: [], destructiveActions: ["Delete"], cancelAction: "Cancel")
/// alert.actions[0]   // title "Delete", role .destructive
/// ```
public struct AlertAction: Hashable, Sendable {
    /// What the button does, which decides its place and look.
    public enum Role: Hashable, Sendable {
        /// A normal action.
        case `default`
        /// An action that destroys data (drawn in red).
        case destructive
        /// Dismisses the alert without doing anything (always last).
        case cancel
    }

    /// The button's title.
    public var title: String
    /// The button's role.
    public var role: Role

    /// Creates an action (``AlertViewModel`` makes them).
    package init(title: String, role: Role = .default) {
        self.title = title
        self.role = role
    }
}
