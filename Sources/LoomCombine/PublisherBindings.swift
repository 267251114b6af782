public import Loom

#if canImport(Combine)
public import Combine
#else
public import OpenCombine
#endif

// `target <~ publisher`: any Combine publisher that cannot fail is a binding source, like a Loom property or
// signal. The binding asks for every value (unlimited demand) and writes each into the target on the
// isolation the publisher delivers on. It ends when its token is cancelled or released, when the publisher
// completes (the token then reads as cancelled), or when the target is gone (a `Binder` whose object was
// released). Values the publisher delivers recursively (a subject sent to from inside a delivery) reach the
// target after the current one, first in first out.

/// Binds a Combine publisher to `target`: the target takes every value the publisher sends.
///
/// ```swift
/// let name = MutableProperty("")
/// let subject = CurrentValueSubject<String, Never>("Ada")
/// let token = name <~ subject   // name.value == "Ada"
/// subject.send("Grace")         // name.value == "Grace"
/// ```
@inlinable
public func <~ <Target: BindingTarget, Source: Publisher>(target: Target, source: Source) -> Token
where Source.Output == Target.Input, Source.Failure == Never {
    bind(source, while: { target.isAlive }) { value in
        guard target.isAlive else { return false }
        target.receive(value)
        return true
    }
}

/// Binds a Combine publisher to an optional `target` (optional widening).
@inlinable
public func <~ <Target: BindingTarget, Source: Publisher>(target: Target, source: Source) -> Token
where Target.Input == Source.Output?, Source.Failure == Never {
    bind(source, while: { target.isAlive }) { value in
        guard target.isAlive else { return false }
        target.receive(value)
        return true
    }
}

/// Binds a Combine publisher to a closure.
///
/// ```swift
/// let token = { print("now \($0)") } <~ subject
/// ```
@inlinable
public func <~ <Source: Publisher>(target: @escaping (Source.Output) -> Void, source: Source) -> Token
where Source.Failure == Never {
    bind(source, while: { true }) { value in
        target(value)
        return true
    }
}

/// Subscribes a ``BindingSubscriber`` that writes with `write`, and returns the binding's token; a target
/// that is gone already is not subscribed (the token is returned cancelled).
///
/// The operators above are `@inlinable` so that `write`, which runs for every value, is specialised for the
/// target's type in the caller's module.
@usableFromInline
func bind<Source: Publisher>(
    _ source: Source, while isAlive: () -> Bool, write: @escaping (Source.Output) -> Bool
) -> Token where Source.Failure == Never {
    guard isAlive() else {
        let token = Token {}
        token.cancel()
        return token
    }
    let subscriber = BindingSubscriber(write: write)
    let token = Token { subscriber.cancel() }
    subscriber.token = token
    source.subscribe(subscriber)
    return token
}
