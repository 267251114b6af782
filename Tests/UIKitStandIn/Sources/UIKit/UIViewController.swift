// https://developer.apple.com/documentation/uikit/uiviewcontroller
// - `view` loads on first access: `loadView()` then `viewDidLoad()`
//   (https://developer.apple.com/documentation/uikit/uiviewcontroller/view).
// - `addChild(_:)` calls the child's `willMove(toParent:)`; `removeFromParent()` calls its
//   `didMove(toParent: nil)` (https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)).
// - Appearance: `viewWillAppear(_:)`, then `viewDidAppear(_:)` once the transition ends; `viewWillDisappear(_:)`,
//   then `viewDidDisappear(_:)` (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
//   and its siblings). A container forwards them to its children
//   (https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods):
//   the stand-in forwards to every child whose view is inside the container's view, parent first (the order
//   between a parent and its children is not documented). A child whose view enters or leaves the window
//   while its parent is visible appears or disappears then. `beginAppearanceTransition(_:animated:)` /
//   `endAppearanceTransition()` are the public way in; an unbalanced call does nothing (UIKit logs
//   "Unbalanced calls to begin/end appearance transitions").
// - Presentation: see UIViewController+Presentation.swift.
public import Foundation

/// A screen's controller.
@MainActor
open class UIViewController: UIResponder {
    /// Where a view controller is in its appearance (stand-in only: UIKit keeps it private).
    public enum StandInAppearance: Sendable {
        /// Not on screen.
        case disappeared
        /// Between `viewWillAppear` and `viewDidAppear`.
        case appearing
        /// On screen.
        case appeared
        /// Between `viewWillDisappear` and `viewDidDisappear`.
        case disappearing
    }

    /// The title shown by a navigation bar.
    open var title: String?
    private var loadedView: UIView?
    /// The view controllers embedded in this one.
    public private(set) var children: [UIViewController] = []
    /// The view controller this one is embedded in.
    public private(set) weak var parent: UIViewController?
    /// Stand-in only: where the view controller is in its appearance.
    public private(set) var standInAppearance = StandInAppearance.disappeared
    private var appearanceAnimated = false
    /// The view controller this one presents (its own, or its nearest ancestor's).
    public var presentedViewController: UIViewController? {
        ownPresented ?? parent?.presentedViewController
    }
    /// The view controller that presents this one (or its farthest ancestor).
    public var presentingViewController: UIViewController? {
        ownPresenting ?? parent?.presentingViewController
    }
    var ownPresented: UIViewController?
    weak var ownPresenting: UIViewController?
    /// Whether the view controller is being presented.
    public internal(set) var isBeingPresented = false
    /// Whether the view controller is being dismissed.
    public internal(set) var isBeingDismissed = false
    var ownPresentationController: UIPresentationController?
    /// The transition this view controller runs (a navigation controller's, or a presentation's).
    var runningTransition: StandInTransition?
    /// Whether the view controller is in editing mode.
    open private(set) var isEditing = false
    /// Whether the sheet refuses the user's interactive dismissal.
    open var isModalInPresentation = false
    /// The navigation item shown in a navigation bar for this view controller.
    public private(set) lazy var navigationItem = UINavigationItem()

    /// A view controller without a nib.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// A view controller with no nib.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// A view controller decoded from an archive (the stand-in has none).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The view, loaded on first access (UIKit's is implicitly unwrapped; the stand-in's is never nil).
    open var view: UIView {
        get {
            if let loadedView { return loadedView }
            loadView()
            let view = loadedView ?? UIView(frame: .zero)
            loadedView = view
            view.standInViewController = self
            viewDidLoad()
            return view
        }
        set {
            loadedView?.standInViewController = nil
            loadedView = newValue
            newValue.standInViewController = self
        }
    }

    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view (an empty view by default).
    open func loadView() {
        view = UIView(frame: .zero)
    }

    /// The view was loaded.
    open func viewDidLoad() {}
    /// The view is about to appear.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to disappear.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Enters or leaves editing mode.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// A bar button item that toggles editing mode (its title is "Edit", "Done" while editing).
    public private(set) lazy var editButtonItem: UIBarButtonItem = {
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        item.primaryAction = UIAction(title: "Edit") { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        return item
    }()

    // MARK: Containment

    /// Embeds `childController` (calls its `willMove(toParent:)`).
    open func addChild(_ childController: UIViewController) {
        childController.willMove(toParent: self)
        childController.parent?.children.removeAll { $0 === childController }
        children.append(childController)
        childController.parent = self
    }

    /// Removes this view controller from its parent (calls its `didMove(toParent: nil)`).
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
        didMove(toParent: nil)
    }

    /// The view controller is about to move to `parent`.
    open func willMove(toParent parent: UIViewController?) {}
    /// The view controller moved to `parent`.
    open func didMove(toParent parent: UIViewController?) {}

    /// The navigation controller this view controller is in.
    open var navigationController: UINavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// The coordinator of the running transition, if any: this view controller's own, its parent's, or
    /// that of the presentation or dismissal of what it presents
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator).
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        if let runningTransition { return runningTransition }
        if let fromParent = parent?.transitionCoordinator { return fromParent }
        if let presented = ownPresented, presented.isBeingPresented || presented.isBeingDismissed {
            return presented.runningTransition
        }
        return nil
    }

    // MARK: Appearance

    /// Whether the view controller forwards its appearance to its children (containers that forward it
    /// themselves say no).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// The children that get this view controller's appearance: those whose view is inside its view.
    var appearanceChildren: [UIViewController] {
        guard let loadedView else { return [] }
        return children.filter { child in child.viewIfLoaded?.isDescendant(of: loadedView) ?? false }
    }

    /// Starts an appearance (`viewWillAppear`) or a disappearance (`viewWillDisappear`), and forwards it to
    /// the children.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, standInAppearance) {
        case (true, .disappeared), (true, .disappearing):
            _ = view
            standInAppearance = .appearing
            appearanceAnimated = animated
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            standInAppearance = .disappearing
            appearanceAnimated = animated
            viewWillDisappear(animated)
        default:
            return
        }
        for child in appearanceChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the appearance (`viewDidAppear`) or disappearance (`viewDidDisappear`) begun, and forwards it
    /// to the children.
    open func endAppearanceTransition() {
        switch standInAppearance {
        case .appearing:
            standInAppearance = .appeared
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            standInAppearance = .disappeared
            viewDidDisappear(appearanceAnimated)
        default:
            return
        }
        for child in appearanceChildren { child.endAppearanceTransition() }
    }

    /// Appears, or disappears, at once (both halves).
    func standInAppear(_ isAppearing: Bool, animated: Bool) {
        beginAppearanceTransition(isAppearing, animated: animated)
        endAppearanceTransition()
    }

    /// The view entered or left a window: a child of a visible parent that forwards appearance appears
    /// or disappears with it.
    func standInViewDidMoveToWindow(_ window: UIWindow?) {
        guard let parent, parent.shouldAutomaticallyForwardAppearanceMethods,
            parent.standInAppearance == .appeared
        else { return }
        if window != nil, standInAppearance == .disappeared {
            standInAppear(true, animated: false)
        } else if window == nil, standInAppearance == .appeared {
            standInAppear(false, animated: false)
        }
    }
}
