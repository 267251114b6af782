/// The lifetime of an object: bindings stored in it end when the object deinitializes.
///
/// Linux has no Objective-C associated objects, so an object that owns bindings keeps a `Lifetime`
/// as a stored property. When the object is released, its lifetime ends: every token stored in it is
/// cancelled. To run code when it ends, store a token: `lifetime ++ Token { print("ended") }`.
///
/// ```swift
/// final class TitleLabel {
///     let lifetime = Lifetime()
///     var text = ""
/// }
/// let label = TitleLabel()
/// label.lifetime ++ Binder(label, \.text) <~ model.title
/// // When `label` is released, the binding ends with it.
/// ```
public final class Lifetime {
    private let bag = Bag()
    private let endedEmitter = Emitter<Void>()
    private var hasEnded = false

    /// Creates a lifetime that ends when it is released.
    public init() {}

    /// Fires once when the lifetime ends (for Loom's own modules; elsewhere store a token in the lifetime).
    package var ended: Signal<Void> { endedEmitter }

    /// Whether the lifetime has ended.
    var isEnded: Bool { hasEnded }

    /// Stores `token` until the lifetime ends (`lifetime ++ token` outside Loom). A token stored after the end
    /// is cancelled at once.
    package func insert(_ token: Token) {
        if hasEnded {
            token.cancel()
        } else {
            bag.insert(token)
        }
    }

    /// Ends the lifetime now: cancels every token and fires `ended`. Idempotent. For Loom's own modules (a
    /// coordinator ends its lifetime when it finishes); an object's lifetime otherwise ends with the object.
    package func end() {
        guard !hasEnded else { return }
        hasEnded = true
        bag.cancelAll()
        endedEmitter.send(())
    }

    deinit {
        end()
    }
}
