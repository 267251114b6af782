/// What happened to a ``ViewModelOwner``; a front-end forwards its view lifecycle as these events.
///
/// ```swift
/// override func viewWillAppear(_ animated: Bool) {   // UIKit front-end
///     super.viewWillAppear(animated)
///     handle(.willAppear)
/// }
/// ```
public enum OwnerLifecycleEvent: Hashable, Sendable {
    /// The view was loaded.
    case loaded
    /// The view is about to appear.
    case willAppear
    /// The view is about to disappear.
    case willDisappear
    /// The view was added to a visible hierarchy (a cell moved to its list).
    case attached
    /// The view left its hierarchy.
    case detached
    /// The cell is about to be reused for another row: it unbinds and drops its view model.
    case reused
}
