// https://developer.apple.com/documentation/uikit/uigesturerecognizer — recognizes a sequence of touches and
// sends an action message to each of its target-action pairs.
// - `init(target:action:)` (https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:))
//   and `addTarget(_:action:)` (https://developer.apple.com/documentation/uikit/uigesturerecognizer/addtarget(_:action:)):
//   a pair already added is ignored. The recognizer does not retain its targets (the stricter reading: the
//   stand-in holds them weakly, so a bridge must keep its own target alive).
// - A discrete gesture (a tap) sends its actions once, when recognized (`.recognized`, the same as `.ended`,
//   https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/recognized), then
//   resets to `.possible`; a continuous one (a pan, a long press) sends them at `.began`, each `.changed` and
//   `.ended` or `.cancelled`.
// - A recognizer reaches the user's touches only when enabled, attached to a view that takes touches and is
//   shown (`addGestureRecognizer(_:)` on the view, which keeps it).
// Stand-in only: `simulateStates(_:)`, `UITapGestureRecognizer.simulateTap()`.
public import FoundationStandIn

/// The base class of gesture recognizers.
@MainActor
open class UIGestureRecognizer: NSObject, AssociatedObjectStorage {
    /// The states of a recognizer.
    public enum State: Int, Sendable {
        /// Not yet recognized (the default).
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// The gesture ended (for a discrete gesture: recognized).
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// The gesture failed.
        case failed

        /// Recognized: the same as `.ended`.
        public static let recognized = State.ended
    }

    private struct TargetAction {
        weak var target: AnyObject?
        let action: Selector
    }

    /// The values associated with this object (`objc_setAssociatedObject`).
    public nonisolated let associatedValues = AssociatedValues()
    /// The recognizer's state.
    public private(set) var state = State.possible
    /// Whether the recognizer takes touches.
    open var isEnabled = true
    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?
    private var targetActions: [TargetAction] = []

    /// A recognizer sending `action` to `target`.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// Adds a target-action pair (a pair already added is ignored).
    open func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        guard !targetActions.contains(where: { $0.target === object && $0.action == action }) else { return }
        targetActions.append(TargetAction(target: object, action: action))
    }

    /// Removes the pairs of `target` (all targets when `nil`) and `action` (all actions when `nil`).
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targetActions.removeAll { pair in
            (object == nil || pair.target === object) && (action == nil || pair.action == action)
        }
    }

    /// Stand-in only: the number of target-action pairs whose target is alive.
    public var standInTargetCount: Int { targetActions.count { $0.target != nil } }

    /// Stand-in only: the user's touches move the recognizer through `states`; each sends the action
    /// messages, and a final `.ended`, `.cancelled` or `.failed` resets it to `.possible`. Whether the
    /// user could reach it.
    @discardableResult
    public func simulateStates(_ states: [State]) -> Bool {
        guard isEnabled, let view, view.standInTakesTouches else { return false }
        for next in states {
            state = next
            if next != .failed && next != .possible { sendActions() }
        }
        state = .possible
        return true
    }

    private func sendActions() {
        for pair in targetActions {
            guard let target = pair.target else { continue }
            pair.action.standInMethod?(target, self)
        }
    }
}

/// A recognizer of taps (a discrete gesture).
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The number of taps.
    open var numberOfTapsRequired = 1

    /// Stand-in only: the user taps the view: the gesture is recognized. Whether the user could.
    @discardableResult
    public func simulateTap() -> Bool { simulateStates([.recognized]) }
}

/// A recognizer of pans (a continuous gesture).
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {}

/// A recognizer of long presses (a continuous gesture).
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {}
