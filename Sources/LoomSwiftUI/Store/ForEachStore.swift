#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
public import Loom
public import SwiftUI

/// A SwiftUI `ForEach` over the child stores of a list's elements: one row per element, each row
/// made from its own store (`Store<Element, ElementAction>`), identified by the element's identifier.
/// The rows follow the array (reading the identifiers tracks the array only), and each row's view
/// follows its own store, so a change to one element redraws that row only.
///
/// The `ElementStores` hold the stores: keep them with the screen (in `@State`), so a row keeps its
/// store across updates.
///
/// ```swift
/// List {
///     ForEachStore(rows) { row in
///         Toggle(row.title, isOn: Binding(get: { row.isDone }, set: { _ in row.send(.toggle) }))
///     }
/// }
/// ```
@MainActor
public struct ForEachStore<State, Action, Element: Identifiable & Equatable, ElementAction, Content: View>:
    View
{
    private let stores: ElementStores<State, Action, Element, ElementAction>
    private let content: @MainActor (Store<Element, ElementAction>) -> Content

    /// One row per element of `stores`; `content` makes a row's view from its store.
    public init(
        _ stores: ElementStores<State, Action, Element, ElementAction>,
        @ViewBuilder content: @escaping @MainActor (Store<Element, ElementAction>) -> Content
    ) {
        self.stores = stores
        self.content = content
    }

    /// A `ForEach` over the elements' identifiers, each row from its element's store.
    public var body: some View {
        ForEach(stores.ids, id: \.self) { id in
            if let store = stores[id] { content(store) }
        }
    }
}
#endif
