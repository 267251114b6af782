public import Loom

/// The library's navigation as a store: the stack of screens is a `NavigationState` (Codable), and
/// every move between screens is a ``LibraryNavigationAction``, so a `StoreRecorder` (and
/// `loom-inspect`, through `StoreInspection`) records it and can move it back and forth in time.
///
/// The coordinators and front-ends keep using the navigator; the two stay in step both ways:
/// - a change of the navigator (a coordinator opened a screen, the user went back) is sent to the
///   store as the actions that make it;
/// - a state the store is put in without an action (time travel) moves the navigator there, and the
///   screen follows.
///
/// Only where the user is goes into the store: the catalog, the playlists and the track edits stay in
/// SQLite and in the screens' view models, so moving the store in time never writes the database.
///
/// ```swift
/// let navigation = LibraryNavigation(navigator: navigator)
/// let recorder = StoreRecorder(store: navigation.store)
/// navigator.value.push(.artists)                  // recorded as .push(.artists)
/// try recorder.jump(to: 0)                  // navigator.value.stack == [.home]
/// try recorder.jump(to: 1)                  // [.home, .artists] again
/// ```
@MainActor
public final class LibraryNavigation {
    /// The store of the navigation state.
    public let store: Store<NavigationState<LibraryRoute>, LibraryNavigationAction>
    /// The navigator that follows the store.
    public let navigator: Navigator<LibraryRoute>
    /// Where the user is: the state after the latest action. It differs from the store's state only
    /// while the store is put in the past (the screens of the present keep their view models then).
    public private(set) var present: NavigationState<LibraryRoute>
    private var isRecording = false
    private var tokens: [Token] = []

    /// Makes the store, starting at the navigator's state, and keeps the two in step.
    public init(navigator: Navigator<LibraryRoute>) {
        self.navigator = navigator
        present = navigator.value
        store = Store(initialState: navigator.value) { state, action in
            // A step that does not fit (recorded against a past state) changes nothing.
            try? state.apply(action.step)
            return .none
        }
        tokens.append(
            navigator.state.observe(skipsInitial: true) { [weak self] _ in self?.navigatorChanged() })
        tokens.append(store.subscribe { [weak self] state, _ in self?.follow(state) })
        tokens.append(
            store.observeActions { [weak self] _ in
                guard let self else { return }
                self.present = self.store.state
            })
    }

    /// Records a change of the navigator the store does not have yet, as the actions that make it. A
    /// store shown in the past goes back to the present before an action (the inspector's rule): then
    /// the actions that take the present to what the user made on screen are recorded too, so the
    /// screen stays where the user went.
    private func navigatorChanged() {
        guard !isRecording, store.state != navigator.value else { return }
        let target = navigator.value
        isRecording = true
        // A second round only after the store went back to the present during the first.
        for _ in 0..<2 where store.state != target {
            for step in store.state.steps(to: target) { store.send(LibraryNavigationAction(step)) }
        }
        isRecording = false
        follow(store.state)
    }

    /// Moves the navigator to the store's state (after time travel); nothing while recording.
    private func follow(_ state: NavigationState<LibraryRoute>) {
        guard !isRecording, state != navigator.value else { return }
        navigator.restore(state)
    }
}
