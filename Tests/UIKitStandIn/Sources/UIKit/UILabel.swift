// https://developer.apple.com/documentation/uikit/uilabel
public import Foundation

/// A view that shows text.
@MainActor
open class UILabel: UIView {
    /// The text shown.
    open var text: String?
    /// The attributed text shown.
    open var attributedText: NSAttributedString?
    /// The text's colour.
    open var textColor: UIColor = .label
    /// The alignment of the text.
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines shown (0: as many as needed).
    open var numberOfLines = 1
}

/// How text is aligned.
public enum NSTextAlignment: Int, Sendable {
    /// Left.
    case left
    /// Centred.
    case center
    /// Right.
    case right
    /// Justified.
    case justified
    /// As the script reads.
    case natural
}
