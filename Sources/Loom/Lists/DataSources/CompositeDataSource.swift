/// The children operations of ``MultiSectionDataSource`` and ``MultiRowDataSource``: a
/// ``NestingDataSource`` whose children you replace, add and remove. Adding or removing a child
/// reports its sections or rows as inserted or deleted; the children change inside the list view's
/// batch, like any data source's contents. Bad child indexes and unknown children throw
/// ``ListError``.
///
/// Use one of the two subclasses:
///
/// ```swift
/// let library = MultiSectionDataSource<String>(children: [recent, albums])
/// library.append(playlists)        // reports the playlists' sections as inserted at the end
/// try library.remove(recent)       // reports recent's sections as deleted
/// ```
@MainActor
public class CompositeDataSource<Item>: NestingDataSource<Item> {
    /// Replaces every child without reporting a change set (call `reloadData`). The old children
    /// are detached.
    public func reset(children newChildren: [any ListDataSource<Item>]) {
        for child in children { child.parent = nil }
        children = newChildren
        for child in children { child.parent = self }
    }

    /// Adds a child at the end and reports its sections or rows as inserted.
    public func append(_ child: any ListDataSource<Item>) {
        insertChild(child, at: children.count)
    }

    /// Inserts a child at `index` (`0...children.count`) and reports its sections or rows as
    /// inserted.
    public func insert(_ child: any ListDataSource<Item>, at index: Int) throws(ListError) {
        guard index >= 0 && index <= children.count else {
            throw .childIndexOutOfRange(index: index, count: children.count)
        }
        insertChild(child, at: index)
    }

    /// Removes a child and reports its sections or rows as deleted; throws
    /// ``ListError/unknownChild`` if it is not a child.
    public func remove(_ child: any ListDataSource<Item>) throws(ListError) {
        guard let index = index(of: child) else { throw .unknownChild }
        removeChild(at: index)
    }

    /// Removes the child at `index` and reports its sections or rows as deleted.
    public func remove(at index: Int) throws(ListError) {
        guard index >= 0 && index < children.count else {
            throw .childIndexOutOfRange(index: index, count: children.count)
        }
        removeChild(at: index)
    }
}
