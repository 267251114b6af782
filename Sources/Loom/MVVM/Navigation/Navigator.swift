/// Navigation as an observable value: push, pop, present, dismiss, set root and embed change one
/// ``NavigationState``, which front-ends interpret (the terminal one here; UIKit and SwiftUI ones stay
/// thin) and tests read directly.
///
/// Each successful operation sets ``state`` once (observers get exactly one notification); a refused
/// one throws a ``NavigationError`` and notifies nobody. The state takes part in Observation: reading
/// ``value`` inside `withObservationTracking` or a SwiftUI `body` tracks it.
///
/// ```swift
/// enum Screen: Hashable, Sendable { case artists, albums(Int64), track(Int64) }
///
/// let navigator = Navigator<Screen>(root: .artists)
/// let token = navigator.state.observe { print($0.stack) }   // [artists]
/// navigator.push(.albums(1))                                // [artists, albums(1)]
/// try navigator.pop()                                       // [artists]
/// try navigator.pop()                                       // throws .cannotPopRoot
/// ```
@MainActor
public final class Navigator<Screen: Hashable & Sendable> {
    private let current: MutableProperty<NavigationState<Screen>>

    /// Creates a navigator showing `root`, with the given containers.
    public init(root: Screen? = nil, containers: Set<ContainerName> = []) {
        current = MutableProperty(NavigationState(root: root, containers: containers), observation: .tracked)
    }

    /// The navigation state: current value first, then every change.
    public var state: Property<NavigationState<Screen>> { current }

    /// The current navigation state.
    public var value: NavigationState<Screen> { current.value }

    /// Pushes `screen`.
    public func push(_ screen: Screen) {
        update { $0.push(screen) }
    }

    /// Pops the top screen; throws on the root or an empty stack.
    @discardableResult
    public func pop() throws(NavigationError) -> Screen {
        try perform { state throws(NavigationError) in try state.pop() }
    }

    /// Pops back to `screen`; throws if it is not on the stack.
    @discardableResult
    public func pop(to screen: Screen) throws(NavigationError) -> [Screen] {
        try perform { state throws(NavigationError) in try state.pop(to: screen) }
    }

    /// Pops back to the root.
    @discardableResult
    public func popToRoot() throws(NavigationError) -> [Screen] {
        try perform { state throws(NavigationError) in try state.popToRoot() }
    }

    /// Pops until `count` screens remain (the user went back several screens at once).
    @discardableResult
    public func pop(keeping count: Int) throws(NavigationError) -> [Screen] {
        try perform { state throws(NavigationError) in try state.pop(keeping: count) }
    }

    /// Replaces the stack with `screen` and dismisses everything presented.
    public func setRoot(_ screen: Screen) {
        update { $0.setRoot(screen) }
    }

    /// Presents `screen` modally.
    public func present(_ screen: Screen) {
        update { $0.present(screen) }
    }

    /// Dismisses the innermost presented screen; throws when nothing is presented.
    @discardableResult
    public func dismiss() throws(NavigationError) -> Screen {
        try perform { state throws(NavigationError) in try state.dismiss() }
    }

    /// Dismisses presented screens until `count` remain.
    @discardableResult
    public func dismiss(keeping count: Int) throws(NavigationError) -> [Screen] {
        try perform { state throws(NavigationError) in try state.dismiss(keeping: count) }
    }

    /// Declares a container, on the screen `host` whose view offers it, if any: it leaves with that
    /// screen (``NavigationState/addContainer(_:on:)``).
    public func addContainer(_ name: ContainerName, on host: Screen? = nil) {
        update { $0.addContainer(name, on: host) }
    }

    /// Embeds `screen` into the container `name`; throws for an unknown container.
    public func embed(_ screen: Screen, in name: ContainerName) throws(NavigationError) {
        try perform { state throws(NavigationError) in try state.embed(screen, in: name) }
    }

    /// Removes the screen embedded in the container `name`.
    @discardableResult
    public func removeEmbedded(from name: ContainerName) throws(NavigationError) -> Screen {
        try perform { state throws(NavigationError) in try state.removeEmbedded(from: name) }
    }

    /// Runs one operation that cannot fail and publishes the result once.
    func update(_ operation: (inout NavigationState<Screen>) -> Void) {
        var state = current.value
        operation(&state)
        current.value = state
    }

    /// Runs one operation on a copy and publishes the result once, only if it succeeded.
    private func perform<Result>(
        _ operation: (inout NavigationState<Screen>) throws(NavigationError) -> Result
    ) throws(NavigationError) -> Result {
        var state = current.value
        let result = try operation(&state)
        current.value = state
        return result
    }
}
