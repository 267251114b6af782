#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import Loom
public import UIKit

/// An invisible subview that reports when its superview enters or leaves a window, as
/// ``OwnerLifecycleEvent/attached`` and ``OwnerLifecycleEvent/detached`` (a subview moves with its
/// superview). Installed by `forwardWindowChanges()`.
///
/// ```swift
/// addSubview(WindowRelayView { event in print(event) })
/// ```
public final class WindowRelayView: UIView {
    private let forward: (OwnerLifecycleEvent) -> Void

    /// A relay calling `forward` at each window change.
    public init(forward: @escaping (OwnerLifecycleEvent) -> Void) {
        self.forward = forward
        super.init(frame: .zero)
        isHidden = true
        isUserInteractionEnabled = false
    }

    /// Not available: a relay is made in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Forwards `.attached` in a window, `.detached` out of it.
    public override func didMoveToWindow() {
        super.didMoveToWindow()
        forward(window == nil ? .detached : .attached)
    }
}
#endif
