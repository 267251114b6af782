/// Where an app is, as a value: the navigation stack (root first), the presented routes (modals,
/// innermost last), and the route embedded in each declared container.
///
/// A container declared on a route (``addContainer(_:on:)``: the split view's detail pane belongs to
/// the split route) lives as long as that route is shown: when the route is popped, dismissed or
/// replaced, its containers go with it, and so do the routes embedded in them.
///
/// Every operation either succeeds or throws a ``NavigationError`` and leaves the value unchanged, so
/// navigation can be tested without any UI. A ``Navigator`` holds one observable state; front-ends
/// interpret it.
///
/// ```swift
/// var state = NavigationState<String>(root: "artists")
/// state.push("albums")
/// try state.pop()           // "albums"
/// try state.pop()           // throws .cannotPopRoot("artists")
/// ```
public struct NavigationState<Route: Hashable & Sendable>: Hashable, Sendable {
    /// The navigation stack, root first.
    public private(set) var stack: [Route]
    /// The presented routes, the innermost last.
    public private(set) var presented: [Route]
    /// The route embedded in each container that has one.
    public private(set) var embedded: [ContainerName: Route]
    /// The containers routes can be embedded into.
    public private(set) var containers: Set<ContainerName>
    /// The route whose view offers each container declared on one (the others live until replaced).
    private(set) var containerHosts: [ContainerName: Route] = [:]

    /// Creates a state with `root` (if any) on the stack and the given containers.
    public init(root: Route? = nil, containers: Set<ContainerName> = []) {
        self.stack = root.map { [$0] } ?? []
        self.presented = []
        self.embedded = [:]
        self.containers = containers
    }

    /// The route the user sees: the innermost presented route, else the top of the stack.
    public var visible: Route? { presented.last ?? stack.last }

    /// Pushes `screen` onto the stack (it becomes the root if the stack is empty).
    public mutating func push(_ screen: Route) {
        stack.append(screen)
    }

    /// Pops the top route and returns it; the root cannot be popped.
    @discardableResult
    public mutating func pop() throws(NavigationError) -> Route {
        guard let top = stack.last else { throw .emptyStack }
        guard stack.count > 1 else { throw .cannotPopRoot(String(describing: top)) }
        defer { releaseContainersOfHiddenScreens() }
        return stack.removeLast()
    }

    /// Pops every route above the last occurrence of `screen`; returns them, top first.
    @discardableResult
    public mutating func pop(to screen: Route) throws(NavigationError) -> [Route] {
        guard let index = stack.lastIndex(of: screen) else {
            throw .screenNotInStack(String(describing: screen))
        }
        let popped = Array(stack[(index + 1)...].reversed())
        stack.removeSubrange((index + 1)...)
        releaseContainersOfHiddenScreens()
        return popped
    }

    /// Pops routes until `count` remain and returns them, top first (the user went back several
    /// routes at once; `pop(keeping: 1)` goes back to the root). Keeping every route pops nothing.
    ///
    /// ```swift
    /// var state = NavigationState<String>(root: "home")
    /// state.push("artists")
    /// state.push("albums")
    /// try state.pop(keeping: 1)   // ["albums", "artists"]
    /// ```
    @discardableResult
    public mutating func pop(keeping count: Int) throws(NavigationError) -> [Route] {
        guard let root = stack.first else { throw .emptyStack }
        guard count >= 1 else { throw .cannotPopRoot(String(describing: root)) }
        guard count <= stack.count else { throw .depthOutOfRange(requested: count, available: stack.count) }
        let popped = Array(stack[count...].reversed())
        stack.removeSubrange(count...)
        releaseContainersOfHiddenScreens()
        return popped
    }

    /// Replaces the whole stack with `screen` and dismisses every presented route.
    public mutating func setRoot(_ screen: Route) {
        stack = [screen]
        presented = []
        releaseContainersOfHiddenScreens()
    }

    /// Presents `screen` over everything (modally).
    public mutating func present(_ screen: Route) {
        presented.append(screen)
    }

    /// Dismisses the innermost presented route and returns it.
    @discardableResult
    public mutating func dismiss() throws(NavigationError) -> Route {
        guard let screen = presented.popLast() else { throw .nothingPresented }
        releaseContainersOfHiddenScreens()
        return screen
    }

    /// Dismisses presented routes until `count` remain and returns them, innermost first (a sheet
    /// swiped down dismisses the routes it presented too). Keeping them all dismisses nothing.
    @discardableResult
    public mutating func dismiss(keeping count: Int) throws(NavigationError) -> [Route] {
        guard (0...presented.count).contains(count) else {
            throw .depthOutOfRange(requested: count, available: presented.count)
        }
        let dismissed = Array(presented[count...].reversed())
        presented.removeSubrange(count...)
        releaseContainersOfHiddenScreens()
        return dismissed
    }

    /// Declares a container that routes can be embedded into; `host` is the route whose view offers
    /// it, if any: the container, and the route embedded in it, leave when that route leaves the
    /// stack and the presented routes (or the container it is embedded in). Declare it with the
    /// route shown, or just before showing it.
    ///
    /// ```swift
    /// var state = NavigationState<String>(root: "home")
    /// state.push("split")
    /// state.addContainer("detail", on: "split")
    /// try state.embed("track", in: "detail")
    /// try state.pop()           // state.containers == [], state.embedded == [:]
    /// ```
    public mutating func addContainer(_ name: ContainerName, on host: Route? = nil) {
        containers.insert(name)
        containerHosts[name] = host
    }

    /// Embeds `screen` into the container `name`, replacing what was there.
    public mutating func embed(_ screen: Route, in name: ContainerName) throws(NavigationError) {
        guard containers.contains(name) else {
            throw .unknownContainer(name, known: containers.sortedByName())
        }
        // A screen replaced takes the containers it hosted along.
        if let replaced = embedded.updateValue(screen, forKey: name), replaced != screen {
            releaseContainersOfHiddenScreens()
        }
    }

    /// Removes and returns the route embedded in the container `name`.
    @discardableResult
    public mutating func removeEmbedded(from name: ContainerName) throws(NavigationError) -> Route {
        guard containers.contains(name) else {
            throw .unknownContainer(name, known: containers.sortedByName())
        }
        guard let screen = embedded.removeValue(forKey: name) else { throw .nothingEmbedded(name) }
        releaseContainersOfHiddenScreens()
        return screen
    }

    /// Replaces the stack as it is (for ``apply(_:)``: a front-end set its whole stack).
    mutating func replaceStack(_ screens: [Route]) {
        stack = screens
        releaseContainersOfHiddenScreens()
    }

    /// Removes the containers whose host route is no longer shown, with what they hold (a route
    /// embedded in one may host containers in turn).
    private mutating func releaseContainersOfHiddenScreens() {
        while let name = containerHosts.first(where: { !contains($0.value) })?.key {
            containerHosts[name] = nil
            containers.remove(name)
            embedded[name] = nil
        }
    }

    /// Whether `screen` is anywhere: on the stack, presented or embedded.
    public func contains(_ screen: Route) -> Bool {
        stack.contains(screen) || presented.contains(screen) || embedded.values.contains(screen)
    }
}
