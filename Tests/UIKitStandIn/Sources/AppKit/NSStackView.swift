// https://developer.apple.com/documentation/appkit/nsstackview — a view arranging its views in a row or a
// column: `init(views:)` makes a horizontal stack of `views`
// (https://developer.apple.com/documentation/appkit/nsstackview/init(views:)), which become its subviews.
// The stand-in computes no layout.
public import Foundation

/// A view arranging views in a row or a column.
@MainActor
open class NSStackView: NSView {
    /// How the views share the stack's length.
    public enum Distribution: Int, Sendable {
        /// By gravity areas.
        case gravityAreas = -1
        /// Filling the stack.
        case fill = 0
        /// Equal lengths.
        case fillEqually = 1
        /// In proportion to their sizes.
        case fillProportionally = 2
        /// Equal spaces.
        case equalSpacing = 3
        /// Equal distances between centres.
        case equalCentering = 4
    }

    /// The arranged views, in order.
    public private(set) var arrangedSubviews: [NSView] = []
    /// A row (horizontal, by default) or a column.
    open var orientation: NSUserInterfaceLayoutOrientation = .horizontal
    /// How the views share the length.
    open var distribution: Distribution = .gravityAreas
    /// The space between views.
    open var spacing: CGFloat = 8

    /// A horizontal stack of `views`.
    public convenience init(views: [NSView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds `view` at the end (as a subview too).
    open func addArrangedSubview(_ view: NSView) {
        arrangedSubviews.append(view)
        addSubview(view)
    }
}
