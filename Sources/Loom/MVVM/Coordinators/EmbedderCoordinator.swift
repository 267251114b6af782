/// A coordinator whose view offers named containers, and which embeds screens and child flows into
/// them: a split view's detail pane, a player bar, a tab's content.
///
/// Embedding goes through the ``Navigator`` (``NavigationState/embedded``), so a front-end shows it
/// like any other navigation and tests read it as a value. The coordinator guarantees:
/// - the view must offer the container: a missing one is ``NavigationError/missingContainerView(_:provider:)``
///   (never an empty container, silently);
/// - one flow per container: embedding again finishes the flow that was there,
///   and a flow that finishes by itself empties its container;
/// - one container per flow: embedding a running flow elsewhere (another container, another embedder)
///   moves it, and the container it leaves is emptied; the flow keeps running;
/// - the flows are children: kept while they run, released when they finish.
///
/// ```swift
/// final class LibrarySplitCoordinator: EmbedderCoordinator<SplitViewController, Screen> {
///     func showTrack(_ id: Int64) throws(NavigationError) {
///         try embed(TrackCoordinator(trackID: id), showing: .track(id), in: "detail")
///     }
/// }
/// let split = LibrarySplitCoordinator(navigator: navigator, view: splitViewController)
/// try split.showTrack(1)   // navigator.value.embedded == ["detail": .track(1)]
/// ```
@MainActor
open class EmbedderCoordinator<View: ContainerViewProvider, Screen: Hashable & Sendable>: ViewCoordinator<
    View
>
{
    /// The navigator whose containers hold the embedded screens.
    public let navigator: Navigator<Screen>
    /// The flow embedded in each container that holds one.
    public private(set) var embeddedFlows: [ContainerName: Coordinator] = [:]
    /// For each embedded flow, the screen it was embedded with and the observation of its end.
    private var flowEndings: [ContainerName: (screen: Screen, token: Token)] = [:]

    /// Creates a coordinator embedding into the containers of `view` (held weakly), through `navigator`.
    public init(navigator: Navigator<Screen>, view: View? = nil) {
        self.navigator = navigator
        super.init(view: view)
    }

    /// Embeds `screen` into the container `name`, replacing what it held (the flow embedded there
    /// finishes). The container is declared in the navigator if needed.
    ///
    /// Throws ``NavigationError/missingContainerView(_:provider:)`` when the view is there and offers no
    /// such container; nothing changes then. Without a view (not set yet, or released), the screen is
    /// embedded in the navigator's state, for a front-end to show later.
    public func embed(_ screen: Screen, in name: ContainerName) throws(NavigationError) {
        if let view { _ = try view.requireContainerView(for: name) }
        endFlow(in: name)
        if !navigator.value.containers.contains(name) { navigator.addContainer(name) }
        try navigator.embed(screen, in: name)
    }

    /// Embeds the flow `child` into the container `name`: its screen `screen` is embedded (as
    /// ``embed(_:in:)`` does), then the child is started and kept until it finishes or is replaced.
    /// When it finishes, its screen leaves the container.
    ///
    /// A flow that runs already is moved, not started again: from another container of this
    /// coordinator (that container is emptied; the same container just shows `screen`), or from
    /// another parent (see ``Coordinator/startChild(_:)``; an embedder empties the container it held
    /// the flow in).
    public func embed(
        _ child: Coordinator, showing screen: Screen, in name: ContainerName
    ) throws(NavigationError) {
        if let view { _ = try view.requireContainerView(for: name) }
        if let previous = container(of: child) { letGo(of: previous, emptying: previous != name) }
        try embed(screen, in: name)
        embeddedFlows[name] = child
        let ending = child.finished.observe { [weak self] in
            self?.letGo(of: name, emptying: true)
        }
        flowEndings[name] = (screen, ending)
        startChild(child)
    }

    /// Empties the container `name` and finishes the flow embedded there; returns the screen removed.
    @discardableResult
    public func removeEmbedded(from name: ContainerName) throws(NavigationError) -> Screen {
        endFlow(in: name)
        return try navigator.removeEmbedded(from: name)
    }

    /// Finishes the flow embedded in `name`, without touching the container (it is being refilled).
    private func endFlow(in name: ContainerName) {
        flowEndings[name] = nil
        embeddedFlows.removeValue(forKey: name)?.finish()
    }

    /// The container holding `flow`, if any.
    private func container(of flow: Coordinator) -> ContainerName? {
        embeddedFlows.first { $0.value === flow }?.key
    }

    /// Forgets the flow embedded in `name` (it finished, or runs on elsewhere); `emptying` also removes
    /// its screen from the container (unless someone else embedded another screen there since).
    private func letGo(of name: ContainerName, emptying: Bool) {
        let screen = flowEndings.removeValue(forKey: name)?.screen
        embeddedFlows[name] = nil
        if emptying, let screen, navigator.value.embedded[name] == screen {
            _ = try? navigator.removeEmbedded(from: name)
        }
    }

    override func childDidMove(_ child: Coordinator) {
        if let name = container(of: child) { letGo(of: name, emptying: true) }
    }
}
