public import Loom

/// The view model of a screen: a list screen or a track's detail.
///
/// ```swift
/// switch coordinator.visibleScreenModel {
/// case .list(let list): draw(list.list)
/// case .track(let detail): draw(detail.lines.value)
/// case nil: break
/// }
/// ```
@MainActor
public enum LibraryScreenModel {
    /// A list screen.
    case list(any LibraryListViewModel)
    /// A track's detail.
    case track(TrackDetailViewModel)

    /// The view model itself.
    public var viewModel: any ViewModel {
        switch self {
        case .list(let list): list
        case .track(let detail): detail
        }
    }

    /// Fetches the screen's data again (a track's detail reads its row through its record view model's
    /// watchers).
    public func reload() async throws(LibraryError) {
        switch self {
        case .list(let list): try list.reload()
        case .track(let detail): try await detail.reload()
        }
    }
}
