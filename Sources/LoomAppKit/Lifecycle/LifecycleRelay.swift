#if canImport(AppKit) && !targetEnvironment(macCatalyst)
public import AppKit
public import Loom

/// An invisible child view controller that reports its parent's appearance: AppKit calls `viewWillAppear`
/// and `viewWillDisappear` of a view controller whose view enters or leaves a window, so a view
/// controller's lifecycle can be followed without a base class or overrides. Installed by
/// `loom.forwardLifecycle(_:)`. Compiled only on a Mac.
///
/// ```swift
/// override func viewDidLoad() {
///     super.viewDidLoad()
///     loom.forwardLifecycle { event in print(event) }   // .loaded now, then .willAppear, .willDisappear
/// }
/// ```
public final class LifecycleRelay: NSViewController {
    private let forward: (OwnerLifecycleEvent) -> Void

    /// A relay calling `forward` with `OwnerLifecycleEvent.willAppear` and
    /// `OwnerLifecycleEvent.willDisappear`.
    public init(forward: @escaping (OwnerLifecycleEvent) -> Void) {
        self.forward = forward
        super.init(nibName: nil, bundle: nil)
    }

    /// Not available: a relay is made in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// An empty, hidden view (no nib).
    public override func loadView() {
        let view = NSView(frame: .zero)
        view.isHidden = true
        self.view = view
    }

    /// Forwards `OwnerLifecycleEvent.willAppear`.
    public override func viewWillAppear() {
        super.viewWillAppear()
        forward(.willAppear)
    }

    /// Forwards `OwnerLifecycleEvent.willDisappear`.
    public override func viewWillDisappear() {
        super.viewWillDisappear()
        forward(.willDisappear)
    }
}
#endif
