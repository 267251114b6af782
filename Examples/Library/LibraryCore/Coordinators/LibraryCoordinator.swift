public import Loom

/// The library's root coordinator: it owns the navigator (whose state the front-end draws), the home
/// screen, and one child flow at a time (browsing or playlists). Going back past a flow's first screen
/// finishes that flow; it is released with its view models.
///
/// It is the app's ``ApplicationCoordinator``: the front-end starts it in itself
/// (`library.start(in: program)`), and it holds the front-end weakly. Tests start it with `start()`.
///
/// ```swift
/// let library = LibraryCoordinator(store: try LibraryStore.open(path: nil))
/// library.start(in: terminalProgram)
/// try library.home.activate(ListIndexPath(section: 0, row: 0))   // artists
/// library.back()                                                  // home again; the flow is gone
/// ```
@MainActor
public final class LibraryCoordinator: ApplicationCoordinator<any LibraryFrontEnd> {
    /// The navigation state of the whole app.
    public let navigator = Navigator<LibraryScreen>(root: .home)
    /// The data.
    public let store: LibraryStore
    /// The home screen.
    public let home = HomeViewModel()
    /// The last error, shown until the next action.
    public let lastError = MutableProperty<LibraryError?>(nil)

    /// Creates the coordinator, not started.
    public init(store: LibraryStore) {
        self.store = store
        super.init()
    }

    /// Starts listening to the home screen.
    public override func start() {
        super.start()
        lifetime ++ home.chosen.observe { [weak self] destination in self?.open(destination) }
    }

    private func open(_ destination: HomeViewModel.Destination) {
        let flow: LibraryFlowCoordinator =
            switch destination {
            case .artists: BrowseCoordinator(navigator: navigator, store: store)
            case .playlists: PlaylistsCoordinator(navigator: navigator, store: store)
            }
        flow.onError = { [weak self] error in self?.lastError.value = error }
        startChild(flow)
    }

    /// The running flow, if any.
    public var flow: LibraryFlowCoordinator? { children.last as? LibraryFlowCoordinator }

    /// The view model of `screen`.
    public func screenModel(for screen: LibraryScreen) -> LibraryScreenModel? {
        if screen == .home { return .list(home) }
        return flow?.screenModel(for: screen)
    }

    /// The view model of the screen the user sees.
    public var visibleScreenModel: LibraryScreenModel? {
        navigator.value.visible.flatMap { screenModel(for: $0) }
    }

    /// Goes back: dismisses the presented screen, else pops. Returns `false` on the home screen.
    @discardableResult
    public func back() -> Bool {
        if !navigator.value.presented.isEmpty {
            return (try? navigator.dismiss()) != nil
        }
        return (try? navigator.pop()) != nil
    }

    /// Reloads every shown screen if another connection changed the database since the last check
    /// (which waits off the main actor while another program holds a lock). Returns whether it did.
    @discardableResult
    public func refreshIfDatabaseChanged() async -> Bool {
        do {
            guard try await store.hasExternalChanges() else { return false }
            try flow?.reloadScreens()
        } catch {
            lastError.value = error
        }
        return true
    }
}
