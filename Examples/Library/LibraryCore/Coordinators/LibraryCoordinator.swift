public import Loom

/// The library's root coordinator: it owns the navigator (whose state the front-end draws), the home
/// screen, and one child flow at a time (browsing or playlists). Going back past a flow's first screen
/// finishes that flow; it is released with its view models.
///
/// It is the app's ``ApplicationCoordinator``: the front-end starts it in itself
/// (`library.start(in: program)`), and it holds the front-end weakly. Tests start it with `start()`.
///
/// The navigator follows a store, ``navigation`` (what `loom-inspect` records and moves in time):
/// when the navigation state comes back to screens whose view models were released, the flow of
/// those screens makes them again (started anew if it had finished); the screens of the present
/// keep theirs while the store shows the past.
///
/// ```swift
/// let library = LibraryCoordinator(store: try LibraryDatabase.open(path: nil))
/// library.start(in: terminalProgram)
/// try library.home.activate(ListIndexPath(section: 0, row: 0))   // artists
/// library.back()                                                  // home again; the flow is gone
/// ```
@MainActor
public final class LibraryCoordinator: ApplicationCoordinator<any LibraryFrontEnd> {
    /// The navigation state of the whole app.
    public let navigator = Navigator<LibraryRoute>(root: .home)
    /// The navigation as a store, which the navigator follows.
    public let navigation: LibraryNavigation
    /// The data.
    public let store: LibraryDatabase
    /// The home screen.
    public let home = HomeViewModel()
    /// The last error, shown until the next action.
    public let lastError = MutableProperty<LibraryError?>(nil)
    /// The last notice (a track's screen closed because the track was deleted elsewhere), shown until the
    /// next action.
    public let notice = MutableProperty<String?>(nil)

    /// Creates the coordinator, not started.
    public init(store: LibraryDatabase) {
        self.store = store
        navigation = LibraryNavigation(navigator: navigator)
        super.init()
    }

    /// Starts listening to the home screen and to the navigation state (before the front-end does, so
    /// the screens it shows have their view models).
    public override func start() {
        super.start()
        lifetime ++ home.chosen.observe { [weak self] destination in self?.open(destination) }
        lifetime
            ++ navigator.state.observe(skipsInitial: true) { [weak self] _ in self?.restoreScreens() }
        // After an action the present may have left screens that were kept for it.
        lifetime ++ navigation.store.observeActions { [weak self] _ in self?.flows.forEach { $0.prune() } }
    }

    private func open(_ destination: HomeViewModel.Destination) {
        let flow: LibraryFlowCoordinator =
            switch destination {
            case .artists: BrowseCoordinator(navigator: navigator, store: store)
            case .playlists: PlaylistsCoordinator(navigator: navigator, store: store)
            }
        flow.onError = { [weak self] error in self?.lastError.value = error }
        flow.onNotice = { [weak self] notice in self?.notice.value = notice }
        flow.keepsModel = { [weak self] screen in self?.navigation.present.contains(screen) ?? false }
        startChild(flow)
    }

    /// Gives the screens of the navigation state that have no view model one (the store was moved in
    /// time): the flow of the screen above home makes them, started if it is not running.
    private func restoreScreens() {
        let state = navigator.value
        guard state.stack.count > 1 else { return }
        let first = state.stack[1]
        if let flow = flows.first(where: { $0.rootScreen == first }) {
            flow.restoreScreens(in: state)
            return
        }
        // A new flow makes the view models of its screens in the state.
        switch first {
        case .artists: open(.artists)
        case .playlists: open(.playlists)
        default: break
        }
    }

    /// The running flow, if any.
    public var flow: LibraryFlowCoordinator? { children.last as? LibraryFlowCoordinator }

    /// The running flows: one, or while the navigation store shows the past, also the present's.
    var flows: [LibraryFlowCoordinator] { children.compactMap { $0 as? LibraryFlowCoordinator } }

    /// The view model of `screen`.
    public func screenModel(for screen: LibraryRoute) -> LibraryScreenModel? {
        if screen == .home { return .list(home) }
        for flow in flows.reversed() {
            if let model = flow.screenModel(for: screen) { return model }
        }
        return nil
    }

    /// The view model of the screen the user sees.
    public var visibleScreenModel: LibraryScreenModel? {
        navigator.value.visible.flatMap { screenModel(for: $0) }
    }

    /// Goes back: dismisses the presented screen, else pops. Returns `false` on the home screen.
    @discardableResult
    public func back() -> Bool {
        if !navigator.value.presented.isEmpty {
            return (try? navigator.value.dismiss()) != nil
        }
        return (try? navigator.value.pop()) != nil
    }

    /// Reloads every shown screen if another connection changed the database since the last check
    /// (which waits off the main actor while another program holds a lock). Returns whether it did.
    ///
    /// This is also the track detail's change and delete watcher for other connections: its record view
    /// model's `refresh()` runs here, so one poll serves every screen.
    @discardableResult
    public func refreshIfDatabaseChanged() async -> Bool {
        do {
            guard try await store.hasExternalChanges() else { return false }
            for flow in flows { try await flow.reloadScreens() }
        } catch {
            lastError.value = error
        }
        return true
    }

    /// The track details on screen whose edits are not saved (quitting asks first).
    public var unsavedTracks: [TrackDetailViewModel] {
        flows.flatMap(\.trackDetails).filter(\.hasUnsavedEdits).sorted { $0.trackID < $1.trackID }
    }

    /// Tries to save every track detail with unsaved edits; a failure is shown as ``lastError`` and its
    /// edits stay. Returns whether every one was saved.
    @discardableResult
    public func saveUnsavedTracks() async -> Bool {
        var allSaved = true
        for detail in unsavedTracks {
            do {
                try await detail.save()
            } catch {
                lastError.value = error
                allSaved = false
            }
        }
        return allSaved
    }
}
