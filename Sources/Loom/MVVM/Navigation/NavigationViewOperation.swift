/// What an interpreter does on screen for one ``NavigationStep``, with the views it concerns (made by
/// ``NavigationViews/prepare(_:)``).
///
/// ```swift
/// case .present(let controller, let presenter):
///     presenter.present(controller, animated: true, completion: done)
/// ```
package enum NavigationViewOperation<View: AnyObject> {
    /// Push this view.
    case push(View)
    /// Pop until this view is on top.
    case pop(to: View)
    /// Show exactly these views as the stack, root first.
    case setStack([View])
    /// Dismiss what `presenter` presents (and everything above it).
    case dismiss(presenter: View)
    /// Present the view from `presenter`.
    case present(View, presenter: View)
    /// Embed the view into the container, removing the one it replaces.
    case embed(View, in: ContainerName, replacing: View?)
    /// Remove the view from the container.
    case removeEmbedded(View, from: ContainerName)
}
