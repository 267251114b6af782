/// A data source that holds its rows as values (``ValueCellViewModel``s, or any ``Differentiable``
/// items) in sections: applying new sections diffs them against the ones shown by identity and
/// reports each stage, so rows move, arrive and leave by their ``Differentiable/differenceID`` and
/// are reloaded when their content changed (value cell view models whose content changes the differ
/// sees).
///
/// The section model is the section's identity and, when it is a
/// ``SectionHeaderFooterViewModel``, its header view model (``headerViewModel`` says otherwise).
/// Each stage's sections are switched to inside the list view's batch (see ``ListUpdate``). Editing
/// is routed to items that are ``EditableListItem``s.
///
/// ```swift
/// struct AlbumHeader: SectionHeaderFooterViewModel, Identifiable, Equatable, Differentiable {
///     let id: Int
///     var title: String?
/// }
/// struct TrackRow: ValueCellViewModel, Identifiable, Equatable {
///     let id: Int
///     var title: String
/// }
///
/// let source = SectionedDataSource<AlbumHeader, TrackRow>()
/// let updater = ListViewUpdater(dataSource: source, listView: tableView)
/// let album = AlbumHeader(id: 1, title: "Back in Black")
/// try source.apply([ListSection(model: album, items: [TrackRow(id: 1, title: "Hells Bells")])])
/// try source.apply([ListSection(model: album, items: [TrackRow(id: 1, title: "Hell's Bells")])])
/// // the second apply reloads row 0-0: same identity, new content
/// ```
@MainActor
public final class SectionedDataSource<Section: Differentiable, Item: Differentiable>: ListDataSource {
    /// Where changes are reported.
    public weak var parent: (any ListDataSourceParent)?
    /// The sections shown.
    public private(set) var sections: [ListSection<Section, Item>]
    /// The header view model of a section model: by default the model itself when it is a
    /// ``SectionHeaderFooterViewModel``.
    public var headerViewModel: (Section) -> (any SectionHeaderFooterViewModel)? = {
        $0 as? any SectionHeaderFooterViewModel
    }
    /// The footer view model of a section model, if set.
    public var footerViewModel: ((Section) -> (any SectionHeaderFooterViewModel)?)?
    /// The header title of a section model, if set.
    public var headerTitle: ((Section) -> String?)?
    /// Whether the list is in editing mode.
    public private(set) var isEditing = false
    /// The error of the last followed value that could not be diffed (see ``init(following:)``).
    public private(set) var followingError: ListError?
    private var following: (property: Property<[ListSection<Section, Item>]>, token: Token)?

    /// Creates a data source showing `sections` (reported to nobody: a list view reads them when it
    /// connects). Duplicate identities are accepted here, as they are not diffed; the next
    /// ``apply(_:completion:)`` then replaces every section.
    public init(sections: [ListSection<Section, Item>] = []) {
        self.sections = sections
    }

    /// A data source that follows `sections`: it shows the current value, and applies every new one
    /// (as ``apply(_:completion:)`` does) until it is released. A value whose identities repeat cannot
    /// be diffed: it is shown anyway, every section replaced in one batch, and its error is kept in
    /// ``followingError`` (cleared by the next value that diffs).
    ///
    /// ```swift
    /// let source = SectionedDataSource(following: viewModel.sections)   // no observe { try? apply }
    /// ```
    public convenience init(following sections: Property<[ListSection<Section, Item>]>) {
        self.init(sections: sections.value)
        let token = sections.observe(skipsInitial: true) { [weak self] new in self?.follow(new) }
        following = (sections, token)
    }

    private func follow(_ newSections: [ListSection<Section, Item>]) {
        do {
            try apply(newSections)
            followingError = nil
        } catch {
            followingError = error
            let staged = StagedChangeSet.diffOrReplace(from: sections, to: newSections).changes
            report(staged) { [weak self] stage in self?.sections = stage.contents }
        }
    }

    /// Shows `newSections`: reports the staged changes from the sections shown, stage by stage, then
    /// runs `completion` once the list view has shown the last stage (at once if nothing changed).
    ///
    /// Throws ``ListError/duplicateDifferenceID(_:in:)`` when a section identity, or an item identity
    /// anywhere, occurs twice in `newSections`: then nothing is reported, nothing changes and
    /// `completion` does not run. If only the sections shown hold a duplicate (they were set by
    /// ``init(sections:)``), every section is replaced in one batch.
    public func apply(
        _ newSections: [ListSection<Section, Item>], completion: (() -> Void)? = nil
    ) throws(ListError) {
        let staged: StagedChangeSet<[ListSection<Section, Item>]>
        do {
            staged = try StagedChangeSet(from: sections, to: newSections)
        } catch {
            // The shown sections hold a duplicate: replace them all, unless the new ones do too.
            if case .duplicateDifferenceID(_, .new) = error { throw error }
            try Self.checkUnique(newSections)
            staged = StagedChangeSet.diffOrReplace(from: sections, to: newSections).changes
        }
        report(staged, completion: completion) { [weak self] stage in
            self?.sections = stage.contents
        }
    }

    private static func checkUnique(_ sections: [ListSection<Section, Item>]) throws(ListError) {
        var sectionIDs = Set<Section.DifferenceID>()
        var itemIDs = Set<Item.DifferenceID>()
        for section in sections {
            guard sectionIDs.insert(section.model.differenceID).inserted else {
                throw .duplicateDifferenceID(String(describing: section.model.differenceID), in: .new)
            }
            for item in section.items where !itemIDs.insert(item.differenceID).inserted {
                throw .duplicateDifferenceID(String(describing: item.differenceID), in: .new)
            }
        }
    }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The number of items in a section.
    public func numberOfRows(inSection section: Int) throws(ListError) -> Int {
        try checkSection(section)
        return sections[section].items.count
    }

    /// The item (value) at an index path.
    public func item(at indexPath: ListIndexPath) throws(ListError) -> Item {
        try checkIndexPath(indexPath)
        return sections[indexPath.section].items[indexPath.row]
    }

    /// The model of a section; throws for a section out of range.
    public func sectionModel(at section: Int) throws(ListError) -> Section {
        try checkSection(section)
        return sections[section].model
    }

    /// The index path of the item with a difference identifier, or `nil`.
    public func indexPath(of differenceID: Item.DifferenceID) -> ListIndexPath? {
        for (s, section) in sections.enumerated() {
            if let r = section.items.firstIndex(where: { $0.differenceID == differenceID }) {
                return ListIndexPath(section: s, row: r)
            }
        }
        return nil
    }

    /// ``headerViewModel`` of the section's model.
    public func headerViewModel(inSection section: Int) -> (any SectionHeaderFooterViewModel)? {
        guard sections.indices.contains(section) else { return nil }
        return headerViewModel(sections[section].model)
    }

    /// ``footerViewModel`` of the section's model.
    public func footerViewModel(inSection section: Int) -> (any SectionHeaderFooterViewModel)? {
        guard sections.indices.contains(section) else { return nil }
        return footerViewModel?(sections[section].model)
    }

    /// ``headerTitle`` of the section's model.
    public func headerTitle(inSection section: Int) -> String? {
        guard sections.indices.contains(section) else { return nil }
        return headerTitle?(sections[section].model)
    }

    /// Records the editing mode.
    public func setEditing(_ editing: Bool) { isEditing = editing }
}
