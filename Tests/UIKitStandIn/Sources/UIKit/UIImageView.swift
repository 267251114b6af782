// https://developer.apple.com/documentation/uikit/uiimageview
import Foundation

/// A view that shows an image.
@MainActor
open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage?
}
