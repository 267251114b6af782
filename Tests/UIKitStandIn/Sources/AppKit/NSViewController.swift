// https://developer.apple.com/documentation/appkit/nsviewcontroller — a controller of a view.
// - The view is loaded on first use of `view` (`loadView()`, then `viewDidLoad()`); without a nib,
//   `loadView()` must be overridden (https://developer.apple.com/documentation/appkit/nsviewcontroller/loadview():
//   the default loads the nib; the stand-in has none and raises, the stricter reading).
// - Appearance, driven by the view itself, not by the parent: `viewWillAppear()` "is called when the view is
//   about to be added to the view hierarchy … [or] the view controller's window is about to become
//   visible, such as coming to the front or becoming unhidden"
//   (https://developer.apple.com/documentation/appkit/nsviewcontroller/viewwillappear()); `viewWillDisappear()`
//   when the view "is about to be removed from the view hierarchy of the window", "is about to be hidden or
//   obscured", or "the window is being closed"
//   (https://developer.apple.com/documentation/appkit/nsviewcontroller/viewwilldisappear()). So the stand-in's
//   view controller has appeared exactly while its view is in a visible window and not hidden, itself or
//   through an ancestor (`isHiddenOrHasHiddenAncestor`): a view hidden from the start never appears. Each
//   change sends will…, then did…, parents before children.
// - Children (https://developer.apple.com/documentation/appkit/nsviewcontroller/addchild(_:)): `addChild(_:)`
//   removes the child from its old parent; `removeFromParent()`. AppKit does not forward appearance to
//   children: a child appears when its own view does.
public import Foundation

/// A view controller.
@MainActor
open class NSViewController: NSResponder {
    private var loadedView: NSView?
    /// The child view controllers.
    public private(set) var children: [NSViewController] = []
    /// The parent view controller.
    public private(set) weak var parent: NSViewController?
    /// The title (a window showing the view controller shows it).
    open var title: String?
    /// Stand-in only: whether the view controller has appeared (will appear … will disappear).
    public private(set) var standInHasAppeared = false

    /// A view controller loading its view from `nibName` in `bundle` (the stand-in loads no nib).
    public init(nibName: String?, bundle: Bundle?) {
        super.init()
    }

    /// Not used by the stand-in (no archives).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The view, loaded on first use.
    open var view: NSView {
        get {
            if let loadedView { return loadedView }
            loadView()
            if loadedView == nil {
                standInRaise(RaisedException.internalInconsistency, "loadView did not set a view")
                loadedView = NSView(frame: .zero)
            }
            viewDidLoad()
            return loadedView!
        }
        set {
            loadedView?.standInController = nil
            loadedView = newValue
            newValue.standInController = self
        }
    }

    /// Whether the view is loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view: the stand-in has no nib, so a subclass must override this method.
    open func loadView() {
        standInRaise(RaisedException.internalInconsistency, "could not load the nib (the stand-in has none)")
    }

    /// Called once the view is loaded.
    open func viewDidLoad() {}
    /// The view is about to appear.
    open func viewWillAppear() {}
    /// The view appeared.
    open func viewDidAppear() {}
    /// The view is about to disappear.
    open func viewWillDisappear() {}
    /// The view disappeared.
    open func viewDidDisappear() {}

    /// Adds `child` (removed from its old parent first).
    open func addChild(_ child: NSViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    /// Removes the view controller from its parent.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// Stand-in only: sends the appearance callbacks of every view controller whose view is `root` or
    /// below it and whose appearance changed.
    static func standInUpdateAppearance(in root: NSView) {
        for view in root.standInSubtree {
            guard let controller = view.standInController else { continue }
            let visible = view.window?.isVisible == true && !view.isHiddenOrHasHiddenAncestor
            guard visible != controller.standInHasAppeared else { continue }
            if visible {
                controller.viewWillAppear()
                controller.standInHasAppeared = true
                controller.viewDidAppear()
            } else {
                controller.viewWillDisappear()
                controller.standInHasAppeared = false
                controller.viewDidDisappear()
            }
        }
    }
}
