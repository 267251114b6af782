/// A coordinator whose view offers named containers, and which embeds routes and child flows into
/// them: a split view's detail pane, a player bar, a tab's content. It is platform-neutral: it names
/// the containers, and a front-end shows them (the UIKit interpreter asks its container hosts for
/// their views).
///
/// Embedding goes through the ``Navigator`` (``NavigationState/embedded``), so a front-end shows it
/// like any other navigation and tests read it as a value. The coordinator guarantees:
/// - only the containers it names: another one is ``NavigationError/unknownContainer(_:known:)``
///   (never an empty container, silently);
/// - one flow per container: embedding again finishes the flow that was there, emptying the container
///   (`navigator.value.removeEmbedded(from:)`) finishes it, and a flow that finishes by itself empties
///   its container;
/// - one container per flow: embedding a running flow elsewhere (another container, another embedder)
///   moves it, and the container it leaves is emptied; the flow keeps running;
/// - the flows are children: kept while they run, released when they finish, and finished when their
///   container is emptied or goes away;
/// - with a host route (`on:`), the containers are declared on it: when that route is popped or
///   dismissed, its containers and their screens leave the navigator, the embedded flows finish, and
///   so does this coordinator (its parent lets it go).
///
/// ```swift
/// final class LibrarySplitCoordinator: EmbedderCoordinator<Route> {
///     init(navigator: Navigator<Route>) {
///         super.init(navigator: navigator, containers: ["detail"], on: .split)
///     }
///     func showTrack(_ id: Int64) throws(NavigationError) {
///         try embed(TrackCoordinator(trackID: id), showing: .track(id), in: "detail")
///     }
/// }
/// navigator.value.push(.split)
/// let split = LibrarySplitCoordinator(navigator: navigator)
/// try split.showTrack(1)   // navigator.value.embedded == ["detail": .track(1)]
/// try navigator.value.pop()      // the container, its screen, the track flow and `split` are gone
/// ```
@MainActor
open class EmbedderCoordinator<Route: Hashable & Sendable>: Coordinator {
    /// The navigator whose containers hold the embedded routes.
    public let navigator: Navigator<Route>
    /// The route whose view offers the containers, if any.
    let host: Route?
    /// The containers the host offers.
    let containers: Set<ContainerName>
    /// The flow embedded in each container that holds one.
    package private(set) var embeddedFlows: [ContainerName: Coordinator] = [:]
    /// For each embedded flow, the route it was embedded with and the observation of its end.
    private var flowEndings: [ContainerName: (screen: Route, token: Token)] = [:]
    /// Whether the navigator showed the host route since this coordinator was made.
    private var hostShown = false

    /// Creates a coordinator embedding into `containers`, offered by the route `host` (when given),
    /// through `navigator`.
    public init(navigator: Navigator<Route>, containers: Set<ContainerName>, on host: Route? = nil) {
        self.navigator = navigator
        self.host = host
        self.containers = containers
        super.init()
        lifetime.insert(navigator.state.observe { [weak self] state in self?.navigationChanged(state) })
    }

    /// Embeds `screen` into the container `name`, replacing what it held (the flow embedded there
    /// finishes). The container is declared in the navigator (on its host route) if needed.
    ///
    /// Throws ``NavigationError/unknownContainer(_:known:)`` when `name` is not one of the containers
    /// it names; nothing changes then.
    public func embed(_ screen: Route, in name: ContainerName) throws(NavigationError) {
        try requireContainer(name)
        endFlow(in: name)
        if !navigator.value.containers.contains(name) { navigator.value.addContainer(name, on: host) }
        try navigator.value.embed(screen, in: name)
    }

    /// Embeds the flow `child` into the container `name`: its route `screen` is embedded (as
    /// ``embed(_:in:)`` does), then the child is started and kept until it finishes or is replaced.
    /// When it finishes, its route leaves the container.
    ///
    /// A flow that runs already is moved, not started again: from another container of this
    /// coordinator (that container is emptied; the same container just shows `screen`), or from
    /// another parent (see ``Coordinator/startChild(_:)``; an embedder empties the container it held
    /// the flow in).
    public func embed(
        _ child: Coordinator, showing screen: Route, in name: ContainerName
    ) throws(NavigationError) {
        try requireContainer(name)
        if let previous = container(of: child) { letGo(of: previous, emptying: previous != name) }
        try embed(screen, in: name)
        embeddedFlows[name] = child
        let ending = child.finished.observe { [weak self] in
            self?.letGo(of: name, emptying: true)
        }
        flowEndings[name] = (screen, ending)
        startChild(child)
    }

    private func requireContainer(_ name: ContainerName) throws(NavigationError) {
        guard containers.contains(name) else {
            throw .unknownContainer(name, known: containers.sortedByName())
        }
    }

    /// Follows the navigator: a flow whose container was emptied or went away (its host route left)
    /// finishes; this coordinator finishes when its host route, shown once, is no longer shown.
    private func navigationChanged(_ state: NavigationState<Route>) {
        if let host {
            if state.contains(host) {
                hostShown = true
            } else if hostShown {
                return finish()
            }
        }
        for name in embeddedFlows.keys.sortedByName() where state.embedded[name] == nil { endFlow(in: name) }
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
    /// its route from the container (unless someone else embedded another route there since, or the
    /// container went away).
    private func letGo(of name: ContainerName, emptying: Bool) {
        let screen = flowEndings.removeValue(forKey: name)?.screen
        embeddedFlows[name] = nil
        if emptying, let screen, navigator.value.embedded[name] == screen {
            _ = try? navigator.value.removeEmbedded(from: name)
        }
    }

    override func childDidMove(_ child: Coordinator) {
        if let name = container(of: child) { letGo(of: name, emptying: true) }
    }
}
