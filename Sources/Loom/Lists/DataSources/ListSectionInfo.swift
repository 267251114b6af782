/// What a section shows around its rows: the view models of its header and footer views, and its
/// header and footer titles. A data source gives one per section with
/// ``ListDataSource/sectionInfo(at:)``; composites ask the child that shows the section, in the
/// child's coordinates, so a header always belongs to its section wherever the child sits in the tree.
///
/// A list view shows a header or footer view model when it has a view registered for it, else the
/// title (the title, else the view model's own ``SectionHeaderFooterViewModel/title``).
///
/// ```swift
/// let album = ArrayDataSource(items: ["Hells Bells", "Shoot to Thrill"])
/// album.sectionInfo = ListSectionInfo(
///     header: SectionTitleViewModel(title: "Back in Black"), footerTitle: "2 tracks")
/// album.sectionInfo(at: 0).footerTitle   // "2 tracks"
/// ```
public struct ListSectionInfo {
    /// The view model of the header view, if any.
    public var header: (any SectionHeaderFooterViewModel)?
    /// The view model of the footer view, if any.
    public var footer: (any SectionHeaderFooterViewModel)?
    /// The header title, if any.
    public var headerTitle: String?
    /// The footer title, if any.
    public var footerTitle: String?

    /// A section's header and footer; everything is `nil` by default (a section with neither).
    public init(
        header: (any SectionHeaderFooterViewModel)? = nil, footer: (any SectionHeaderFooterViewModel)? = nil,
        headerTitle: String? = nil, footerTitle: String? = nil
    ) {
        self.header = header
        self.footer = footer
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
    }
}
