/// The kinds of supplementary view a list shows, and what each shows where: the section header and
/// footer come from the data source; every other kind (a badge on each item, a section's count) from a
/// function the app registers, per section or per item. The list view's layout decides which kinds
/// exist where; for each view it shows (UIKit's `collectionView(_:viewForSupplementaryElementOfKind:at:)`)
/// the adapter asks which view model it shows, and shows it by the view registered for its reuse
/// identifier, else its title. A kind neither the header, the footer nor registered shows nothing.
/// A collection-view adapter makes it with its layout's header and footer kinds and shows it as
/// `supplementaryKinds`; the app registers its other kinds there.
///
/// ```swift
/// adapter.supplementaryKinds.register(kind: "badge", perItem: { _, track in
///     track.isNew ? BadgeViewModel(text: "New") : nil   // the items' badges; nil: no badge
/// })
/// ```
@MainActor
public struct ListSupplementaryKinds<Item> {
    /// Where views of a kind are placed: one per section, or one per item.
    package enum Placement: Hashable, Sendable {
        /// One per section (its index path's row is ignored).
        case section
        /// One per item, at the item's index path.
        case item
    }

    private enum Source {
        case section((Int) -> (any SectionHeaderFooterViewModel)?)
        case item((ListIndexPath, Item) -> (any SectionHeaderFooterViewModel)?)
    }

    /// The kind of the section headers (UIKit's `UICollectionView.elementKindSectionHeader`).
    package let headerKind: String
    /// The kind of the section footers (UIKit's `UICollectionView.elementKindSectionFooter`).
    package let footerKind: String
    private var sources: [String: Source] = [:]

    /// Kinds where `headerKind` and `footerKind` show the data source's headers and footers, and no
    /// other kind is known yet.
    package init(headerKind: String, footerKind: String) {
        self.headerKind = headerKind
        self.footerKind = footerKind
    }

    /// Views of `kind`, one per section, show what `viewModel` returns for the section (`nil`: an empty
    /// view). Registering a kind again replaces it.
    ///
    /// - Precondition: `kind` is not the header or footer kind (those show the data source's).
    public mutating func register(
        kind: String, perSection viewModel: @escaping (Int) -> (any SectionHeaderFooterViewModel)?
    ) {
        precondition(!isHeaderOrFooter(kind), "the \(kind) views show the data source's headers and footers")
        sources[kind] = .section(viewModel)
    }

    /// Views of `kind`, one per item, show what `viewModel` returns for the item (`nil`: an empty view).
    /// Registering a kind again replaces it.
    ///
    /// - Precondition: `kind` is not the header or footer kind (those show the data source's).
    public mutating func register(
        kind: String,
        perItem viewModel: @escaping (ListIndexPath, Item) -> (any SectionHeaderFooterViewModel)?
    ) {
        precondition(!isHeaderOrFooter(kind), "the \(kind) views show the data source's headers and footers")
        sources[kind] = .item(viewModel)
    }

    /// Where views of `kind` are placed; `nil` for a kind neither the header, the footer nor registered.
    package func placement(ofKind kind: String) -> Placement? {
        if isHeaderOrFooter(kind) { return .section }
        switch sources[kind] {
        case .section: return .section
        case .item: return .item
        case nil: return nil
        }
    }

    /// What the view of `kind` at `indexPath` shows: the section's header or footer from the data source;
    /// for a registered kind, the view model its function returns for the section or for the item there,
    /// with the reuse identifier of its view and its title. `nil` when there is nothing to show: an
    /// unknown kind, a function that returns `nil`, or an item the list does not have (reported by
    /// `adapter`, as ``ListAdapter/row(at:)`` does).
    package func content(
        ofKind kind: String, at indexPath: ListIndexPath, in adapter: ListAdapter<Item>
    ) -> ListSupplementary? {
        if kind == headerKind { return adapter.header(inSection: indexPath.section) }
        if kind == footerKind { return adapter.footer(inSection: indexPath.section) }
        let viewModel: (any SectionHeaderFooterViewModel)?
        switch sources[kind] {
        case nil: return nil
        case .section(let make):
            guard indexPath.section >= 0, indexPath.section < adapter.numberOfSections else { return nil }
            viewModel = make(indexPath.section)
        case .item(let make):
            guard let row = adapter.row(at: indexPath) else { return nil }
            viewModel = make(indexPath, row.item)
        }
        return viewModel.map {
            ListSupplementary(viewModel: $0, reuseIdentifier: $0.reuseIdentifier, title: $0.title)
        }
    }

    private func isHeaderOrFooter(_ kind: String) -> Bool {
        kind == headerKind || kind == footerKind
    }
}
