// https://developer.apple.com/documentation/uikit/uiview
// - `addSubview(_:)` / `removeFromSuperview()`: a view has one superview; adding it elsewhere removes it
//   from the old one.
// - `didMoveToWindow()` (https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()): "Tells
//   the view that its window object changed", sent to the view and every subview whose window changed.
// - `performWithoutAnimation(_:)` (https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:)):
//   changes made in the block are not animated.
// - Animation completions run "when the animation sequence ends": the stand-in keeps them until the test
//   calls `UIView.standInFinishAnimations()`, and runs them later even when nothing animates (the stricter
//   rule: a caller that needs them to have run synchronously is wrong on some device).
public import Foundation

/// A rectangle of the screen with subviews.
@MainActor
open class UIView: UIResponder {
    /// Options of how a view resizes with its superview.
    public struct AutoresizingMask: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a mask from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The width follows the superview's.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The height follows the superview's.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }

    /// The view's frame in its superview.
    open var frame: CGRect
    /// The view's own coordinate rectangle.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// Whether the view is hidden.
    open var isHidden = false
    /// The view's opacity.
    open var alpha: CGFloat = 1
    /// The background colour.
    open var backgroundColor: UIColor?
    /// Whether the view takes touches.
    open var isUserInteractionEnabled = true
    /// How the view resizes with its superview.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether the autoresizing mask becomes constraints.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// The identifier UI tests find the view by.
    open var accessibilityIdentifier: String?
    /// The view this one is a subview of.
    public private(set) weak var superview: UIView?
    /// The subviews, back to front.
    public private(set) var subviews: [UIView] = []

    /// A view with `frame`.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// A view of zero size.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// A view decoded from an archive (the stand-in has none: an empty view).
    public required init?(coder: NSCoder) {
        frame = .zero
        super.init()
    }

    /// The gesture recognizers attached to the view (https://developer.apple.com/documentation/uikit/uiview/gesturerecognizers),
    /// which it keeps.
    public private(set) var gestureRecognizers: [UIGestureRecognizer]?

    /// Attaches `recognizer` to the view (https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)).
    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
        recognizer.view = self
    }

    /// Detaches `recognizer` from the view.
    open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }

    /// Stand-in only: whether the user's touches reach the view (it and its superviews are shown and take
    /// touches).
    public var standInTakesTouches: Bool {
        var current: UIView? = self
        while let view = current {
            if view.isHidden || !view.isUserInteractionEnabled || view.alpha < 0.01 { return false }
            current = view.superview
        }
        return true
    }

    /// The window the view is in, through its superviews.
    open var window: UIWindow? { superview?.window }

    /// Adds `view` on top of the subviews (removing it from its old superview first).
    open func addSubview(_ view: UIView) {
        let oldWindow = view.window
        if let old = view.superview { old.subviews.removeAll { $0 === view } }
        subviews.append(view)
        view.superview = self
        if view.window !== oldWindow { view.windowChanged() }
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        guard let old = superview else { return }
        let oldWindow = window
        old.subviews.removeAll { $0 === self }
        superview = nil
        if oldWindow != nil { windowChanged() }
    }

    /// Sends `didMoveToWindow()` to this view and its subviews, parents first (and tells the view
    /// controller of each view, for the appearance of child view controllers).
    func windowChanged() {
        didMoveToWindow()
        standInViewController?.standInViewDidMoveToWindow(window)
        for subview in subviews { subview.windowChanged() }
    }

    /// The view controller whose view this is.
    weak var standInViewController: UIViewController?

    /// Whether this view is `view` or one of its subviews, at any depth.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Ends the editing of the text field being edited in this view, if any
    /// (https://developer.apple.com/documentation/uikit/uiview/endediting(_:)); whether one resigned.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        if let field = self as? UITextField, field.isEditing { return field.resignFirstResponder() }
        return subviews.contains { $0.endEditing(force) }
    }

    /// The view's window changed; does nothing by default.
    open func didMoveToWindow() {}

    /// Lays out the subviews; does nothing by default.
    open func layoutSubviews() {}

    /// Lays out now: `layoutSubviews()` of this view, then of its subviews (the stand-in lays out on
    /// demand only; UIKit also lays out on its own before drawing).
    open func layoutIfNeeded() {
        layoutSubviews()
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// The size that fits the view's content (the frame's size by default; cells measure their content).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        frame.size
    }

    /// The smallest size that fits, for `systemLayoutSizeFitting(_:)`.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

    // MARK: Animations

    /// Whether changes animate now (`false` inside `performWithoutAnimation(_:)`).
    public private(set) static var areAnimationsEnabled = true
    private static var pendingCompletions: [() -> Void] = []

    /// Runs `actionsWithoutAnimation` with animations disabled.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let wereEnabled = areAnimationsEnabled
        areAnimationsEnabled = false
        defer { areAnimationsEnabled = wereEnabled }
        actionsWithoutAnimation()
    }

    /// Stand-in only: keeps `completion` until the running animations end.
    public static func standInAfterAnimations(_ completion: @escaping () -> Void) {
        pendingCompletions.append(completion)
    }

    /// Stand-in only: the running animations end; their completions run in order (and those they add).
    public static func standInFinishAnimations() {
        while !pendingCompletions.isEmpty {
            pendingCompletions.removeFirst()()
        }
    }

    /// Stand-in only: how many animation completions wait.
    public static var standInPendingAnimations: Int { pendingCompletions.count }
}
