public import Loom

#if canImport(Combine)
public import Combine
#else
public import OpenCombine
#endif

// Tokens and Combine cancellables stand for the same thing: something running that ends when it is
// cancelled or released. These conversions let each live where the other is kept.

/// A Loom token is a Combine `Cancellable`: `AnyCancellable(token)` and `token.store(in: &cancellables)`
/// keep a Loom observation among Combine subscriptions.
///
/// ```swift
/// var cancellables = Set<AnyCancellable>()
/// count.observe { print($0) }.store(in: &cancellables)
/// ```
extension Token: Cancellable {}

extension Token {
    /// A token that cancels `cancellable` when it is cancelled or released, so a Combine subscription can
    /// live in a `Bag` or a `Lifetime`.
    ///
    /// ```swift
    /// let bag = Bag()
    /// bag ++ Token(subject.sink { print($0) })
    /// ```
    public convenience init(_ cancellable: some Cancellable) {
        self.init { cancellable.cancel() }
    }
}

extension Cancellable {
    /// Puts this Combine subscription into `bag`, which cancels it when the bag is released or emptied.
    ///
    /// ```swift
    /// let bag = Bag()
    /// subject.sink { print($0) }.store(in: bag)
    /// ```
    public func store(in bag: Bag) {
        bag.insert(Token(self))
    }

    /// Puts this Combine subscription into `lifetime`, which cancels it when the lifetime ends.
    ///
    /// ```swift
    /// subject.sink { print($0) }.store(in: view.lifetime)
    /// ```
    public func store(in lifetime: Lifetime) {
        lifetime.insert(Token(self))
    }
}

/// Puts a Combine subscription into `bag` and returns the bag, so it chains with bindings:
/// `bag ++ label <~ title ++ subject.sink { print($0) }`.
@discardableResult
public func ++ (bag: Bag, cancellable: AnyCancellable) -> Bag {
    bag ++ Token(cancellable)
}

/// Puts a Combine subscription into `lifetime` and returns the lifetime, so it chains with bindings.
@discardableResult
public func ++ (lifetime: Lifetime, cancellable: AnyCancellable) -> Lifetime {
    lifetime ++ Token(cancellable)
}
