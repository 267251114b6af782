// https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle — how a selected cell looks
// (nothing is drawn on the stand-in: the value is kept).
import FoundationStandIn

extension UITableViewCell {
    /// How a selected cell looks.
    public enum SelectionStyle: Int, Sendable {
        /// No highlight.
        case none
        /// A blue highlight.
        case blue
        /// A grey highlight.
        case gray
        /// The default highlight.
        case `default`
    }

    private static let selectionStyleKey = UnsafeRawPointer(
        UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

    /// How the cell looks when selected.
    public var selectionStyle: SelectionStyle {
        get { (objc_getAssociatedObject(self, Self.selectionStyleKey) as? SelectionStyle) ?? .default }
        set {
            objc_setAssociatedObject(
                self, Self.selectionStyleKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }
}
