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
// `source ~> target` uses the standard library's existing `~>` declaration (declaring it again would make
// every use ambiguous); its precedence is higher than `++`, so `bag ++ a <~ b ++ c ~> d` chains as expected.
/// Puts a token into a bag or a lifetime and returns the bag: `bag ++ a <~ b ++ c <~ d`.
infix operator ++ : BagPrecedence

// MARK: - Targets

/// Binds `source` to `target`: the target takes the current value now, then every change.
///
/// ```swift
/// let token = titleLabel <~ model.title
/// ```
public func <~ <Target: BindingTarget>(target: Target, source: Property<Target.Input>) -> Token {
    bind(target) { source.observe($0) }
}

/// Binds the events of `source` to `target`.
public func <~ <Target: BindingTarget>(target: Target, source: Signal<Target.Input>) -> Token {
    bind(target) { source.observe($0) }
}

/// Binds `source` to an optional `target` (optional widening).
public func <~ <Target: BindingTarget, Value>(target: Target, source: Property<Value>) -> Token
where Target.Input == Value? {
    bind(target) { receive in source.observe { receive($0) } }
}

/// Binds the events of `source` to an optional `target` (optional widening).
public func <~ <Target: BindingTarget, Value>(target: Target, source: Signal<Value>) -> Token
where Target.Input == Value? {
    bind(target) { receive in source.observe { receive($0) } }
}

/// Binds `source` to a closure.
///
/// ```swift
/// let token = { print("now \($0)") } <~ model.count
/// ```
public func <~ <Value>(target: @escaping (Value) -> Void, source: Property<Value>) -> Token {
    source.observe(target)
}

/// Binds the events of `source` to a closure.
public func <~ <Value>(target: @escaping (Value) -> Void, source: Signal<Value>) -> Token {
    source.observe(target)
}

// MARK: - Mirrored

/// Binds `source` to `target` (the mirror of `<~`).
public func ~> <Target: BindingTarget>(source: Property<Target.Input>, target: Target) -> Token {
    target <~ source
}

/// Binds the events of `source` to `target` (the mirror of `<~`).
public func ~> <Target: BindingTarget>(source: Signal<Target.Input>, target: Target) -> Token {
    target <~ source
}

/// Binds `source` to an optional `target` (the mirror of `<~`).
public func ~> <Target: BindingTarget, Value>(source: Property<Value>, target: Target) -> Token
where Target.Input == Value? {
    target <~ source
}

/// Binds the events of `source` to an optional `target` (the mirror of `<~`).
public func ~> <Target: BindingTarget, Value>(source: Signal<Value>, target: Target) -> Token
where Target.Input == Value? {
    target <~ source
}

/// Binds `source` to a closure (the mirror of `<~`).
public func ~> <Value>(source: Property<Value>, target: @escaping (Value) -> Void) -> Token {
    source.observe(target)
}

/// Binds the events of `source` to a closure (the mirror of `<~`).
public func ~> <Value>(source: Signal<Value>, target: @escaping (Value) -> Void) -> Token {
    source.observe(target)
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
/// target is gone.
private func bind<Target: BindingTarget>(
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
