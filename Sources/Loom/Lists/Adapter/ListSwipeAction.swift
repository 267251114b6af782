/// An action offered when a row is swiped: one of its cell view model's row actions, or a delete
/// (for list views with no built-in delete, such as a collection view).
///
/// ```swift
/// for action in adapter.swipeActions(at: path, includingDelete: true) {
///     makeButton(title: action.title, destructive: action.isDestructive) {
///         adapter.perform(action, at: path)
///     }
/// }
/// ```
@MainActor
package enum ListSwipeAction {
    /// Deletes the row through the data source (``ListDataSource/perform(_:at:)``).
    case delete(title: String)
    /// Triggers a row action of the row's cell view model; the view model it returns is shown.
    case row(RowActionViewModel)

    /// The button's title.
    package var title: String {
        switch self {
        case .delete(let title): title
        case .row(let action): action.title
        }
    }

    /// Whether the button is drawn as destructive.
    package var isDestructive: Bool {
        switch self {
        case .delete: true
        case .row(let action): action.style == .destructive
        }
    }
}
