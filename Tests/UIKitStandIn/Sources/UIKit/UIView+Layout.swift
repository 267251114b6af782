// Auto Layout's anchors (https://developer.apple.com/documentation/uikit/nslayoutanchor) of views and layout
// guides, and a view's guides (https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide).
// The stand-in solves no constraints.
import Foundation
public import StandInCommon

/// Stand-in only: what has layout anchors (a view, a layout guide).
@MainActor
public protocol StandInLayoutItem: AnyObject {}

extension StandInLayoutItem {
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
}

extension UIView: StandInLayoutItem {
    /// The part of the view no bar or notch covers.
    public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide(owningView: self) }
    /// The view's margins.
    public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide(owningView: self) }
}

extension UILayoutGuide: StandInLayoutItem {}
