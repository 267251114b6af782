// https://developer.apple.com/documentation/uikit/uiactivityindicatorview — `startAnimating()` /
// `stopAnimating()`; `isAnimating` says which.
import Foundation

/// A spinner.
@MainActor
open class UIActivityIndicatorView: UIView {
    /// Whether it spins.
    public private(set) var isAnimating = false

    /// Starts spinning.
    open func startAnimating() { isAnimating = true }

    /// Stops spinning.
    open func stopAnimating() { isAnimating = false }
}
