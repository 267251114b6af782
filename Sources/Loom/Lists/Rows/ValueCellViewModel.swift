/// A cell view model that is a value: what a row shows, the reuse identifier of
/// the cell that shows it, and an identity the differ tracks (``Differentiable``).
///
/// A value view model is the row's whole content: a new value with the same ``Differentiable/differenceID``
/// and different content is the same row redrawn (a reload), a new identity is another row. Values
/// work everywhere a class view model does:
///
/// - **Data sources** hold them: ``SectionedDataSource`` diffs sections of values (moves, inserts,
///   deletes by identity, reloads by content); ``ArrayDataSource``, ``DiffableDataSource`` and
///   ``MutableArrayDataSource`` hold any item type.
/// - **Owners** bind them: a ``ViewModelOwner`` whose `ViewModelType` is a value binds it like an
///   object. Setting a value with the same identity and content again does nothing; a value whose
///   content changed unbinds the old one and binds the new one.
/// - **Editing**: conform to ``EditableListItem`` in an extension (it is main-actor isolated, and a
///   conformance in the struct's own declaration would make the whole struct main-actor isolated,
///   which its `Differentiable` conformance cannot be).
///
/// ```swift
/// struct TrackRow: ValueCellViewModel, Identifiable, Equatable {
///     let id: Int          // the identity (Differentiable comes free with Identifiable & Equatable)
///     var title: String
///     var reuseIdentifier: String { "TrackCell" }
/// }
///
/// final class TrackCell: ViewModelOwner {
///     let viewModelSlot = ViewModelSlot<TrackCell>(activation: .whileAttached)
///     var text = ""
///     func bind(viewModel: TrackRow) -> Token {
///         text = viewModel.title
///         return Token {}
///     }
/// }
///
/// let source = SectionedDataSource<Album, TrackRow>()
/// try source.apply([ListSection(model: album, items: [TrackRow(id: 1, title: "Hells Bells")])])
/// ```
public protocol ValueCellViewModel: Differentiable {
    /// The reuse identifier of the cell that shows this view model.
    var reuseIdentifier: String { get }
}

extension ValueCellViewModel {
    /// The type name, for example `"TrackRow"`.
    public var reuseIdentifier: String { String(describing: Self.self) }
}
