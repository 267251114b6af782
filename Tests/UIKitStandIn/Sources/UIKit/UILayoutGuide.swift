// https://developer.apple.com/documentation/uikit/uilayoutguide — a rectangle of a view that constraints can
// refer to (the safe area, the margins); https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide.
public import Foundation

/// A rectangle of a view for constraints.
@MainActor
open class UILayoutGuide: NSObject {
    /// The view that owns the guide.
    public private(set) weak var owningView: UIView?

    init(owningView: UIView) {
        self.owningView = owningView
    }

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
}
