/// The rows of a one-section data source made of elements: the elements shown, and each row's item,
/// made from its element once and kept in a ``ListItemCache`` that shifts with every change.
struct ElementRows<Element, Item> {
    /// The elements shown, one row each.
    private(set) var elements: [Element]
    private let makeItem: (Element) -> Item
    private var cache = ListItemCache<Item>()

    init(_ elements: [Element], makeItem: @escaping (Element) -> Item) {
        self.elements = elements
        self.makeItem = makeItem
    }

    /// The number of items cached.
    var cachedItemCount: Int { cache.count }

    /// The item of an existing row (checked by the caller), made now if not cached.
    mutating func item(at indexPath: ListIndexPath) -> Item {
        if let cached = cache.item(at: indexPath) { return cached }
        let item = makeItem(elements[indexPath.row])
        cache.set(item, at: indexPath)
        return item
    }

    /// Shows `elements`, reached from the elements shown through `changeSet`: cached items follow
    /// their rows, deleted and reloaded rows' items are dropped.
    mutating func show(_ elements: [Element], through changeSet: ChangeSet) {
        self.elements = elements
        cache.apply(changeSet)
    }

    /// Shows `elements` in place of the elements shown, with no item made yet (a silent reset).
    mutating func reset(_ elements: [Element]) {
        self.elements = elements
        cache.removeAll()
    }
}
