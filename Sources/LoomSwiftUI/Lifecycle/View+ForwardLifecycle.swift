#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
public import Loom
public import SwiftUI

extension View {
    /// Tells `owner` when this view appears and disappears, so its ``ViewModelSlot`` binds and unbinds
    /// as its ``OwnerActivation`` says: appearing is ``OwnerLifecycleEvent/appearance`` (loaded,
    /// attached, will appear), disappearing ``OwnerLifecycleEvent/disappearance`` (will disappear,
    /// detached). A `.whileVisible` owner is bound while the view is on screen, a `.whileAttached` row
    /// while SwiftUI shows it in its list.
    ///
    /// ```swift
    /// PlaylistView(viewModel: owner.viewModel)
    ///     .forwardLifecycle(to: owner)   // owner.bind(viewModel:) on appear, its token ended on disappear
    /// ```
    ///
    /// The view holds the owner for as long as SwiftUI keeps it; keep the owner where it outlives the
    /// view's re-creations (a coordinator, a view model, or `@State`).
    @MainActor
    public func forwardLifecycle<Owner: ViewModelOwner>(to owner: Owner) -> some View {
        onAppear { owner.handle(OwnerLifecycleEvent.appearance) }
            .onDisappear { owner.handle(OwnerLifecycleEvent.disappearance) }
    }
}
#endif
