/// A child action that a composed reducer (``Reduce``) could not deliver: a programming error (a view
/// or a command that outlived its row or its sheet) that is reported, not a crash. The reducer hands
/// it to the store's ``Store/commandErrorHandler`` (printed by default) and leaves the state as the
/// rest of the reducer makes it.
///
/// ```swift
/// store.commandErrorHandler = { error in
///     if let error = error as? CompositionError { logger.fault("\(error)") }
/// }
/// ```
public enum CompositionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An action for the element `id` of the collection `collection` (a key path, described), which
    /// holds no element with that identifier (it was removed, or never existed).
    case elementNotFound(id: String, collection: String, action: String)
    /// An action for the optional child at `member`, which is `nil` (not presented).
    case childNotPresent(member: String, action: String)

    /// What went wrong, with the identifier, the member and the action.
    public var description: String {
        switch self {
        case .elementNotFound(let id, let collection, let action):
            return "an action for the element \(id) of \(collection), which has no such element: \(action)"
        case .childNotPresent(let member, let action):
            return "an action for the child at \(member), which is nil (not presented): \(action)"
        }
    }
}
