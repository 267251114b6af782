/// A collection of tokens that cancels them all when it is released.
///
/// Chain bindings into a bag with `++`:
///
/// ```swift
/// let bag = Bag()
/// bag ++ label <~ model.title ++ model.searchTerm <~ field.text
/// // … later: the bag's release (or `bag.cancelAll()`) ends every binding in it.
/// ```
public final class Bag {
    private var tokens: [Token] = []

    /// Creates an empty bag.
    public init() {}

    /// The number of tokens the bag holds.
    package var count: Int { tokens.count }

    /// Adds `token` to the bag (`bag ++ token` outside Loom). A token added to a bag that was already
    /// emptied by ``cancelAll()`` is kept: the bag stays usable.
    package func insert(_ token: Token) {
        tokens.append(token)
    }

    /// Cancels every token in the bag and empties it. The bag can be used again afterwards.
    public func cancelAll() {
        let current = tokens
        tokens.removeAll()
        for token in current { token.cancel() }
    }

    deinit {
        for token in tokens { token.cancel() }
    }
}
