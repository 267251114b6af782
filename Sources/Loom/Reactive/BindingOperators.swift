precedencegroup BindingPrecedence {
    associativity: left
    higherThan: BagPrecedence
}

precedencegroup BagPrecedence {
    associativity: left
    higherThan: AssignmentPrecedence
    lowerThan: TernaryPrecedence
}

/// Binds a source to a target: `target <~ source`. Returns the binding's token (keep it: the binding
/// ends when the token is released).
infix operator <~ : BindingPrecedence
/// Puts a token into a bag or a lifetime and returns the bag: `bag ++ a <~ b ++ c <~ d`.
infix operator ++ : BagPrecedence

// MARK: - Targets

/// Binds `source` (a ``Property``: its current value now, then every change; or a ``Signal``: its events)
/// to `target`.
///
/// ```swift
/// let token = titleLabel <~ model.title
/// ```
public func <~ <Target: BindingTarget, Source: BindingSource>(target: Target, source: Source) -> Token
where Source.Value == Target.Input {
    bind(target) { source.observe(skipsInitial: false, $0) }
}

/// Binds `source` to an optional `target` (optional widening).
public func <~ <Target: BindingTarget, Source: BindingSource>(target: Target, source: Source) -> Token
where Target.Input == Source.Value? {
    bind(target) { receive in source.observe(skipsInitial: false) { receive($0) } }
}

/// Binds `source` to a closure.
///
/// ```swift
/// let token = { print("now \($0)") } <~ model.count
/// ```
public func <~ <Source: BindingSource>(target: @escaping (Source.Value) -> Void, source: Source) -> Token {
    source.observe(skipsInitial: false, target)
}

// MARK: - Bags

/// Puts `token` into `bag` and returns the bag, so bindings chain: `bag ++ a <~ b ++ c <~ d`.
@discardableResult
public func ++ (bag: Bag, token: Token) -> Bag {
    bag.insert(token)
    return bag
}

/// Puts `token` into `lifetime` and returns the lifetime, so bindings chain.
@discardableResult
public func ++ (lifetime: Lifetime, token: Token) -> Lifetime {
    lifetime.insert(token)
    return lifetime
}

/// Observes through `subscribe` and writes into `target` while it is alive; ends the observation once the
/// target is gone (every `<~` and every key-path `bind`).
func bind<Target: BindingTarget>(
    _ target: Target, _ subscribe: (@escaping (Target.Input) -> Void) -> Token
) -> Token {
    let handle = WeakToken()
    let token = subscribe { value in
        if target.isAlive {
            target.receive(value)
        } else {
            handle.token?.cancel()
        }
    }
    handle.token = token
    if !target.isAlive { token.cancel() }
    return token
}

/// Lets a binding end itself without keeping its own token alive.
private final class WeakToken {
    weak var token: Token?
}
