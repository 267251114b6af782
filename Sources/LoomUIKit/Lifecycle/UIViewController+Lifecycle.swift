#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import Loom
public import UIKit

extension LoomExtension where Base: UIViewController {
    /// Forwards the view controller's lifecycle to `handler`: ``OwnerLifecycleEvent/loaded`` now, then
    /// ``OwnerLifecycleEvent/willAppear`` and ``OwnerLifecycleEvent/willDisappear`` each time they
    /// happen, through an invisible child (``LifecycleRelay``) that lives as long as the view
    /// controller. No base class, no overrides.
    ///
    /// Call it once, from `viewDidLoad` (not for container view controllers such as navigation or tab
    /// bar controllers, whose children are their content). Before the view is loaded it does nothing
    /// and returns `false`.
    ///
    /// ```swift
    /// override func viewDidLoad() {
    ///     super.viewDidLoad()
    ///     loom.forwardLifecycle { [weak self] event in self?.log.append(event) }
    /// }
    /// ```
    @MainActor
    @discardableResult
    public func forwardLifecycle(_ handler: @escaping (OwnerLifecycleEvent) -> Void) -> Bool {
        guard base.isViewLoaded else { return false }
        let relay = LifecycleRelay(forward: handler)
        base.addChild(relay)
        base.view.addSubview(relay.view)
        relay.didMove(toParent: base)
        handler(.loaded)
        return true
    }
}

extension ViewModelOwner where Self: UIViewController {
    /// Binds and unbinds the view model following the view controller's lifecycle, as its
    /// ``ViewModelSlot``'s activation says (`.onceLoaded`: from now on; `.whileVisible`: between will
    /// appear and will disappear). Call it once, from `viewDidLoad`.
    ///
    /// ```swift
    /// final class TrackViewController: UIViewController, ViewModelOwner {
    ///     let viewModelSlot = ViewModelSlot<TrackViewController>(activation: .whileVisible)
    ///     override func viewDidLoad() {
    ///         super.viewDidLoad()
    ///         forwardLifecycle()
    ///     }
    ///     func bind(viewModel: TrackViewModel) -> Token { titleLabel.loom.text <~ viewModel.title }
    /// }
    /// ```
    @discardableResult
    public func forwardLifecycle() -> Bool {
        loom.forwardLifecycle { [weak self] event in self?.handle(event) }
    }
}

extension ViewModelOwner where Self: UIView {
    /// Binds the view model while the view is in a window and unbinds when it leaves (its slot's
    /// activation should be `.whileAttached`), through an invisible subview that sees the window
    /// changes. Call it once, for example from `init(frame:)`.
    ///
    /// ```swift
    /// final class PlayerBar: UIView, ViewModelOwner {
    ///     let viewModelSlot = ViewModelSlot<PlayerBar>(activation: .whileAttached)
    ///     override init(frame: CGRect) {
    ///         super.init(frame: frame)
    ///         forwardWindowChanges()
    ///     }
    ///     …
    /// }
    /// ```
    public func forwardWindowChanges() {
        let relay = WindowRelayView { [weak self] event in self?.handle(event) }
        addSubview(relay)
    }
}
#endif
