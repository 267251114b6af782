#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import Loom
public import UIKit

extension LoomExtension where Base: UIView {
    /// Whether the view is hidden.
    ///
    /// ```swift
    /// lifetime ++ spinner.loom.isHidden <~ viewModel.isLoading.map { !$0 }
    /// ```
    @MainActor
    public var isHidden: Binder<Bool> { Binder(base) { $0.isHidden = $1 } }

    /// The view's opacity.
    @MainActor
    public var alpha: Binder<CGFloat> { Binder(base) { $0.alpha = $1 } }

    /// The view's background colour.
    @MainActor
    public var backgroundColor: Binder<UIColor?> { Binder(base) { $0.backgroundColor = $1 } }

    /// Whether the view takes touches.
    @MainActor
    public var isUserInteractionEnabled: Binder<Bool> { Binder(base) { $0.isUserInteractionEnabled = $1 } }
}

extension LoomExtension where Base: UILabel {
    /// The label's text.
    ///
    /// ```swift
    /// lifetime ++ countLabel.loom.text <~ model.count.map { "\($0)" }
    /// ```
    @MainActor
    public var text: Binder<String?> { Binder(base) { $0.text = $1 } }

    /// The label's attributed text.
    @MainActor
    public var attributedText: Binder<NSAttributedString?> { Binder(base) { $0.attributedText = $1 } }

    /// The label's text colour.
    @MainActor
    public var textColor: Binder<UIColor> { Binder(base) { $0.textColor = $1 } }
}

extension LoomExtension where Base: UIImageView {
    /// The image shown.
    @MainActor
    public var image: Binder<UIImage?> { Binder(base) { $0.image = $1 } }
}

extension LoomExtension where Base: UIActivityIndicatorView {
    /// Whether the indicator spins.
    @MainActor
    public var isAnimating: Binder<Bool> {
        Binder(base) { indicator, animating in
            if animating { indicator.startAnimating() } else { indicator.stopAnimating() }
        }
    }
}

extension LoomExtension where Base: UIViewController {
    /// The view controller's title (shown by a navigation bar).
    @MainActor
    public var title: Binder<String?> { Binder(base) { $0.title = $1 } }
}

extension LoomExtension where Base: UIBarItem {
    /// Whether the bar item is enabled.
    @MainActor
    public var isEnabled: Binder<Bool> { Binder(base) { $0.isEnabled = $1 } }

    /// The bar item's title.
    @MainActor
    public var title: Binder<String?> { Binder(base) { $0.title = $1 } }
}
#endif
