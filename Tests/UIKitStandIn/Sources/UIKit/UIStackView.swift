// https://developer.apple.com/documentation/uikit/uistackview — lays out its arranged subviews in a row or a
// column. The stand-in keeps them as subviews, in order (it computes no frames).
public import Foundation

/// A row or column of views.
@MainActor
open class UIStackView: UIView {
    /// The direction of a stack.
    public enum Axis: Int, Sendable {
        /// A row.
        case horizontal
        /// A column.
        case vertical
    }

    /// How the views share the stack's length.
    public enum Distribution: Int, Sendable {
        /// By their sizes.
        case fill
        /// Equally.
        case fillEqually
    }

    /// How the views line up across the stack.
    public enum Alignment: Int, Sendable {
        /// Filling the stack's width (or height).
        case fill
        /// Centred.
        case center
    }

    /// The views laid out, in order.
    public private(set) var arrangedSubviews: [UIView]
    /// The direction.
    open var axis = Axis.horizontal
    /// How the views share the length.
    open var distribution = Distribution.fill
    /// How the views line up.
    open var alignment = Alignment.fill
    /// The space between views.
    open var spacing: CGFloat = 0

    /// A stack of `views`.
    public init(arrangedSubviews views: [UIView]) {
        arrangedSubviews = views
        super.init(frame: .zero)
        for view in views { addSubview(view) }
    }

    /// Not available: the stand-in has no archives.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Adds `view` at the end.
    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        addSubview(view)
    }
}
