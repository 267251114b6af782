import Loom
import LoomTesting
import Testing

/// A front-end that records the steps it is handed, and finishes them at once or when told.
@MainActor
final class RecordingScreen {
    var performed: [NavigationStep<TestRoute>] = []
    var finishesAtOnce = true
    var pending: [() -> Void] = []

    func perform(_ step: NavigationStep<TestRoute>, _ done: @escaping () -> Void) {
        performed.append(step)
        if finishesAtOnce { done() } else { pending.append(done) }
    }

    /// Finishes the oldest step still running.
    func finishNext() {
        guard !pending.isEmpty else { return }
        pending.removeFirst()()
    }

    func sync(_ navigator: Navigator<TestRoute>) -> NavigationSync<TestRoute> {
        NavigationSync(navigator: navigator) { [weak self] step, done in self?.perform(step, done) }
    }
}

@MainActor
@Suite("NavigationSync: the screen follows the navigator, and the user's navigation goes back into it")
struct NavigationSyncTests {
    @Test(
        "starting shows the navigator's state; each change is one step, performed before the change returns")
    func followsNavigator() throws {
        let navigator = Navigator<TestRoute>(root: .artists)
        let screen = RecordingScreen()
        let sync = screen.sync(navigator)
        #expect(screen.performed.isEmpty, "nothing before start")
        sync.start()
        #expect(screen.performed == [.setStack(keeping: 0, adding: [.artists])])
        navigator.value.push(.albums(1))
        navigator.value.present(.picker)
        try navigator.value.dismiss()
        try navigator.value.pop()
        #expect(
            screen.performed == [
                .setStack(keeping: 0, adding: [.artists]), .push(.albums(1)), .present(.picker),
                .dismiss(keeping: 0), .pop(keeping: 1),
            ])
        #expect(sync.shown.stack == [.artists])
        #expect(sync.pendingSteps.isEmpty)
        #expect(sync.performedCount == 5)
    }

    @Test("setting a new root over a modal dismisses first, then replaces the stack")
    func newRootOverModal() {
        let navigator = Navigator<TestRoute>(root: .artists)
        navigator.value.present(.picker)
        let screen = RecordingScreen()
        let sync = screen.sync(navigator)
        sync.start()
        screen.performed = []
        navigator.value.setRoot(.track(1))
        #expect(screen.performed == [.dismiss(keeping: 0), .setStack(keeping: 0, adding: [.track(1)])])
    }

    @Test("while a step runs, changes wait; then only the steps to the latest state run (no stale replay)")
    func coalescesChangesDuringAStep() throws {
        let navigator = Navigator<TestRoute>(root: .artists)
        let screen = RecordingScreen()
        let sync = screen.sync(navigator)
        sync.start()
        screen.finishesAtOnce = false
        screen.performed = []
        navigator.value.push(.albums(1))
        #expect(sync.isPerforming)
        navigator.value.push(.track(1))
        navigator.value.push(.track(2))
        try navigator.value.pop(keeping: 2)
        #expect(screen.performed == [.push(.albums(1))], "one step at a time")
        screen.finishNext()
        #expect(screen.performed == [.push(.albums(1))], "shown == navigator: nothing more to do")
        #expect(!sync.isPerforming)
        navigator.value.push(.track(3))
        try navigator.value.pop(keeping: 1)
        screen.finishNext()
        #expect(screen.performed == [.push(.albums(1)), .push(.track(3)), .pop(keeping: 1)])
        screen.finishNext()
        #expect(sync.shown.stack == [.artists])
    }

    @Test("a step's done called twice, or after the sync has moved on, counts once")
    func doneTwice() {
        let navigator = Navigator<TestRoute>(root: .artists)
        let screen = RecordingScreen()
        screen.finishesAtOnce = false
        var dones: [() -> Void] = []
        let sync = NavigationSync(navigator: navigator) { step, done in
            screen.performed.append(step)
            dones.append(done)
        }
        sync.start()
        dones[0]()
        dones[0]()
        #expect(sync.performedCount == 1)
        navigator.value.push(.albums(1))
        dones[0]()
        #expect(sync.isPerforming, "the push is still running")
        dones[1]()
        #expect(sync.performedCount == 2)
        #expect(sync.shown.stack == [.artists, .albums(1)])
    }

    @Test("the back button: the navigator pops too, and no step is performed for it")
    func userPop() throws {
        let navigator = Navigator<TestRoute>(root: .artists)
        navigator.value.push(.albums(1))
        navigator.value.push(.track(1))
        let screen = RecordingScreen()
        let sync = screen.sync(navigator)
        sync.start()
        screen.performed = []
        var states: [[TestRoute]] = []
        let token = navigator.state.observe(skipsInitial: true) { states.append($0.stack) }
        try sync.userPopped(keeping: 2)
        #expect(navigator.value.stack == [.artists, .albums(1)])
        #expect(states == [[.artists, .albums(1)]], "one notification")
        try sync.userPopped(keeping: 1)
        #expect(navigator.value.stack == [.artists])
        #expect(screen.performed.isEmpty)
        _ = token
    }

    @Test("a sheet swiped down: the navigator dismisses too, and no step is performed for it")
    func userDismiss() throws {
        let navigator = Navigator<TestRoute>(root: .artists)
        navigator.value.present(.picker)
        navigator.value.present(.detail(1))
        let screen = RecordingScreen()
        let sync = screen.sync(navigator)
        sync.start()
        screen.performed = []
        try sync.userDismissed(keeping: 0)
        #expect(navigator.value.presented.isEmpty)
        #expect(screen.performed.isEmpty)
    }

    @Test(
        "when the navigator moved on before the user's pop arrived, the navigator wins and the screen follows it"
    )
    func navigatorWins() throws {
        let navigator = Navigator<TestRoute>(root: .artists)
        navigator.value.push(.albums(1))
        let screen = RecordingScreen()
        let sync = screen.sync(navigator)
        sync.start()
        screen.finishesAtOnce = false
        screen.performed = []
        navigator.value.setRoot(.picker)  // a step is now running for it
        try sync.userPopped(keeping: 1)  // the user's pop, reported late
        #expect(navigator.value.stack == [.picker], "the navigator is not popped")
        screen.finishNext()
        #expect(sync.shown.stack == [.picker])
        #expect(screen.performed == [.setStack(keeping: 0, adding: [.picker])])
    }

    @Test("a user report that does not fit what is shown is a typed error and changes nothing")
    func badUserReports() {
        let navigator = Navigator<TestRoute>(root: .artists)
        navigator.value.push(.albums(1))
        let screen = RecordingScreen()
        let sync = screen.sync(navigator)
        sync.start()
        #expect(throws: NavigationError.depthOutOfRange(requested: 3, available: 2)) {
            try sync.userPopped(keeping: 3)
        }
        #expect(throws: NavigationError.cannotPopRoot("artists")) { try sync.userPopped(keeping: 0) }
        #expect(throws: NavigationError.depthOutOfRange(requested: 1, available: 0)) {
            try sync.userDismissed(keeping: 1)
        }
        #expect(navigator.value.stack == [.artists, .albums(1)])
        #expect(sync.shown.stack == [.artists, .albums(1)])
    }

    @Test("a report that pops or dismisses nothing leaves the navigator's newer screens alone")
    func emptyReports() throws {
        let navigator = Navigator<TestRoute>(root: .artists)
        let screen = RecordingScreen()
        let sync = screen.sync(navigator)
        sync.start()
        screen.finishesAtOnce = false
        navigator.value.push(.albums(1))  // running
        navigator.value.present(.picker)  // waiting
        try sync.userPopped(keeping: 1)
        try sync.userDismissed(keeping: 0)
        #expect(navigator.value.stack == [.artists, .albums(1)])
        #expect(navigator.value.presented == [.picker])
        screen.finishNext()
        screen.finishNext()
        #expect(sync.shown.stack == [.artists, .albums(1)])
        #expect(sync.shown.presented == [.picker])
    }

    @Test("embedding follows the navigator's containers")
    func embedding() throws {
        let navigator = Navigator<TestRoute>(root: .artists, containers: ["detail"])
        let screen = RecordingScreen()
        let sync = screen.sync(navigator)
        sync.start()
        try navigator.value.embed(.track(1), in: "detail")
        try navigator.value.embed(.track(2), in: "detail")
        try navigator.value.removeEmbedded(from: "detail")
        #expect(
            screen.performed.dropFirst() == [
                .embed(.track(1), in: "detail"), .embed(.track(2), in: "detail"),
                .removeEmbedded(from: "detail"),
            ])
    }

    @Test("after stop, changes are not performed; starting again catches up")
    func stopAndRestart() {
        let navigator = Navigator<TestRoute>(root: .artists)
        let screen = RecordingScreen()
        let sync = screen.sync(navigator)
        sync.start()
        sync.start()
        #expect(screen.performed.count == 1, "starting twice does nothing")
        sync.stop()
        navigator.value.push(.albums(1))
        navigator.value.push(.track(1))
        #expect(screen.performed.count == 1)
        sync.start()
        #expect(screen.performed.last == .setStack(keeping: 1, adding: [.albums(1), .track(1)]))
    }

    @Test("a sync is released with its owner; the navigator does not keep it")
    func released() {
        let leaks = LeakTracker()
        let navigator = Navigator<TestRoute>(root: .artists)
        do {
            let screen = RecordingScreen()
            let sync = screen.sync(navigator)
            sync.start()
            leaks.track(sync, "sync")
            leaks.track(screen, "screen")
        }
        leaks.expectReleased()
        navigator.value.push(.albums(1))  // nobody performs, nothing crashes
        #expect(navigator.value.stack == [.artists, .albums(1)])
    }
}
