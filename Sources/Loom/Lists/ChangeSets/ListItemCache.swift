/// A sparse cache of items (cell view models) by index path that shifts with the list's changes,
/// so that a cached item stays attached to its row.
///
/// Deleted and reloaded rows are evicted; everything else moves to its new index path.
///
/// ```swift
/// var cache = ListItemCache<String>()
/// cache.set("one", at: ListIndexPath(section: 0, row: 0))
/// cache.apply(ChangeSet(insertedRows: [ListIndexPath(section: 0, row: 0)]))
/// cache.item(at: ListIndexPath(section: 0, row: 1))   // "one"
/// ```
package struct ListItemCache<Item> {
    private var storage: [ListIndexPath: Item] = [:]

    /// Creates an empty cache.
    package init() {}

    /// The number of cached items.
    package var count: Int { storage.count }

    /// The cached item at an index path.
    package func item(at indexPath: ListIndexPath) -> Item? { storage[indexPath] }

    /// Caches an item at an index path (replacing any).
    package mutating func set(_ item: Item, at indexPath: ListIndexPath) { storage[indexPath] = item }

    /// Empties the cache.
    package mutating func removeAll() { storage.removeAll() }

    /// Shifts the cache through one batch (UIKit coordinates): deleted and reloaded rows and the
    /// rows of deleted or reloaded sections are evicted, the rest move to their new index paths.
    package mutating func apply(_ changeSet: ChangeSet) {
        guard !changeSet.isEmpty, !storage.isEmpty else { return }
        let reloaded = Set(changeSet.reloadedRows)
        let mapper = IndexPathMapper(changeSet)
        var result: [ListIndexPath: Item] = [:]
        result.reserveCapacity(storage.count)
        for (path, item) in storage where !reloaded.contains(path) {
            if let newPath = mapper.newIndexPath(forOld: path) { result[newPath] = item }
        }
        storage = result
    }
}

extension ListItemCache: Sendable where Item: Sendable {}
