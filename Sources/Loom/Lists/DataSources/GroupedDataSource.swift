/// One section whose rows are groups, one child data source per key, in key order: for example
/// tracks grouped by first letter.
///
/// ``update(keys:)`` changes the groups: children of removed keys are removed, children of new
/// keys are made with the factory, and children of kept keys keep their identity and move to
/// their new place. The final order is always the new key order, and only the groups outside a
/// longest increasing subsequence of the kept keys move. Every step is reported as deleted or inserted rows.
///
/// ```swift
/// let byLetter = try GroupedDataSource(keys: ["A", "B"]) { letter in
///     ArrayDataSource(items: artists(startingWith: letter))
/// }
/// try byLetter.update(keys: ["B", "C", "A"])
/// ```
@MainActor
public final class GroupedDataSource<Key: Hashable, Item>: NestingDataSource<Item> {
    /// The keys, in the order their groups are shown.
    public private(set) var keys: [Key]
    /// Section-index titles made from keys, if set.
    public var indexTitle: ((Key) -> String)?
    /// The one section's header and footer.
    public var sectionInfo = ListSectionInfo()
    private let makeDataSource: (Key) -> any ListDataSource<Item>

    /// Creates the groups for `keys` (which must be unique) with `makeDataSource`.
    public init(keys: [Key], makeDataSource: @escaping (Key) -> any ListDataSource<Item>) throws(ListError) {
        try Self.checkUnique(keys)
        self.keys = keys
        self.makeDataSource = makeDataSource
        super.init(layout: .rows, children: keys.map(makeDataSource))
    }

    /// The child data source of a key, or `nil`.
    package func dataSource(forKey key: Key) -> (any ListDataSource<Item>)? {
        keys.firstIndex(of: key).map { children[$0] }
    }

    /// Changes the groups to `newKeys` (unique; a duplicate throws and changes nothing).
    public func update(keys newKeys: [Key]) throws(ListError) {
        try Self.checkUnique(newKeys)
        let newIndex = Dictionary(uniqueKeysWithValues: newKeys.enumerated().map { ($1, $0) })
        // 1. Remove groups whose key is gone, last first.
        // Each step reports one batch; the keys change with the children, inside that batch.
        for index in keys.indices.reversed() where newIndex[keys[index]] == nil {
            removeChild(at: index) { self.keys.remove(at: index) }
        }
        // 2. Take out kept groups that are not in a longest increasing run of new positions.
        let stays = LongestIncreasingSubsequence.mask(keys.map { newIndex[$0] ?? 0 })
        var movedChildren: [Key: any ListDataSource<Item>] = [:]
        for index in keys.indices.reversed() where !stays[index] {
            movedChildren[keys[index]] = children[index]
            removeChild(at: index) { self.keys.remove(at: index) }
        }
        // 3. Insert moved and new groups at their final index, in ascending order: everything
        //    before each one is already in place.
        let present = Set(keys)
        for (index, key) in newKeys.enumerated() where !present.contains(key) {
            insertChild(movedChildren[key] ?? makeDataSource(key), at: index) {
                self.keys.insert(key, at: index)
            }
        }
    }

    private static func checkUnique(_ keys: [Key]) throws(ListError) {
        var seen = Set<Key>()
        for key in keys where !seen.insert(key).inserted {
            throw .duplicateDifferenceID(String(describing: key), in: .new)
        }
    }

    /// ``sectionInfo`` for section 0 (the groups are rows of one section, so their own headers are not
    /// shown).
    public override func sectionInfo(at section: Int) -> ListSectionInfo {
        section == 0 ? sectionInfo : ListSectionInfo()
    }
    /// The keys' index titles when ``indexTitle`` is set.
    public override var sectionIndexTitles: [String]? { indexTitle.map { keys.map($0) } }
    /// The first row of the group whose index title is `title` (the one at `index` when it has that
    /// title, else the first with it). An empty group leads to the row after it, or to the last row.
    public override func indexPath(forSectionIndexTitle title: String, at index: Int) -> ListIndexPath? {
        guard let titles = sectionIndexTitles else { return nil }
        let group =
            titles.indices.contains(index) && titles[index] == title ? index : titles.firstIndex(of: title)
        guard let group else { return nil }
        let total = (try? numberOfRows(inSection: 0)) ?? 0
        guard total > 0 else { return nil }
        let start = children[..<group].reduce(0) { $0 + ((try? $1.numberOfRows(inSection: 0)) ?? 0) }
        return ListIndexPath(section: 0, row: min(start, total - 1))
    }
}
