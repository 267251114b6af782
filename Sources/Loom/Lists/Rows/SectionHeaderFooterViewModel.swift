/// The view model of a section's header or footer view: the reuse identifier of the view that shows it, and an
/// optional title and subtitle.
///
/// Data sources supply one per section in ``ListDataSource/sectionInfo(at:)`` (a ``ListSectionInfo``);
/// composites forward the question to the child that shows the section, in the child's coordinates,
/// so a header always belongs to its section wherever the child sits in the tree. A front-end dequeues a header view by ``reuseIdentifier`` and gives it
/// the view model (a header view is a ``ViewModelOwner`` like a cell); a plain list shows ``title``.
///
/// Values and classes both conform. The protocol is not main-actor isolated, so that a struct can
/// also be a section model the differ tracks (``Differentiable``); a main-actor class conforms with
/// `let` properties (or `nonisolated` ones).
///
/// ```swift
/// struct AlbumHeader: SectionHeaderFooterViewModel, Identifiable, Equatable, Differentiable {
///     let id: Int
///     var title: String?
///     var reuseIdentifier: String { "AlbumHeader" }
/// }
///
/// let album = ArrayDataSource(items: tracks)
/// album.sectionInfo.header = AlbumHeader(id: 1, title: "Let There Be Rock")
/// album.sectionInfo.footer = SectionTitleViewModel(title: "8 tracks")
/// ```
public protocol SectionHeaderFooterViewModel {
    /// The reuse identifier of the header or footer view that shows this view model.
    var reuseIdentifier: String { get }
    /// The title, if any (what a plain list shows).
    var title: String? { get }
    /// The subtitle, if any.
    var subtitle: String? { get }
}

extension SectionHeaderFooterViewModel {
    /// The type name, for example `"AlbumHeader"`.
    public var reuseIdentifier: String { String(describing: Self.self) }
    /// No title.
    public var title: String? { nil }
    /// No subtitle.
    public var subtitle: String? { nil }
}
