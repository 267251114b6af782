// https://developer.apple.com/documentation/appkit/nstextalignment — how a line of text is aligned.

/// How text is aligned.
public enum NSTextAlignment: Int, Sendable {
    /// Left.
    case left = 0
    /// Right.
    case right = 1
    /// Centred.
    case center = 2
    /// Justified.
    case justified = 3
    /// The script's natural alignment.
    case natural = 4
}
