/// A data source that holds its rows as values (``ValueCellViewModel``s, or any ``Differentiable``
/// items) in sections: applying new sections diffs them against the ones shown by identity and
/// reports each stage, so rows move, arrive and leave by their ``Differentiable/differenceID`` and
/// are reloaded when their content changed (value cell view models whose content changes the differ
/// sees).
///
/// A ``RecordsDataSource`` whose items are the records themselves (nothing made, nothing cached), with
/// a strict ``apply(_:completion:)``. The section model is the section's identity and, when it is a
/// ``SectionHeaderFooterViewModel``, its header view model (``RecordsDataSource/sectionInfo`` says
/// otherwise). Editing is routed to items that are ``EditableListItem``s.
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
public final class SectionedDataSource<Section: Differentiable, Item: Differentiable>:
    RecordsDataSource<Section, Item, Item>
{
    /// The error of the last followed value that could not be diffed (see ``init(following:)``).
    package private(set) var followingError: ListError?
    private var following: (property: Property<[ListSection<Section, Item>]>, token: Token)?

    /// Creates a data source showing `sections` (reported to nobody: a list view reads them when it
    /// connects). Duplicate identities are accepted here, as they are not diffed; the next
    /// ``apply(_:completion:)`` then replaces every section.
    public init(sections: [ListSection<Section, Item>] = []) {
        super.init(sections: sections, cachesItems: false) { $0 }
    }

    /// A data source that follows `sections`: it shows the current value, and applies every new one
    /// (as ``apply(_:completion:)`` does) until it is released. A value whose identities repeat cannot
    /// be diffed: it is shown anyway, every section replaced in one batch, and its error is kept in
    /// `followingError` (cleared by the next value that diffs).
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
            switchSections(staged, completion: nil)
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
        switchSections(staged, completion: completion)
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
}
