// https://developer.apple.com/documentation/uikit/uilabel/font — the font of a label's text (the body style
// by default on the stand-in).
import FoundationStandIn

extension UILabel {
    private static let fontKey = UnsafeRawPointer(
        UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

    /// The font of the text.
    public var font: UIFont {
        get {
            (objc_getAssociatedObject(self, Self.fontKey) as? UIFont) ?? .preferredFont(forTextStyle: .body)
        }
        set { objc_setAssociatedObject(self, Self.fontKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}
