/// A one-section data source that follows a ``Property`` of an array (a store member, a
/// ``MutableProperty``, any derived property): each new array is diffed against the rows shown and
/// reported stage by stage, so a list animates every change without a hand-written data source.
///
/// How rows are matched:
/// - **by identity** when the elements are `Identifiable & Equatable` and their `id`s are unique:
///   rows move, arrive and leave by `id`, and are reloaded when their value changed;
/// - **by position** otherwise (plain values that may repeat, such as `[String]`, or identifiable
///   elements whose `id`s repeat): the unchanged ends stay in place, the changed rows both arrays
///   still have are reloaded, the rest of the middle is deleted or inserted. Adding "Call Ada" in
///   front of ["Call Ada"] is one insert at row 0, removing row 1 of three is one delete.
///
/// Rows show `makeItem(element)` (the element itself by default), made once per row and kept while
/// the row stays (a reloaded row's item is made again). When ``removeElement`` is set, every row can
/// be deleted and deleting one calls it; otherwise editing is routed to the items
/// (``EditableListItem``).
///
/// ```swift
/// // A store member: the list follows the store's to-dos, swiping a row away sends an action.
/// let source = PropertyDataSource(store.property.map(\.todos))
/// source.removeElement = { [store] index in store.send(.removeToDo(at: index)) }
/// let list = IdentifiedList(dataSource: source)   // what a SwiftUI List shows
///
/// // A mutable property of identifiable values, with a cell view model per row.
/// let tracks = MutableProperty<[Track]>([])
/// let rows = PropertyDataSource(tracks) { TrackCellModel(track: $0) }
/// ```
///
/// The data source holds the property strongly and observes it weakly; it does not keep a store
/// alive (keep the store).
@MainActor
public final class PropertyDataSource<Element, Item>: ElementListDataSource<Element, Item> {
    /// What deleting row `index` does (send an action, remove the element from the followed value):
    /// the followed property's next value then reports the delete. When `nil`, editing is routed to
    /// the row's item.
    public var removeElement: ((_ index: Int) -> Void)?

    private let property: Property<[Element]>
    private let differ: any ArrayDiffer<Element>
    private var observation: Token?

    private init(
        property: Property<[Element]>, makeItem: @escaping (Element) -> Item,
        differ: any ArrayDiffer<Element>
    ) {
        self.property = property
        self.differ = differ
        super.init(property.value, makeItem: makeItem)
        observation = property.observe(skipsInitial: true) { [weak self] new in self?.show(new) }
    }

    /// A data source following `property`, each row showing `makeItem(element)` (called once per row
    /// while the row stays; it must not capture the data source strongly). Rows are matched by `id`
    /// when the element type is `Identifiable` (by position whenever an `id` repeats), by position
    /// otherwise: the element type decides, also where it is only known to be `Equatable` (a generic
    /// caller).
    public convenience init(_ property: Property<[Element]>, makeItem: @escaping (Element) -> Item)
    where Element: Equatable {
        self.init(property: property, makeItem: makeItem, differ: Self.differ())
    }

    /// `IdentityDiff` when `Element` is also `Identifiable`, else `PositionDiff`.
    private static func differ() -> any ArrayDiffer<Element> where Element: Equatable {
        guard let identifiable = Element.self as? any (Identifiable & Equatable).Type else {
            return PositionDiff<Element>()
        }
        return identityDiff(identifiable) ?? PositionDiff<Element>()
    }

    /// The identity differ of `type`, which is `Element` (the cast always succeeds).
    private static func identityDiff<T: Identifiable & Equatable>(
        _ type: T.Type
    ) -> (any ArrayDiffer<Element>)? {
        IdentityDiff<T>() as? any ArrayDiffer<Element>
    }

    private func show(_ new: [Element]) {
        report(StagedChangeSet(stages: differ.stages(from: rows.elements, to: new))) { [weak self] stage in
            self?.rows.show(stage.contents, through: stage.changeSet)
        }
    }

    /// Every existing row can be deleted when ``removeElement`` is set.
    override var deletesRows: Bool { removeElement != nil }

    /// A delete calls ``removeElement`` with the row (throws for a row that does not exist); without
    /// it, and for any other edit, asks the item.
    override func performOwnEdit(_ edit: ListRowEdit, at indexPath: ListIndexPath) throws(ListError) {
        guard edit == .delete, let removeElement else { return try editItem(edit, at: indexPath) }
        try checkIndexPath(indexPath)
        removeElement(indexPath.row)
    }
}

extension PropertyDataSource where Item == Element, Element: Equatable {
    /// A data source following `property` whose rows are its elements, matched by `id` when they are
    /// `Identifiable`, else by position (see ``init(_:makeItem:)``).
    public convenience init(_ property: Property<[Element]>) {
        self.init(property) { $0 }
    }
}
