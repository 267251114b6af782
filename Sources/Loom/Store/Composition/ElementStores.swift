/// The child stores of the elements of an array in a store, one per element, made when first asked
/// for and kept while the element exists: what a list of rows shows, each row with its own store
/// (a SwiftUI `ForEachStore`, or the cells of a table view). The same identifier gives the same store
/// for as long as its element exists, so a row's view keeps its store across updates; a store whose
/// element was removed is let go at the next read of ``ids``.
///
/// It holds the parent store (child stores keep their parents alive anyway); nothing in the parent
/// holds it or its stores: whoever shows the list owns it.
///
/// ```swift
/// let rows = ElementStores(listStore, elements: \.rows, action: ListAction.row)
/// for id in rows.ids {
///     rows[id]?.send(.toggle)
/// }
/// ```
@MainActor
public final class ElementStores<State, Action, Element: Identifiable & Equatable, ElementAction> {
    /// The store whose elements these are.
    let store: Store<State, Action>
    private let keyPath: KeyPath<State, [Element]>
    private let embed: @MainActor (Element.ID, ElementAction) -> Action
    private var stores: [Element.ID: Store<Element, ElementAction>] = [:]

    /// The stores of the elements of the array at `keyPath` in `store`, whose actions `embed` makes
    /// into `store`'s.
    public init(
        _ store: Store<State, Action>, elements keyPath: KeyPath<State, [Element]>,
        action embed: @escaping @MainActor (Element.ID, ElementAction) -> Action
    ) {
        self.store = store
        self.keyPath = keyPath
        self.embed = embed
    }

    /// The identifiers of the elements, in order. Under Observation (a SwiftUI `body`), reading them
    /// tracks the array only. Stores of elements that are gone are let go.
    public var ids: [Element.ID] {
        let ids = store[dynamicMember: keyPath].map(\.id)
        if !stores.isEmpty {
            let present = Set(ids)
            if stores.keys.contains(where: { !present.contains($0) }) {
                stores = stores.filter { present.contains($0.key) }
            }
        }
        return ids
    }

    /// The store of the element with identifier `id` (the same one each time while the element
    /// exists), or `nil` when there is no such element.
    public subscript(id: Element.ID) -> Store<Element, ElementAction>? {
        if let made = stores[id] { return made }
        guard let made = store.scope(element: id, in: keyPath, action: embed) else { return nil }
        stores[id] = made
        return made
    }

    /// The number of stores made and kept (for tests).
    var keptCount: Int { stores.count }
}
