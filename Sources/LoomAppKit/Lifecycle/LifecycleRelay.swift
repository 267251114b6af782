#if canImport(AppKit) && !targetEnvironment(macCatalyst)
public import AppKit
public import Loom

/// An invisible child view controller (an empty view of no size, in its parent's view) that reports its
/// parent's appearance: AppKit calls `viewWillAppear` and `viewWillDisappear` of a view controller whose
/// view enters or leaves a visible window, or is hidden or shown, so a view controller's lifecycle can be
/// followed without a base class or overrides. Installed by `loom.forwardLifecycle(_:)`.
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

    /// An empty view of no size that takes no clicks (no nib). It is not hidden: AppKit treats a hidden
    /// view as not shown (its view controller gets `viewWillDisappear` when it is hidden), so a hidden relay
    /// would never appear and a `.whileVisible` owner would never bind (issue 21, probable bug 8). It hides
    /// with its parent's view, as it should.
    public override func loadView() {
        view = ClickThroughView(frame: .zero)
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

    /// A view that draws nothing (an `NSView` draws nothing by default) and is never the target of a click.
    private final class ClickThroughView: NSView {
        override func hitTest(_ point: NSPoint) -> NSView? { nil }
    }
}
#endif
