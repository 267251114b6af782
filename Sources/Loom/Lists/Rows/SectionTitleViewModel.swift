/// The stock section header or footer: a title and an optional subtitle.
///
/// ```swift
/// let source = ArrayDataSource(items: ["Hells Bells", "Shoot to Thrill"])
/// source.sectionInfo.header = SectionTitleViewModel(title: "Back in Black", subtitle: "1980")
/// source.sectionInfo(at: 0).header?.title   // "Back in Black"
/// ```
public struct SectionTitleViewModel: SectionHeaderFooterViewModel, Hashable, Sendable {
    /// The title.
    public var title: String?
    /// The subtitle.
    public var subtitle: String?
    /// The reuse identifier of the view that shows it (`"SectionTitle"` by default).
    public var reuseIdentifier: String

    /// Creates a title header or footer.
    public init(title: String?, subtitle: String? = nil, reuseIdentifier: String = "SectionTitle") {
        self.title = title
        self.subtitle = subtitle
        self.reuseIdentifier = reuseIdentifier
    }
}
