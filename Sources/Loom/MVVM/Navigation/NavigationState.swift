/// Where an app is, as a value: the navigation stack (root first), the presented screens (modals,
/// innermost last), and the screen embedded in each declared container.
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
public struct NavigationState<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// The navigation stack, root first.
    public private(set) var stack: [Screen]
    /// The presented screens, the innermost last.
    public private(set) var presented: [Screen]
    /// The screen embedded in each container that has one.
    public private(set) var embedded: [ContainerName: Screen]
    /// The containers screens can be embedded into.
    public private(set) var containers: Set<ContainerName>

    /// Creates a state with `root` (if any) on the stack and the given containers.
    public init(root: Screen? = nil, containers: Set<ContainerName> = []) {
        self.stack = root.map { [$0] } ?? []
        self.presented = []
        self.embedded = [:]
        self.containers = containers
    }

    /// The root screen.
    public var root: Screen? { stack.first }

    /// The screen on top of the stack.
    public var top: Screen? { stack.last }

    /// The screen the user sees: the innermost presented screen, else the top of the stack.
    public var visible: Screen? { presented.last ?? stack.last }

    /// Pushes `screen` onto the stack (it becomes the root if the stack is empty).
    public mutating func push(_ screen: Screen) {
        stack.append(screen)
    }

    /// Pops the top screen and returns it; the root cannot be popped.
    @discardableResult
    public mutating func pop() throws(NavigationError) -> Screen {
        guard let top = stack.last else { throw .emptyStack }
        guard stack.count > 1 else { throw .cannotPopRoot(String(describing: top)) }
        return stack.removeLast()
    }

    /// Pops every screen above the last occurrence of `screen`; returns them, top first.
    @discardableResult
    public mutating func pop(to screen: Screen) throws(NavigationError) -> [Screen] {
        guard let index = stack.lastIndex(of: screen) else {
            throw .screenNotInStack(String(describing: screen))
        }
        let popped = Array(stack[(index + 1)...].reversed())
        stack.removeSubrange((index + 1)...)
        return popped
    }

    /// Pops every screen above the root; returns them, top first.
    @discardableResult
    public mutating func popToRoot() throws(NavigationError) -> [Screen] {
        guard let root = stack.first else { throw .emptyStack }
        return try pop(to: root)
    }

    /// Pops screens until `count` remain and returns them, top first (the user went back several
    /// screens at once). Keeping every screen pops nothing.
    ///
    /// ```swift
    /// var state = NavigationState<String>(root: "home")
    /// state.push("artists")
    /// state.push("albums")
    /// try state.pop(keeping: 1)   // ["albums", "artists"]
    /// ```
    @discardableResult
    public mutating func pop(keeping count: Int) throws(NavigationError) -> [Screen] {
        guard let root = stack.first else { throw .emptyStack }
        guard count >= 1 else { throw .cannotPopRoot(String(describing: root)) }
        guard count <= stack.count else { throw .depthOutOfRange(requested: count, available: stack.count) }
        let popped = Array(stack[count...].reversed())
        stack.removeSubrange(count...)
        return popped
    }

    /// Replaces the whole stack with `screen` and dismisses every presented screen.
    public mutating func setRoot(_ screen: Screen) {
        stack = [screen]
        presented = []
    }

    /// Presents `screen` over everything (modally).
    public mutating func present(_ screen: Screen) {
        presented.append(screen)
    }

    /// Dismisses the innermost presented screen and returns it.
    @discardableResult
    public mutating func dismiss() throws(NavigationError) -> Screen {
        guard let screen = presented.popLast() else { throw .nothingPresented }
        return screen
    }

    /// Dismisses presented screens until `count` remain and returns them, innermost first (a sheet
    /// swiped down dismisses the screens it presented too). Keeping them all dismisses nothing.
    @discardableResult
    public mutating func dismiss(keeping count: Int) throws(NavigationError) -> [Screen] {
        guard (0...presented.count).contains(count) else {
            throw .depthOutOfRange(requested: count, available: presented.count)
        }
        let dismissed = Array(presented[count...].reversed())
        presented.removeSubrange(count...)
        return dismissed
    }

    /// Declares a container that screens can be embedded into.
    public mutating func addContainer(_ name: ContainerName) {
        containers.insert(name)
    }

    /// Embeds `screen` into the container `name`, replacing what was there.
    public mutating func embed(_ screen: Screen, in name: ContainerName) throws(NavigationError) {
        guard containers.contains(name) else { throw .unknownContainer(name, known: containers.sorted()) }
        embedded[name] = screen
    }

    /// Removes and returns the screen embedded in the container `name`.
    @discardableResult
    public mutating func removeEmbedded(from name: ContainerName) throws(NavigationError) -> Screen {
        guard containers.contains(name) else { throw .unknownContainer(name, known: containers.sorted()) }
        guard let screen = embedded.removeValue(forKey: name) else { throw .nothingEmbedded(name) }
        return screen
    }

    /// Replaces the stack as it is (for ``apply(_:)``: a front-end set its whole stack).
    mutating func replaceStack(_ screens: [Screen]) {
        stack = screens
    }

    /// Whether `screen` is anywhere: on the stack, presented or embedded.
    public func contains(_ screen: Screen) -> Bool {
        stack.contains(screen) || presented.contains(screen) || embedded.values.contains(screen)
    }
}
