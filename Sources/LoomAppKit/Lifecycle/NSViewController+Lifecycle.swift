#if canImport(AppKit) && !targetEnvironment(macCatalyst)
public import AppKit
public import Loom

extension LoomExtension where Base: NSViewController {
    /// Forwards the view controller's lifecycle to `handler`: `OwnerLifecycleEvent.loaded` now, then
    /// `OwnerLifecycleEvent.willAppear` and `OwnerLifecycleEvent.willDisappear` each time they happen,
    /// through an invisible child (``LifecycleRelay``) that lives as long as the view controller. Call it
    /// once, from `viewDidLoad`; before the view is loaded it does nothing and returns `false`.
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
        handler(.loaded)
        return true
    }
}

extension ViewModelOwner where Self: NSViewController {
    /// Binds and unbinds the view model following the view controller's lifecycle, as its
    /// `ViewModelSlot`'s activation says. Call it once, from `viewDidLoad`.
    ///
    /// ```swift
    /// final class TrackViewController: NSViewController, ViewModelOwner {
    ///     let viewModelSlot = ViewModelSlot<TrackViewController>(activation: .whileVisible)
    ///     override func viewDidLoad() {
    ///         super.viewDidLoad()
    ///         forwardLifecycle()
    ///     }
    ///     func bind(viewModel: TrackViewModel) -> Token { titleField.loom.text <~ viewModel.title }
    /// }
    /// ```
    @discardableResult
    public func forwardLifecycle() -> Bool {
        loom.forwardLifecycle { [weak self] event in self?.handle(event) }
    }
}
#endif
