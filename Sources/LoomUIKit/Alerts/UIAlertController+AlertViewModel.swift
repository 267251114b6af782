#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import Loom
public import UIKit

extension UIAlertController {
    /// An alert controller showing `viewModel`: its style, title, message, and its actions in the view
    /// model's order (default, destructive, cancel) with the matching UIKit styles. Tapping an action
    /// taps it on the view model; the next view model it returns, if any, goes to `onNext`.
    ///
    /// ```swift
    /// let controller = UIAlertController.make(viewModel: alert) { next in show(next) }
    /// present(controller, animated: true)
    /// ```
    @MainActor
    public static func make(
        viewModel: AlertViewModel, onNext: @escaping @MainActor (any ViewModel) -> Void = { _ in }
    ) -> UIAlertController {
        let controller = UIAlertController(
            title: viewModel.title, message: viewModel.message,
            preferredStyle: viewModel.style == .alert ? .alert : .actionSheet)
        for (index, action) in viewModel.actions.enumerated() {
            controller.addAction(
                UIAlertAction(title: action.title, style: UIAlertAction.Style(action.role)) { _ in
                    // `index` comes from `actions`, so `tap(at:)` cannot fail here.
                    if let next = try? viewModel.tap(at: index) { onNext(next) }
                })
        }
        return controller
    }
}

extension UIAlertAction.Style {
    /// The UIKit style of an action's role.
    ///
    /// ```swift
    /// UIAlertAction.Style(.destructive)   // .destructive
    /// ```
    public init(_ role: AlertAction.Role) {
        switch role {
        case .default: self = .default
        case .destructive: self = .destructive
        case .cancel: self = .cancel
        }
    }
}

extension LoomExtension where Base: UIViewController {
    /// Presents `alert` from this view controller (an action sheet points at `sourceView`, or at this
    /// view controller's view, on iPad). The next view model of a tapped action is shown in turn: an
    /// ``AlertViewModel`` as another alert, anything else as the view controller that
    /// `makeViewController` makes for it (nothing when it makes none).
    ///
    /// ```swift
    /// loom.present(alert: viewModel.removeConfirmation) { next in
    ///     (next as? TrackDetailViewModel).map(TrackDetailViewController.init)
    /// }
    /// ```
    @MainActor
    public func present(
        alert: AlertViewModel, animated: Bool = true, sourceView: UIView? = nil,
        makeViewController: @escaping @MainActor (any ViewModel) -> UIViewController? = { _ in nil }
    ) {
        let controller = UIAlertController.make(viewModel: alert) { [weak base] next in
            guard let base else { return }
            if let nextAlert = next as? AlertViewModel {
                base.loom.present(
                    alert: nextAlert, animated: animated, sourceView: sourceView,
                    makeViewController: makeViewController)
            } else if let nextController = makeViewController(next) {
                base.present(nextController, animated: animated)
            }
        }
        if let popover = controller.popoverPresentationController,
            let anchor = sourceView ?? base.viewIfLoaded
        {
            popover.sourceView = anchor
            popover.sourceRect = CGRect(x: anchor.bounds.midX, y: anchor.bounds.midY, width: 0, height: 0)
        }
        base.present(controller, animated: animated)
    }
}
#endif
