#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import Loom
public import UIKit

/// An invisible child view controller that reports its parent's appearance: UIKit forwards
/// `viewWillAppear` and `viewWillDisappear` to children, so a view controller's lifecycle can be
/// followed without a base class or overrides. Installed by `loom.forwardLifecycle(_:)`.
///
/// ```swift
/// override func viewDidLoad() {
///     super.viewDidLoad()
///     loom.forwardLifecycle { event in print(event) }   // .loaded now, then .willAppear, .willDisappear
/// }
/// ```
public final class LifecycleRelay: UIViewController {
    private let forward: (OwnerLifecycleEvent) -> Void

    /// A relay calling `forward` with ``OwnerLifecycleEvent/willAppear`` and
    /// ``OwnerLifecycleEvent/willDisappear``.
    public init(forward: @escaping (OwnerLifecycleEvent) -> Void) {
        self.forward = forward
        super.init(nibName: nil, bundle: nil)
    }

    /// Not available: a relay is made in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// An empty, hidden view that takes no touches.
    public override func loadView() {
        let view = UIView(frame: .zero)
        view.isHidden = true
        view.isUserInteractionEnabled = false
        self.view = view
    }

    /// Forwards ``OwnerLifecycleEvent/willAppear``.
    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        forward(.willAppear)
    }

    /// Forwards ``OwnerLifecycleEvent/willDisappear``.
    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        forward(.willDisappear)
    }
}
#endif
