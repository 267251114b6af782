/// A handle on an observation, a binding or a piece of running work.
///
/// Every observation in Loom returns a token. Cancelling ends the observation; cancelling again does
/// nothing. A token also cancels itself when it is released, so an observation lives exactly as long
/// as somebody keeps its token: keep it in a ``Bag`` or an object's ``Lifetime``.
///
/// ```swift
/// let count = MutableProperty(0)
/// let token = count.observe { print($0) }   // prints 0
/// count.value = 1                           // prints 1
/// token.cancel()
/// count.value = 2                           // prints nothing
/// ```
///
/// Tokens are confined to the isolation that created them (they are not `Sendable`).
public final class Token {
    @usableFromInline internal var onCancel: (() -> Void)?

    /// Creates a token that runs `onCancel` once, at the first ``cancel()`` or when it is released.
    public init(_ onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    /// A token that has nothing to cancel (for Loom's own modules; elsewhere write `Token {}`).
    package static var empty: Token {
        Token(cancelled: ())
    }

    private init(cancelled: Void) {
        self.onCancel = nil
    }

    /// Whether the token has been cancelled (for Loom's own modules and tests).
    package var isCancelled: Bool { onCancel == nil }

    /// Ends what the token stands for. Idempotent: only the first call has an effect.
    public func cancel() {
        guard let action = onCancel else { return }
        onCancel = nil
        action()
    }

    deinit {
        onCancel?()
    }
}

extension Token {
    /// A token that cancels all `tokens` at once (Mvce's `batchInvalidate`).
    ///
    /// ```swift
    /// let both = Token.batch([a.observe { _ in }, b.observe { _ in }])
    /// both.cancel()   // ends both observations
    /// ```
    public static func batch(_ tokens: [Token]) -> Token {
        Token {
            for token in tokens { token.cancel() }
        }
    }
}
