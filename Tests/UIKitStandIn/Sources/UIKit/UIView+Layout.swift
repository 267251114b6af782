// Auto Layout's view API (https://developer.apple.com/documentation/uikit/uiview — "Creating constraints using
// layout anchors"): the anchors of a view and its guides. The stand-in solves no constraints.
import Foundation

extension UIView {
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self) }
    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self) }
    /// The part of the view no bar or notch covers.
    public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide(owningView: self) }
    /// The view's margins.
    public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide(owningView: self) }
}
