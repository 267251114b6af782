/// Keeps what a front-end shows in step with a ``Navigator``: the platform-neutral half of a navigation
/// interpreter (the UIKit one only performs steps and reports what the user did).
///
/// - It observes the navigator and hands the front-end one ``NavigationStep`` at a time, from
///   ``shown`` (what the screen shows) towards the navigator's state. The front-end calls `done` when
///   the step is finished (an animation may take a while; calling it at once is fine too).
/// - Changes made while a step runs are not queued one by one: when the step is done, the next step is
///   computed again from ``shown`` to the navigator's latest state, so a push followed by a pop while
///   the push animates ends with one pop, never with a replay of stale steps.
/// - What the user does on screen without asking the navigator (the back button, a swipe back, a
///   sheet swiped down) is reported with ``userPopped(keeping:)`` and ``userDismissed(keeping:)``: the
///   sync records it in ``shown`` and in the navigator, so state and screen never diverge, and no step
///   is performed for it.
///
/// ```swift
/// let navigator = Navigator<Route>(root: .artists)
/// let sync = NavigationSync(navigator: navigator) { step, done in
///     performOnScreen(step)   // push, pop, present, …
///     done()
/// }
/// sync.start()                   // performs .setStack(keeping: 0, adding: [.artists])
/// navigator.value.push(.albums(1))     // performs .push(.albums(1))
/// try sync.userPopped(keeping: 1)   // the back button: navigator.value.stack == [.artists]
/// ```
///
/// The sync holds the navigator and the `perform` closure strongly; the navigator's observation holds
/// the sync weakly. A front-end that owns the sync passes a closure that captures itself weakly.
@MainActor
package final class NavigationSync<Route: Hashable & Sendable> {
    /// Performs one step on screen and calls `done` (once) when it is finished.
    package typealias Perform = (_ step: NavigationStep<Route>, _ done: @escaping () -> Void) -> Void

    /// The navigator followed.
    package let navigator: Navigator<Route>
    /// What the screen shows: the steps performed so far, and what the user did.
    package private(set) var shown: NavigationState<Route>
    /// How many steps were performed (finished) since the sync was made.
    package private(set) var performedCount = 0
    private let perform: Perform
    private var observation: Token?
    private var following = false
    private var stepInFlight: Int?
    private var stepCounter = 0
    private var isDraining = false

    /// Creates a sync for `navigator`; the screen starts as `shown` (empty by default).
    package init(
        navigator: Navigator<Route>, shown: NavigationState<Route> = NavigationState(),
        perform: @escaping Perform
    ) {
        self.navigator = navigator
        self.shown = shown
        self.perform = perform
    }

    /// Whether the sync follows the navigator (between ``start()`` and ``stop()``).
    package var isStarted: Bool { following }

    /// Whether a step was handed to the front-end and is not done yet.
    package var isPerforming: Bool { stepInFlight != nil }

    /// The steps still needed to show the navigator's state.
    package var pendingSteps: [NavigationStep<Route>] { shown.steps(to: navigator.value) }

    /// Starts following the navigator: performs the steps to its current state now, then to every new
    /// state. Starting twice does nothing.
    package func start() {
        guard !following else { return }
        following = true
        observation = navigator.state.observe { [weak self] _ in self?.drain() }
    }

    /// Stops following the navigator. A step in flight still finishes (its `done` is still honoured).
    package func stop() {
        following = false
        observation?.cancel()
        observation = nil
    }

    /// The user went back on screen until `count` routes remain on the stack (back button, swipe
    /// back, a long press on the back button). The navigator pops too, if its stack still starts with
    /// those routes; if it has moved on since, the navigator wins and the screen is brought back to it.
    ///
    /// Keeping every route shown is no pop: nothing changes (routes the navigator pushed meanwhile
    /// stay). Throws like ``NavigationState/pop(keeping:)`` on ``shown`` (keeping no route, or more
    /// than are shown); nothing changes then.
    package func userPopped(keeping count: Int) throws(NavigationError) {
        let popped = try shown.pop(keeping: count)
        let target = navigator.value.stack
        if !popped.isEmpty, target.count > count, Array(target.prefix(count)) == shown.stack {
            try navigator.value.pop(keeping: count)
        }
        drain()
    }

    /// The user dismissed presented routes on screen until `count` remain (a sheet swiped down). The
    /// navigator dismisses them too, if it still presents those screens first.
    ///
    /// Throws ``NavigationError/depthOutOfRange(requested:available:)`` when `count` is negative or
    /// more than the routes shown as presented; nothing changes then.
    package func userDismissed(keeping count: Int) throws(NavigationError) {
        let dismissed = try shown.dismiss(keeping: count)
        let target = navigator.value.presented
        if !dismissed.isEmpty, target.count > count, Array(target.prefix(count)) == shown.presented {
            try navigator.value.dismiss(keeping: count)
        }
        drain()
    }

    /// Hands the next steps to the front-end, one at a time, while it finishes them synchronously.
    private func drain() {
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        while isStarted, stepInFlight == nil, let step = shown.steps(to: navigator.value).first {
            stepCounter += 1
            let id = stepCounter
            stepInFlight = id
            perform(step) { [weak self] in self?.finish(step, id: id) }
        }
    }

    private func finish(_ step: NavigationStep<Route>, id: Int) {
        guard stepInFlight == id else { return }  // `done` called twice
        stepInFlight = nil
        // The step was computed from `shown`, and `steps(to:)` only makes steps that fit it: this
        // cannot throw.
        try? shown.apply(step)
        performedCount += 1
        drain()  // inside `perform` (a synchronous `done`), the running drain continues instead
    }
}
