// https://developer.apple.com/documentation/appkit/nsview — a rectangle of a window's view hierarchy.
// - Hierarchy: `addSubview(_:)` (https://developer.apple.com/documentation/appkit/nsview/addsubview(_:))
//   first removes the view from its old superview; `removeFromSuperview()`. A view's `window` is its
//   superview's; when it changes, the view and each subview get `viewWillMove(toWindow:)` before and
//   `viewDidMoveToWindow()` after
//   (https://developer.apple.com/documentation/appkit/nsview/viewdidmovetowindow()).
// - Hiding (https://developer.apple.com/documentation/appkit/nsview/ishidden): "A hidden view disappears from
//   its window and does not receive input events"; hiding a view hides its subviews.
//   `isHiddenOrHasHiddenAncestor` (https://developer.apple.com/documentation/appkit/nsview/ishiddenorhashiddenancestor);
//   `viewDidHide()` / `viewDidUnhide()` when it changes, also when the view enters or leaves a hierarchy
//   (https://developer.apple.com/documentation/appkit/nsview/viewdidhide(),
//   https://developer.apple.com/documentation/appkit/nsview/viewdidunhide()).
// - The view controller whose view this is gets its appearance callbacks as the view appears and
//   disappears (see NSViewController.swift).
// - `hitTest(_:)` (https://developer.apple.com/documentation/appkit/nsview/hittest(_:)): the deepest visible
//   view under a point; the stand-in has no geometry, so `standInTakesClicks` asks `hitTest` at the origin.
// - `animator()` (https://developer.apple.com/documentation/appkit/nsanimatablepropertycontainer/animator()):
//   the stand-in's proxy is the view itself.
public import Foundation
import StandInCommon

/// A view.
@MainActor
open class NSView: NSResponder {
    /// The frame, in the superview's coordinates (the stand-in computes no layout).
    open var frame: NSRect
    /// The identifier (a table view reuses cell views by it).
    open var identifier: NSUserInterfaceItemIdentifier?
    /// Whether constraints are made from the autoresizing mask.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// The superview.
    public private(set) weak var superview: NSView?
    /// The subviews, back to front.
    public private(set) var subviews: [NSView] = []
    /// The window the view is in.
    public private(set) weak var window: NSWindow?
    /// Stand-in only: the view controller whose view this is.
    weak var standInController: NSViewController?

    /// Whether the view itself is hidden.
    open var isHidden = false {
        didSet {
            guard oldValue != isHidden, superview?.isHiddenOrHasHiddenAncestor != true else { return }
            notifyHiddenChange(hidden: isHidden)
            NSViewController.standInUpdateAppearance(in: self)
        }
    }

    /// A view of `frame`.
    public init(frame: NSRect) {
        self.frame = frame
        super.init()
    }

    /// Not used by the stand-in (no archives).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Whether the view or one of its ancestors is hidden.
    public var isHiddenOrHasHiddenAncestor: Bool {
        isHidden || (superview?.isHiddenOrHasHiddenAncestor ?? false)
    }

    /// Adds `view` on top of the subviews (removing it from its old superview first).
    open func addSubview(_ view: NSView) {
        let wasHidden = view.isHiddenOrHasHiddenAncestor
        if view.superview != nil { view.removeFromSuperview() }
        subviews.append(view)
        view.superview = self
        view.moveToWindow(window)
        if view.isHiddenOrHasHiddenAncestor != wasHidden {
            view.notifyHiddenChange(hidden: view.isHiddenOrHasHiddenAncestor)
        }
        NSViewController.standInUpdateAppearance(in: view)
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        guard let superview else { return }
        let wasHidden = isHiddenOrHasHiddenAncestor
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        moveToWindow(nil)
        if isHiddenOrHasHiddenAncestor != wasHidden {
            notifyHiddenChange(hidden: isHiddenOrHasHiddenAncestor)
        }
        NSViewController.standInUpdateAppearance(in: self)
    }

    /// Called before the view's window changes.
    open func viewWillMove(toWindow newWindow: NSWindow?) {}

    /// Called after the view's window changed.
    open func viewDidMoveToWindow() {}

    /// Called when the view becomes hidden, itself or through an ancestor.
    open func viewDidHide() {}

    /// Called when the view stops being hidden, itself or through an ancestor.
    open func viewDidUnhide() {}

    /// The deepest visible view at `point` (the stand-in has no geometry: this view, or its topmost
    /// subview that answers; `nil` when hidden).
    open func hitTest(_ point: NSPoint) -> NSView? {
        guard !isHidden else { return nil }
        for subview in subviews.reversed() { if let hit = subview.hitTest(point) { return hit } }
        return self
    }

    /// Stand-in only: whether a click on this view reaches it (visible, and its own `hitTest` answers).
    public var standInTakesClicks: Bool {
        !isHiddenOrHasHiddenAncestor && hitTest(.zero) != nil
    }

    /// The animator proxy: the view itself in the stand-in (which animates nothing).
    open func animator() -> Self { self }

    /// Stand-in only: the view and its subviews, depth first (the view first).
    public var standInSubtree: [NSView] { [self] + subviews.flatMap(\.standInSubtree) }

    private func moveToWindow(_ newWindow: NSWindow?) {
        guard newWindow !== window else { return }
        let views = standInSubtree
        for view in views { view.viewWillMove(toWindow: newWindow) }
        for view in views { view.window = newWindow }
        for view in views { view.viewDidMoveToWindow() }
    }

    /// `viewDidHide` / `viewDidUnhide` for the view and every subview not hidden by itself or below.
    private func notifyHiddenChange(hidden: Bool) {
        hidden ? viewDidHide() : viewDidUnhide()
        for subview in subviews where !subview.isHidden { subview.notifyHiddenChange(hidden: hidden) }
    }

    /// Stand-in only: the window's view hierarchy is set (`NSWindow.contentView`).
    func standInSetWindow(_ newWindow: NSWindow?) {
        moveToWindow(newWindow)
        NSViewController.standInUpdateAppearance(in: self)
    }
}
