// A view-controller transition of the stand-in (a push, a pop, a presentation, a dismissal), and its
// coordinator (https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator).
//
// - An animated transition ends when the running animations end: the stand-in queues its end with
//   `UIView.standInAfterAnimations`, so it ends when the test calls `UIView.standInFinishAnimations()` (a
//   test-driven step of the run loop), never before the call that started it returns.
// - A non-animated transition ends at once. UIKit's documentation does not say when; the stand-in's rule
//   keeps non-animated changes synchronous, as code that turns animation off (tests, state restoration)
//   expects.
// - An interactive transition (a swipe back, a sheet pulled down) waits for the user: it is queued to end
//   only when the user lifts the finger (`finishInteraction(completing:)`), then ends with the animations.
// - While any transition runs, `StandInTransition.isRunning` is true: the navigation and presentation
//   calls that UIKit refuses mid-transition consult it.
import Foundation

/// A running transition: its coordinator, and what happens when it ends.
@MainActor
public final class StandInTransition: NSObject, UIViewControllerTransitionCoordinator {
    /// Whether the transition is animated.
    public let isAnimated: Bool
    /// Whether the transition started interactive.
    public let initiallyInteractive: Bool
    /// Whether it presents or dismisses (rather than pushes or pops).
    public let isPresentation: Bool
    /// The window it runs in.
    public private(set) weak var window: UIWindow?
    /// Whether the user drives the transition now.
    public private(set) var isInteractive: Bool
    /// Whether the transition was cancelled.
    public private(set) var isCancelled = false
    /// Whether the transition ended.
    public private(set) var hasEnded = false
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var end: ((_ cancelled: Bool) -> Void)?

    /// The transitions running now, oldest first.
    public private(set) static var running: [StandInTransition] = []

    /// Whether any transition runs now.
    public static var isRunning: Bool { !running.isEmpty }

    /// Whether a presentation or dismissal runs in `window` (UIKit refuses another one then).
    static func presentationRuns(in window: UIWindow?) -> Bool {
        running.contains { $0.isPresentation && $0.window === window }
    }

    private init(
        animated: Bool, interactive: Bool, isPresentation: Bool, window: UIWindow?,
        end: @escaping (_ cancelled: Bool) -> Void
    ) {
        isAnimated = animated
        self.isPresentation = isPresentation
        self.window = window
        initiallyInteractive = interactive
        isInteractive = interactive
        self.end = end
    }

    /// A transition whose `end` runs when it ends; it starts with ``run()``.
    static func make(
        animated: Bool, interactive: Bool = false, isPresentation: Bool, window: UIWindow? = nil,
        end: @escaping (_ cancelled: Bool) -> Void
    ) -> StandInTransition {
        StandInTransition(
            animated: animated, interactive: interactive, isPresentation: isPresentation, window: window,
            end: end)
    }

    /// Starts the transition: it ends at once when neither animated nor interactive (so start it after
    /// recording it where `transitionCoordinator` finds it).
    func run() {
        Self.running.append(self)
        if isInteractive {
            // Waits for `finishInteraction(completing:)`.
        } else if isAnimated {
            UIView.standInAfterAnimations { [self] in finish() }
        } else {
            finish()
        }
    }

    /// The user lifted the finger: the transition completes, or is cancelled, once the animations end.
    func finishInteraction(completing: Bool) {
        guard isInteractive else { return }
        isInteractive = false
        isCancelled = !completing
        UIView.standInAfterAnimations { [self] in finish() }
    }

    /// Queues `completion` for the end of the transition.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animation?(self)
        if let completion { completions.append(completion) }
        return true
    }

    private func finish() {
        guard !hasEnded else { return }
        hasEnded = true
        Self.running.removeAll { $0 === self }
        let end = self.end
        self.end = nil
        end?(isCancelled)
        let completions = self.completions
        self.completions = []
        for completion in completions { completion(self) }
    }
}
