/// Owns the navigation of one flow: it makes the flow's view models, reacts to their events and drives
/// a ``Navigator``; a finished flow is released with everything it made.
///
/// - A parent keeps its children strongly while their flows run; a child calls ``finish()`` when its
///   flow ends, and its parent removes it at once (so it and its view models are released).
/// - A coordinator that drives a view holds it weakly and typed: ``ViewCoordinator`` (and
///   ``ApplicationCoordinator``, ``EmbedderCoordinator``). Most Loom coordinators drive a ``Navigator``
///   instead, and a front-end interprets its state.
/// - Finishing a coordinator finishes its children first; finishing twice does nothing.
///
/// ```swift
/// final class AppCoordinator: Coordinator {
///     let navigator = Navigator<Screen>(root: .home)
///     func showSettings() {
///         let settings = SettingsCoordinator(navigator: navigator)
///         startChild(settings)   // kept until settings.finish()
///     }
/// }
/// ```
///
/// View models talk to their coordinator through signals the coordinator observes with
/// `[weak self]`, never through a strong reference, so coordinator → view model is the only edge.
@MainActor
open class Coordinator {
    /// The parent coordinator, held weakly.
    package private(set) weak var parent: Coordinator?
    /// The running child flows, held strongly (read by Loom's tests).
    package private(set) var children: [Coordinator] = []
    /// Whether ``start()`` was called.
    package private(set) var isStarted = false
    /// Whether ``finish()`` was called (for Loom's tests; a parent follows ``finished``).
    package private(set) var isFinished = false
    /// Tokens that live as long as the flow: they end at ``finish()`` or when the coordinator is released.
    public let lifetime = Lifetime()
    private let finishedEmitter = Emitter<Void>()

    /// Creates a coordinator, not started.
    public init() {}

    /// Sent once when the flow finishes (``finish()``), to whoever observes the flow: its parent, an
    /// embedder, a test.
    ///
    /// ```swift
    /// let token = settings.finished.observe { [weak self] in self?.settingsClosed() }
    /// ```
    public var finished: Signal<Void> { finishedEmitter }

    /// Starts the flow. Subclasses override it (and call `super.start()`); call it once.
    open func start() {
        isStarted = true
    }

    /// Adds `child` and starts it.
    ///
    /// - A child this coordinator already holds: nothing happens (it is neither started again nor
    ///   reported finished).
    /// - A child held by another parent is moved here: that parent lets it go without
    ///   ``childDidFinish(_:)`` (the child did not finish).
    /// - A child that was started already (a running flow being moved) is not started again.
    ///
    /// - Precondition: `child` is not this coordinator (a programming error the type system cannot
    ///   rule out; it would make the coordinator keep itself alive).
    public func startChild(_ child: Coordinator) {
        precondition(child !== self, "a coordinator cannot be its own child")
        guard child.parent !== self else { return }
        if let previous = child.parent {
            previous.detach(child)
            previous.childDidMove(child)
        }
        children.append(child)
        child.parent = self
        if !child.isStarted { child.start() }
    }

    /// Ends the flow: finishes the children, calls ``didFinish()``, ends ``lifetime``, sends
    /// ``finished``, and lets the parent remove this coordinator. Idempotent: a second call does
    /// nothing.
    public func finish() {
        guard !isFinished else { return }
        isFinished = true
        for child in children.reversed() { child.finish() }
        didFinish()
        lifetime.end()
        finishedEmitter.send()
        parent?.removeChild(self)
    }

    /// The flow's own clean-up, called once by ``finish()`` after the children finished and before
    /// ``finished`` is sent. Subclasses override it (and call `super.didFinish()`); the default does
    /// nothing.
    ///
    /// ```swift
    /// override func didFinish() {
    ///     super.didFinish()
    ///     player.stop()
    /// }
    /// ```
    open func didFinish() {}

    /// Called after a child finished and was removed. The default does nothing.
    open func childDidFinish(_ child: Coordinator) {}

    /// Called after a running child was moved to another parent (``startChild(_:)``); it did not finish.
    /// Loom's own coordinators forget what they kept for it (an embedder empties its container).
    func childDidMove(_ child: Coordinator) {}

    private func removeChild(_ child: Coordinator) {
        guard detach(child) else { return }
        childDidFinish(child)
    }

    /// Lets `child` go; returns whether it was a child.
    @discardableResult
    private func detach(_ child: Coordinator) -> Bool {
        guard let index = children.firstIndex(where: { $0 === child }) else { return false }
        children.remove(at: index)
        child.parent = nil
        return true
    }
}
