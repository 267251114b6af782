public import Loom

/// Shows a `Navigator`'s state on the terminal, as `NavigationInterpreter` does with UIKit and
/// `NavigatorStack` with SwiftUI: one view per screen on the stack and per presented screen, made when
/// the screen arrives and released when it leaves, and the view of the visible screen (the innermost
/// presented one, else the top of the stack) to draw. Going back with a key (``handleBack(_:)``: Esc,
/// ← or Backspace) is the user's navigation: it goes into the navigator, as a UIKit back button does.
///
/// The logic is the core's: `NavigationSync` decides the steps from what is shown to the navigator's
/// state and records the user's navigation; `NavigationViews` keeps the view of each place. A view
/// keeps its own state (a list's selection and filter) while its screen stays in the state, so coming
/// back to a screen finds it as it was left.
///
/// ```swift
/// let screens = TerminalNavigationInterpreter(navigator: coordinator.navigator) { screen in
///     TerminalListView(dataSource: coordinator.list(for: screen))
/// }
/// screens.onChange = { session.setNeedsDisplay() }
/// screens.start()                          // the root's view is made
/// screens.visibleView?.render(into: &screen, in: area)
/// if !screens.handleBack(key), key == .escape { session.quit() }   // esc on the root quits
/// ```
///
/// The interpreter holds the navigator, its views and `make`; the navigator's observation holds the
/// interpreter weakly. A program that owns it passes a `make` that captures the program weakly.
@MainActor
public final class TerminalNavigationInterpreter<Route: Hashable & Sendable, View> {
    /// The navigator shown.
    public let navigator: Navigator<Route>
    /// Called after every step shown (a screen came or left), so the program can redraw.
    public var onChange: (() -> Void)?
    /// The sync that decides what to show; its `NavigationSync.shown` is what is on screen.
    private(set) lazy var sync = NavigationSync(navigator: navigator) { [weak self] step, done in
        self?.show(step)
        done()
        self?.onChange?()
    }
    /// The place every first modal is presented from (the views hold it weakly).
    private let base: Place<View>
    private let views: NavigationViews<Route, Place<View>>

    /// Creates an interpreter of `navigator`; `make` makes the view of each screen shown. Nothing is
    /// shown before ``start()``.
    public init(navigator: Navigator<Route>, make: @escaping (Route) -> View) {
        self.navigator = navigator
        let base = Place<View>(nil)
        self.base = base
        views = NavigationViews(base: base) { screen in Place(make(screen)) }
    }

    /// Shows the navigator's state now, then follows it.
    public func start() {
        sync.start()
    }

    /// Stops following the navigator.
    public func stop() {
        sync.stop()
    }

    /// What the terminal shows: the navigator's state as far as it was followed.
    var shown: NavigationState<Route> { sync.shown }

    /// The screen the user sees.
    public var visibleRoute: Route? { shown.visible }

    /// The view of the screen the user sees.
    public var visibleView: View? {
        (views.presented.last ?? views.stack.last)?.view
    }

    /// The keys that go back: Escape, Left and Backspace.
    static var backKeys: Set<Key> { [.escape, .left, .backspace] }

    /// Goes back for a back key (Escape, Left, Backspace): dismisses the innermost presented screen, else pops the top
    /// of the stack, in the navigator too. Returns whether it went back: `false` for another key and on
    /// the root screen (where Escape usually quits).
    @discardableResult
    public func handleBack(_ key: Key) -> Bool {
        guard Self.backKeys.contains(key) else { return false }
        return goBack()
    }

    /// The user went back: dismisses the innermost presented screen, else pops the top of the stack,
    /// and tells the navigator. Returns `false` (and changes nothing) when only the root is shown.
    @discardableResult
    public func goBack() -> Bool {
        do throws(NavigationError) {
            if !views.presented.isEmpty {
                let kept = views.presented.count - 1
                guard views.userDismissed(views.presented[kept]) != nil else { return false }
                try sync.userDismissed(keeping: kept)
            } else {
                guard views.stack.count > 1,
                    let kept = views.userPopped(showing: Array(views.stack.dropLast()))
                else { return false }
                try sync.userPopped(keeping: kept)
            }
        } catch {
            return false  // the views and the sync count the same screens: not reached
        }
        onChange?()
        return true
    }

    private func show(_ step: NavigationStep<Route>) {
        _ = views.prepare(step)
    }
}

/// The view of one place (a screen shown), or of none (the base every first modal is presented from):
/// `NavigationViews` matches places by identity.
private final class Place<View> {
    let view: View?

    init(_ view: View?) {
        self.view = view
    }
}
