// https://developer.apple.com/documentation/uikit/uiviewcontroller
// - `view` loads on first access: `loadView()` then `viewDidLoad()`
//   (https://developer.apple.com/documentation/uikit/uiviewcontroller/view).
// - `addChild(_:)` calls the child's `willMove(toParent:)`; `removeFromParent()` calls its
//   `didMove(toParent: nil)` (https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)).
//
// Skeleton: the API LoomUIKit compiles against, loading, children, and presentation at once. The
// appearance callbacks (and their forwarding to children), animated transitions and refusals are the
// view-controller part of the stand-in, to be written by the helper who owns it.
public import Foundation

/// A screen's controller.
@MainActor
open class UIViewController: UIResponder {
    /// The title shown by a navigation bar.
    open var title: String?
    private var loadedView: UIView?
    /// The view controllers embedded in this one.
    public private(set) var children: [UIViewController] = []
    /// The view controller this one is embedded in.
    public private(set) weak var parent: UIViewController?
    /// The view controller this one presents.
    public internal(set) var presentedViewController: UIViewController?
    /// The view controller that presents this one.
    public internal(set) weak var presentingViewController: UIViewController?
    /// Whether the view controller is being dismissed.
    public internal(set) var isBeingDismissed = false
    /// The presentation controller of this view controller once presented.
    public internal(set) var presentationController: UIPresentationController?
    /// Whether the view controller is in editing mode.
    open private(set) var isEditing = false

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
            viewDidLoad()
            return view
        }
        set { loadedView = newValue }
    }

    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view (an empty view by default).
    open func loadView() {
        loadedView = UIView(frame: .zero)
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

    /// The coordinator of the running transition, if any.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }

    /// Presents `viewControllerToPresent` over this view controller; `completion` runs once it shows.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        completion?()
    }

    /// Dismisses the view controller this one presents; `completion` runs once it is gone.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let presented = presentedViewController ?? self
        presented.presentingViewController?.presentedViewController = nil
        presented.presentingViewController = nil
        completion?()
    }

    /// The popover presentation controller, when presented as a popover.
    open var popoverPresentationController: UIPopoverPresentationController? { nil }
}
