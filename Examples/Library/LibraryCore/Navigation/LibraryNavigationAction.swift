import Loom

/// What the user did to move between the library's screens, as the navigation store records it (and
/// `loom-inspect` shows it): one step of the navigation state, as a Codable value.
///
/// ```swift
/// navigation.store.send(.push(.albums(artistID: 1)))   // the user opened AC/DC
/// navigation.store.send(.pop(keeping: 2))              // and went back to the artists
/// ```
public enum LibraryNavigationAction: Hashable, Sendable, Codable {
    /// Opened a screen (chose a row): it is pushed.
    case push(LibraryRoute)
    /// Went back until `keeping` screens remain on the stack.
    case pop(keeping: Int)
    /// Kept the bottom `keeping` screens of the stack and put `adding` above them.
    case setStack(keeping: Int, adding: [LibraryRoute])
    /// Opened a screen over the others (the track picker).
    case present(LibraryRoute)
    /// Closed presented screens until `keeping` remain.
    case dismiss(keeping: Int)
    /// Showed a screen in the container named `in`.
    case embed(LibraryRoute, in: String)
    /// Emptied the container named `from`.
    case removeEmbedded(from: String)

    /// The action of a navigation step.
    init(_ step: NavigationStep<LibraryRoute>) {
        switch step {
        case .push(let screen): self = .push(screen)
        case .pop(let keeping): self = .pop(keeping: keeping)
        case .setStack(let keeping, let adding): self = .setStack(keeping: keeping, adding: adding)
        case .present(let screen): self = .present(screen)
        case .dismiss(let keeping): self = .dismiss(keeping: keeping)
        case .embed(let screen, let name): self = .embed(screen, in: name.rawValue)
        case .removeEmbedded(let name): self = .removeEmbedded(from: name.rawValue)
        }
    }

    /// The navigation step this action takes.
    var step: NavigationStep<LibraryRoute> {
        switch self {
        case .push(let screen): .push(screen)
        case .pop(let keeping): .pop(keeping: keeping)
        case .setStack(let keeping, let adding): .setStack(keeping: keeping, adding: adding)
        case .present(let screen): .present(screen)
        case .dismiss(let keeping): .dismiss(keeping: keeping)
        case .embed(let screen, let name): .embed(screen, in: ContainerName(rawValue: name))
        case .removeEmbedded(let name): .removeEmbedded(from: ContainerName(rawValue: name))
        }
    }
}
