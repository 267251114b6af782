public import Loom

/// What a Searchy screen offers the binding: immutable data in, user intent out.
///
/// A view never sees the model and never changes it; it only shows a ``SearchState`` and publishes what
/// the user typed and chose. Any front-end (terminal, UIKit, SwiftUI) adopts it.
///
/// ```swift
/// final class HeadlessSearchView: SearchyView {
///     let lifetime = Lifetime()
///     let typed = Emitter<String>()
///     let chosen = Emitter<SearchResult>()
///     var shown = SearchState.idle
///     var searchTerm: Signal<String> { typed }
///     var selected: Signal<SearchResult> { chosen }
///     var display: Binder<SearchState> { Binder(self, \.shown) }
/// }
/// ```
@MainActor
public protocol SearchyView: AnyObject {
    /// Owns the view's bindings: they end when the view is released.
    var lifetime: Lifetime { get }
    /// The search term as the user edits it (intent).
    var searchTerm: Signal<String> { get }
    /// The result the user chose (intent).
    var selected: Signal<SearchResult> { get }
    /// Where the view takes the state to show (data in). Hold the view weakly (a `Binder` does).
    var display: Binder<SearchState> { get }
}
