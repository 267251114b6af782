// https://developer.apple.com/documentation/uikit/nslayoutconstraint (AppKit's is the same class:
// https://developer.apple.com/documentation/appkit/nslayoutconstraint) — a relation between two anchors
// (https://developer.apple.com/documentation/uikit/nslayoutanchor). The stand-in keeps the constraints it
// is given and solves none (it computes no frames).
public import Foundation

/// A relation between two anchors.
@MainActor
open class NSLayoutConstraint: NSObject {
    /// The first item's anchor.
    public let firstAnchor: AnyObject
    /// The second item's anchor.
    public let secondAnchor: AnyObject?
    /// The distance between them.
    open var constant: CGFloat
    /// Whether the constraint takes part in layout.
    open var isActive = false

    package init(firstAnchor: AnyObject, secondAnchor: AnyObject?, constant: CGFloat) {
        self.firstAnchor = firstAnchor
        self.secondAnchor = secondAnchor
        self.constant = constant
    }

    /// Activates every constraint of `constraints`.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }
}

/// An edge or a centre of a view or a layout guide.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// Stand-in only: the view or guide the anchor belongs to.
    public private(set) weak var item: AnyObject?

    package init(item: AnyObject) {
        self.item = item
    }

    /// This anchor equal to `anchor`, plus `constant`.
    open func constraint(
        equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(firstAnchor: self, secondAnchor: anchor, constant: c)
    }
}

/// A horizontal anchor.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical anchor.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or a height.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// This dimension equal to `c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(firstAnchor: self, secondAnchor: nil, constant: c)
    }
}
