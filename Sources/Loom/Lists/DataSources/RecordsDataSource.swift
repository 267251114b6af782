/// A data source of records (values with an identity) in sections, each row's item made from its
/// record: showing new sections diffs them against the sections shown by identity and reports each
/// stage, so rows move, arrive and leave by their ``Differentiable/differenceID`` and are reloaded
/// when their content changed. Each stage's sections are switched to inside the list view's batch
/// (see ``ListUpdate``); made items are cached and the cache shifts with every change.
///
/// The one home of records in sections: ``SectionedDataSource`` (the items are the records), LoomGRDB's
/// `FetchedDataSource` (records of an observed query) and the library example's query data source
/// are this class with a source of records. Group a flat, sorted list of records with
/// ``grouped(_:by:)``. Editing is routed to items that are ``EditableListItem``s.
///
/// ```swift
/// let source = RecordsDataSource<Letter, Artist, ArtistCell>(makeItem: ArtistCell.init)
/// source.sectionInfo = { ListSectionInfo(headerTitle: $0.title) }
/// source.sectionIndexTitle = { $0.title }
/// source.show(RecordsDataSource.grouped(artists) { Letter(title: String($0.name.prefix(1))) })
/// ```
@MainActor
open class RecordsDataSource<Section: Differentiable, Record: Differentiable, Item>: ListDataSourceNode,
    ListDataSource
{
    /// The sections shown.
    public private(set) var sections: [ListSection<Section, Record>]
    /// The header and footer of a section model: by default the model itself as header view model
    /// when it is a ``SectionHeaderFooterViewModel``.
    public var sectionInfo: (Section) -> ListSectionInfo = {
        ListSectionInfo(header: $0 as? any SectionHeaderFooterViewModel)
    }
    /// The section-index title of a section model (the letters along a table's edge), if set; `nil`
    /// from it leaves the section out of the index.
    public var sectionIndexTitle: ((Section) -> String?)?
    /// The section index is given only with more sections than this (0: always); a title still leads
    /// to its section below it (``indexPath(forSectionIndexTitle:at:)``).
    package var indexTitleSectionMinimum = 0

    private let makeItem: (Record) -> Item
    private let cachesItems: Bool
    private var cache = ListItemCache<Item>()

    /// Creates a data source showing `sections` (reported to nobody: a list view reads them when it
    /// connects); `makeItem` makes a row's item from its record (it must not capture the data source
    /// strongly), once, then the item is cached unless `cachesItems` is `false`.
    public init(
        sections: [ListSection<Section, Record>] = [], cachesItems: Bool = true,
        makeItem: @escaping (Record) -> Item
    ) {
        self.sections = sections
        self.cachesItems = cachesItems
        self.makeItem = makeItem
    }

    /// Shows `newSections`: reports the staged changes from the sections shown, stage by stage, then
    /// runs `completion` once the list view has shown the last stage (at once if nothing changed).
    /// When either side holds a duplicate identity, every section is replaced in one batch (always a
    /// valid batch) and the diff's error is returned.
    @discardableResult
    public func show(
        _ newSections: [ListSection<Section, Record>], completion: (() -> Void)? = nil
    ) -> ListError? {
        let (staged, failure) = StagedChangeSet.diffOrReplace(from: sections, to: newSections)
        switchSections(staged, completion: completion)
        return failure
    }

    /// Reports `staged` stage by stage, switching the sections and shifting the item cache inside the
    /// list view's batch.
    func switchSections(
        _ staged: StagedChangeSet<[ListSection<Section, Record>]>, completion: (() -> Void)? = nil
    ) {
        report(staged, completion: completion) { [weak self] stage in
            guard let self else { return }
            sections = stage.contents
            if cachesItems { cache.apply(stage.changeSet) }
        }
    }

    /// `records` (sorted by section) grouped into sections: consecutive records of the same section
    /// identity form one section, whose model is the first record's.
    public static func grouped(
        _ records: [Record], by section: (Record) -> Section
    ) -> [ListSection<Section, Record>] {
        var result: [ListSection<Section, Record>] = []
        for record in records {
            let model = section(record)
            if let last = result.last?.model, last.differenceID == model.differenceID {
                result[result.count - 1].items.append(record)
            } else {
                result.append(ListSection(model: model, items: [record]))
            }
        }
        return result
    }

    /// Every record shown, in order.
    public var records: [Record] { sections.flatMap(\.items) }

    /// The record at an index path.
    public func record(at indexPath: ListIndexPath) throws(ListError) -> Record {
        try checkIndexPath(indexPath)
        return sections[indexPath.section].items[indexPath.row]
    }

    /// The model of a section; throws for a section out of range.
    package func sectionModel(at section: Int) throws(ListError) -> Section {
        try checkSection(section)
        return sections[section].model
    }

    /// The index path of the record with a difference identifier, or `nil`.
    package func indexPath(of differenceID: Record.DifferenceID) -> ListIndexPath? {
        for (s, section) in sections.enumerated() {
            if let r = section.items.firstIndex(where: { $0.differenceID == differenceID }) {
                return ListIndexPath(section: s, row: r)
            }
        }
        return nil
    }

    // MARK: ListDataSource

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The number of records in a section.
    public func numberOfRows(inSection section: Int) throws(ListError) -> Int {
        try checkSection(section)
        return sections[section].items.count
    }

    /// The item of a row: made from its record (then cached, unless the data source does not cache).
    public func item(at indexPath: ListIndexPath) throws(ListError) -> Item {
        let record = try record(at: indexPath)
        guard cachesItems else { return makeItem(record) }
        if let cached = cache.item(at: indexPath) { return cached }
        let item = makeItem(record)
        cache.set(item, at: indexPath)
        return item
    }

    /// ``sectionInfo`` of the section's model (an empty value outside the sections).
    public func sectionInfo(at section: Int) -> ListSectionInfo {
        sections.indices.contains(section) ? sectionInfo(sections[section].model) : ListSectionInfo()
    }

    /// ``sectionIndexTitle`` of every section that has one; `nil` when it is not set, none has one, or
    /// there are no more sections than `indexTitleSectionMinimum`.
    public var sectionIndexTitles: [String]? {
        guard let sectionIndexTitle, sections.count > indexTitleSectionMinimum else { return nil }
        let titles = sections.compactMap { sectionIndexTitle($0.model) }
        return titles.isEmpty ? nil : titles
    }

    /// The first row of the section whose index title is `title`: the `index`-th titled section when
    /// its title is `title`, else the first section with that title.
    public func indexPath(forSectionIndexTitle title: String, at index: Int) -> ListIndexPath? {
        guard let sectionIndexTitle else { return nil }
        let titled = sections.indices.compactMap { section in
            sectionIndexTitle(sections[section].model).map { (section, $0) }
        }
        let match =
            titled.indices.contains(index) && titled[index].1 == title
            ? titled[index].0 : titled.first { $0.1 == title }?.0
        return match.map { ListIndexPath(section: $0, row: 0) }
    }
}
