/// When a ``ViewModelOwner`` keeps its bindings live.
///
/// ```swift
/// let slot = ViewModelSlot<TrackCell>(activation: .whileAttached)
/// ```
public enum OwnerActivation: Hashable, Sendable {
    /// Between ``OwnerLifecycleEvent/willAppear`` and ``OwnerLifecycleEvent/willDisappear``
    /// (view controllers that bind while visible).
    case whileVisible
    /// From ``OwnerLifecycleEvent/loaded`` on (view controllers that bind once the view is loaded).
    case onceLoaded
    /// Between ``OwnerLifecycleEvent/attached`` and ``OwnerLifecycleEvent/detached`` (cells and header
    /// views in a list).
    case whileAttached
    /// Always: bind as soon as a view model is set.
    case immediately
}
