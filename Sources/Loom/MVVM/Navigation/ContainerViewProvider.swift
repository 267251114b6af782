/// A view that offers containers to embed routes into, by name.
///
/// A front-end interpreting ``NavigationState/embedded`` asks the provider for each container's view;
/// ``requireContainerView(for:)`` turns a missing one into a clear error instead of silently embedding
/// nothing.
///
/// ```swift
/// final class SplitScreen: ContainerViewProvider {
///     var detailPane = Pane()
///     func containerView(for name: ContainerName) -> Pane? {
///         name == "detail" ? detailPane : nil
///     }
/// }
/// let pane = try split.requireContainerView(for: "detail")
/// ```
@MainActor
public protocol ContainerViewProvider: AnyObject {
    /// The type of a container's view.
    associatedtype ContainerView
    /// The view of the container named `name`, or `nil` if this view has no such container.
    func containerView(for name: ContainerName) -> ContainerView?
}

extension ContainerViewProvider {
    /// The view of the container named `name`; throws ``NavigationError/missingContainerView(_:provider:)``
    /// when there is none.
    public func requireContainerView(for name: ContainerName) throws(NavigationError) -> ContainerView {
        guard let view = containerView(for: name) else {
            throw .missingContainerView(name, provider: String(describing: Self.self))
        }
        return view
    }
}
