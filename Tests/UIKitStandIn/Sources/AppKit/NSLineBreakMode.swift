// https://developer.apple.com/documentation/appkit/nslinebreakmode — how a line too long is cut.

/// How a line too long is cut.
public enum NSLineBreakMode: Int, Sendable {
    /// At word boundaries.
    case byWordWrapping = 0
    /// At characters.
    case byCharWrapping = 1
    /// Clipped.
    case byClipping = 2
    /// An ellipsis at the start.
    case byTruncatingHead = 3
    /// An ellipsis at the end.
    case byTruncatingTail = 4
    /// An ellipsis in the middle.
    case byTruncatingMiddle = 5
}
