// The layout anchors of a view (https://developer.apple.com/documentation/appkit/nsview/leadinganchor and
// its siblings), the ones LoomAppKit uses. The stand-in solves no constraints (StandInCommon's
// NSLayoutConstraint).
public import StandInCommon

extension NSView {
    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self) }
}
