public import Loom

/// A flow of the library (browsing artists, editing playlists): it shows screens on the shared
/// navigator, keeps their view models while they are on screen, and finishes itself when its first
/// screen leaves the navigation stack (the user went back past it), so its parent releases it with
/// every view model it made.
///
/// A subclass makes the view model of each of its screens in ``makeModel(for:)``; ``open(_:)`` shows a
/// screen the user asked for, and a screen that arrives in the navigation state without a view model
/// (the navigation store was moved in time) gets one from ``restoreScreens(in:)``.
///
/// ```swift
/// final class BrowseCoordinator: LibraryFlowCoordinator {
///     override func makeModel(for screen: LibraryRoute) throws(LibraryError) -> LibraryScreenModel? {
///         screen == .artists ? .list(try ArtistsViewModel(store: store)) : try super.makeModel(for: screen)
///     }
/// }
/// ```
@MainActor
open class LibraryFlowCoordinator: Coordinator {
    /// The app's navigator.
    public let navigator: Navigator<LibraryRoute>
    /// The data.
    public let store: LibraryDatabase
    /// The flow's first screen: when it leaves the stack, the flow finishes.
    public let rootScreen: LibraryRoute
    /// The view models of the flow's screens that are on screen.
    public private(set) var screens: [LibraryRoute: LibraryScreenModel] = [:]
    /// Where errors go (the root coordinator shows them).
    public var onError: ((LibraryError) -> Void)?
    /// Where notices go (a screen closed because its track was deleted elsewhere…).
    public var onNotice: ((String) -> Void)?
    /// Whether a screen that left the navigation state keeps its view model (it is in the present
    /// while the navigation store is shown in the past); `false` for every screen by default.
    public var keepsModel: (LibraryRoute) -> Bool = { _ in false }

    /// Creates a flow whose first screen is `rootScreen`.
    public init(rootScreen: LibraryRoute, navigator: Navigator<LibraryRoute>, store: LibraryDatabase) {
        self.rootScreen = rootScreen
        self.navigator = navigator
        self.store = store
        super.init()
    }

    /// Starts watching the navigation state and shows the first screen; when the navigation state has
    /// it already (moved in time), makes the view models of the flow's screens there instead.
    open override func start() {
        super.start()
        lifetime
            ++ navigator.state.observe(skipsInitial: true) { [weak self] _ in
                self?.prune()
            }
        if navigator.value.contains(rootScreen) {
            restoreScreens(in: navigator.value)
        } else {
            open(rootScreen)
        }
    }

    /// Makes the view model of `screen` and connects what it opens; `nil` for a screen this flow does
    /// not show. Subclasses make their screens' and call `super` for the others (a track's detail).
    open func makeModel(for screen: LibraryRoute) throws(LibraryError) -> LibraryScreenModel? {
        guard case .track(let trackID) = screen else { return nil }
        return .track(try makeTrackDetail(trackID: trackID))
    }

    /// Shows `screen`, which the user asked for: makes its view model, then pushes it (a track picker
    /// is presented). An error is reported and nothing is shown.
    public func open(_ screen: LibraryRoute) {
        attempt { () throws(LibraryError) in
            guard let model = try makeModel(for: screen) else { return }
            if case .trackPicker = screen {
                show(screen, model, presented: true)
            } else {
                show(screen, model)
            }
        }
    }

    /// Makes the view models of the flow's screens in `state` (from its first screen up, then the
    /// presented ones) that have none: the navigation state came back to them (moved in time).
    public func restoreScreens(in state: NavigationState<LibraryRoute>) {
        guard let first = state.stack.firstIndex(of: rootScreen) else { return }
        for screen in state.stack[first...] + state.presented where screenModel(for: screen) == nil {
            attempt { () throws(LibraryError) in screens[screen] = try makeModel(for: screen) }
        }
    }

    /// Shows `screen` with its view model: pushed, or presented modally.
    public func show(_ screen: LibraryRoute, _ model: LibraryScreenModel, presented: Bool = false) {
        screens[screen] = model
        if presented {
            navigator.value.present(screen)
        } else {
            navigator.value.push(screen)
        }
    }

    /// The view model of `screen`, in this flow or a child flow.
    public func screenModel(for screen: LibraryRoute) -> LibraryScreenModel? {
        if let model = screens[screen] { return model }
        for case let child as LibraryFlowCoordinator in children {
            if let model = child.screenModel(for: screen) { return model }
        }
        return nil
    }

    /// Fetches every shown screen's data again; the lists report what changed, a track's detail applies
    /// its change and delete watchers' rules (which may close it).
    public func reloadScreens() async throws(LibraryError) {
        for model in screens.values { try await model.reload() }
        for case let child as LibraryFlowCoordinator in children { try await child.reloadScreens() }
    }

    /// Fetches every shown list again (after this program saved a track: its name is in the lists).
    public func reloadLists() throws(LibraryError) {
        for case .list(let list) in screens.values { try list.reload() }
        for case let child as LibraryFlowCoordinator in children { try child.reloadLists() }
    }

    /// The track details shown by this flow and its child flows.
    public var trackDetails: [TrackDetailViewModel] {
        var details: [TrackDetailViewModel] = []
        for case .track(let detail) in screens.values { details.append(detail) }
        for case let child as LibraryFlowCoordinator in children { details += child.trackDetails }
        return details
    }

    /// Shows a track's detail. When the track is saved, the lists reload (they show its name); when it is
    /// deleted elsewhere and no edits would be lost, the screen closes with a notice (with unsaved edits
    /// it stays, and its status says that restoring the track keeps them).
    public func showTrack(trackID: Int64) {
        open(.track(trackID: trackID))
    }

    private func makeTrackDetail(trackID: Int64) throws(LibraryError) -> TrackDetailViewModel {
        let detail = try TrackDetailViewModel(trackID: trackID, store: store)
        lifetime
            ++ detail.saved.observe { [weak self] in
                self?.attempt { () throws(LibraryError) in try self?.reloadLists() }
            }
        lifetime
            ++ detail.status.observe(skipsInitial: true) { [weak self, weak detail] status in
                guard let self, let detail, case .deletedElsewhere(unsavedEdits: false) = status else {
                    return
                }
                self.close(.track(trackID: trackID), notice: "“\(detail.title.value)” was deleted elsewhere.")
            }
        return detail
    }

    /// Closes `screen` (pops it and what is above it) and shows `notice`.
    public func close(_ screen: LibraryRoute, notice: String) {
        guard let index = navigator.value.stack.firstIndex(of: screen) else { return }
        onNotice?(notice)
        _ = try? navigator.value.pop(keeping: index)
    }

    /// Reports an error to whoever shows errors.
    public func report(_ error: LibraryError) {
        onError?(error)
    }

    /// Runs `body`, reporting its error.
    public func attempt(_ body: () throws(LibraryError) -> Void) {
        do {
            try body()
        } catch {
            report(error)
        }
    }

    /// Releases the view models of the screens that left (unless kept), and finishes the flow when its
    /// first screen left. It reads the navigator's latest state: a change made while observers of an
    /// earlier one run (time travel) is newer than the one notified.
    func prune() {
        let state = navigator.value
        let isShown = { (screen: LibraryRoute) in state.contains(screen) || self.keepsModel(screen) }
        for screen in Array(screens.keys) where !isShown(screen) {
            screens[screen] = nil
        }
        if !isShown(rootScreen) { finish() }
    }
}
