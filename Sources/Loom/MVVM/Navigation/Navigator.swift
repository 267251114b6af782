/// Navigation as an observable value: a front-end interprets one ``NavigationState`` (the terminal,
/// UIKit and SwiftUI ones stay thin), code navigates by changing it through ``value``, and tests read it
/// directly.
///
/// The operations are the state's own (push, pop, present, dismiss, set root, embed…), called on
/// ``value``: each successful one sets ``state`` once (observers get exactly one notification), one that
/// changes nothing notifies nobody, and a refused one throws a ``NavigationError``, leaves the state as it
/// was and notifies nobody. The state takes part in Observation: reading ``value`` inside
/// `withObservationTracking` or a SwiftUI `body` tracks it.
///
/// ```swift
/// enum Route: Hashable, Sendable { case artists, albums(Int64), track(Int64) }
///
/// let navigator = Navigator<Route>(root: .artists)
/// let token = navigator.state.observe { print($0.stack) }   // [artists]
/// navigator.value.push(.albums(1))                          // [artists, albums(1)]
/// try navigator.value.pop()                                 // [artists]
/// try navigator.value.pop()                                 // throws .cannotPopRoot
/// ```
@MainActor
public final class Navigator<Route: Hashable & Sendable> {
    private let current: MutableProperty<NavigationState<Route>>

    /// Creates a navigator showing `root`, with the given containers.
    public init(root: Route? = nil, containers: Set<ContainerName> = []) {
        current = MutableProperty(NavigationState(root: root, containers: containers), observation: .tracked)
    }

    /// The navigation state: current value first, then every change.
    public var state: Property<NavigationState<Route>> { current }

    /// The current navigation state. Navigate by changing it, one operation at a time
    /// (`navigator.value.push(.albums(1))`): a change is published once; the same state is not
    /// published again (an operation that changed nothing, or one that threw).
    public var value: NavigationState<Route> {
        get { current.value }
        set {
            if newValue != current.value { current.value = newValue }
        }
    }
}
