extension OwnerLifecycleEvent {
    /// What a declarative view appearing means for its owner, in order (SwiftUI's `onAppear`: the view
    /// exists, is in a visible hierarchy, and is about to show). Each ``OwnerActivation`` reacts to its
    /// own event and ignores the others, so every policy binds.
    ///
    /// ```swift
    /// owner.handle(OwnerLifecycleEvent.appearance)   // .loaded, .attached, .willAppear
    /// ```
    package static let appearance: [OwnerLifecycleEvent] = [.loaded, .attached, .willAppear]

    /// What a declarative view disappearing means for its owner, in order (SwiftUI's `onDisappear`):
    /// a `.whileVisible` or `.whileAttached` owner unbinds; `.onceLoaded` and `.immediately` stay bound.
    ///
    /// ```swift
    /// owner.handle(OwnerLifecycleEvent.disappearance)   // .willDisappear, .detached
    /// ```
    package static let disappearance: [OwnerLifecycleEvent] = [.willDisappear, .detached]
}

extension ViewModelOwner {
    /// Tells the owner about several lifecycle events, in order.
    ///
    /// ```swift
    /// .onAppear { owner.handle(OwnerLifecycleEvent.appearance) }
    /// ```
    package func handle(_ events: [OwnerLifecycleEvent]) {
        for event in events { handle(event) }
    }
}
