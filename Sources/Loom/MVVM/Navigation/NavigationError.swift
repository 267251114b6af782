/// Why a navigation operation was refused. The state is left unchanged.
///
/// ```swift
/// do {
///     try navigator.value.pop()
/// } catch {
///     print(error)   // "cannot pop the root screen home"
/// }
/// ```
public enum NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Pop with only the root route on the stack.
    case cannotPopRoot(String)
    /// Pop, or push-based operations, on an empty stack.
    case emptyStack
    /// Pop to a route that is not on the stack.
    case screenNotInStack(String)
    /// Dismiss with nothing presented.
    case nothingPresented
    /// Embed into a container that was never declared.
    case unknownContainer(ContainerName, known: [ContainerName])
    /// Remove the embedded route of a container that holds none.
    case nothingEmbedded(ContainerName)
    /// A view offers no container with this name.
    case missingContainerView(ContainerName, provider: String)
    /// Keep more routes than there are (``NavigationState/pop(keeping:)``,
    /// ``NavigationState/dismiss(keeping:)``), or a negative number.
    case depthOutOfRange(requested: Int, available: Int)
    /// A front-end could not show a route (for example a UIKit presenter not in a window yet).
    case cannotShow(screen: String, reason: String)

    /// A sentence describing the error.
    public var description: String {
        switch self {
        case .cannotPopRoot(let root): "cannot pop the root screen \(root)"
        case .emptyStack: "the navigation stack is empty"
        case .screenNotInStack(let screen): "\(screen) is not on the navigation stack"
        case .nothingPresented: "nothing is presented"
        case .unknownContainer(let name, let known):
            "there is no container named \"\(name)\"; known containers: \(known.map(\.rawValue))"
        case .nothingEmbedded(let name): "nothing is embedded in container \"\(name)\""
        case .missingContainerView(let name, let provider):
            "\(provider) has no container view named \"\(name)\""
        case .depthOutOfRange(let requested, let available):
            "cannot keep \(requested) screens: there are \(available)"
        case .cannotShow(let screen, let reason): "cannot show \(screen): \(reason)"
        }
    }
}
