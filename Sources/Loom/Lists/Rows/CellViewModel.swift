/// The view model of a list row: what
/// the row shows, what editing it allows, and the view model of the screen it leads to.
///
/// Every requirement but ``title`` has a default: no subtitle or image, not editable, no detail, no
/// row actions; ``delete()`` and ``move(to:)`` throw ``ViewModelError/actionNotSupported(_:)``.
///
/// A cell view model is an ``EditableListItem``: every data source routes a list's editing to it
/// (``ListDataSource/perform(_:at:)`` of `.delete` calls ``delete()``, of `.move(to:)` calls
/// ``move(to:)``, of `.insert` on an ``InsertCellViewModel``'s row inserts), so nothing wires editing
/// by hand.
///
/// ```swift
/// final class ArtistCellViewModel: CellViewModel {
///     let title: Property<String>
///     init(name: String) { title = Property(constant: name) }
///     var detailViewModel: (any ViewModel)? { AlbumsViewModel(artist: …) }
/// }
/// ```
@MainActor
public protocol CellViewModel: ReusableViewModel, EditableListItem {
    /// The row's title.
    var title: Property<String> { get }
    /// The row's subtitle.
    var subtitle: Property<String?> { get }
    /// The row's image.
    var image: Property<CellImage?> { get }
    /// Whether the row can be deleted.
    var canDelete: Bool { get }
    /// Whether the row can be moved.
    var canMove: Bool { get }
    /// Deletes the row's data.
    func delete() throws(ViewModelError)
    /// Moves the row's data to `indexPath`.
    func move(to indexPath: ListIndexPath) throws(ViewModelError)
    /// The view model of the screen this row leads to, if any.
    var detailViewModel: (any ViewModel)? { get }
    /// The actions offered when the row is swiped.
    var rowActions: [RowActionViewModel] { get }
}

extension CellViewModel {
    /// No subtitle.
    public var subtitle: Property<String?> { Property(constant: nil) }
    /// No image.
    public var image: Property<CellImage?> { Property(constant: nil) }
    /// Not deletable.
    public var canDelete: Bool { false }
    /// Not movable.
    public var canMove: Bool { false }
    /// Throws ``ViewModelError/actionNotSupported(_:)``.
    public func delete() throws(ViewModelError) { throw .actionNotSupported("delete") }
    /// Throws ``ViewModelError/actionNotSupported(_:)``.
    public func move(to indexPath: ListIndexPath) throws(ViewModelError) { throw .actionNotSupported("move") }
    /// No detail.
    public var detailViewModel: (any ViewModel)? { nil }
    /// No row actions.
    public var rowActions: [RowActionViewModel] { [] }

    /// The editing style a list shows for this row: delete if it can delete, else none. An insert row
    /// (``InsertCellViewModel``) says `.insert` itself.
    public var editingStyle: ListEditingStyle {
        canDelete ? .delete : .none
    }

    /// Performs a list's edit: ``delete()`` or ``move(to:)``. An action the view model does not
    /// support is ``ListError/editingNotSupported(operation:_:)``; one that fails is
    /// ``ListError/editingFailed(operation:_:reason:)`` with the view model's reason.
    public func performEdit(_ edit: ListRowEdit, at indexPath: ListIndexPath) throws(ListError) {
        do throws(ViewModelError) {
            switch edit {
            case .delete: try delete()
            case .move(let destination): try move(to: destination)
            case .insert: throw ViewModelError.actionNotSupported("insert")
            }
        } catch {
            throw error.listError(edit, at: indexPath)
        }
    }
}

extension ViewModelError {
    /// The error a data source reports when a cell view model's edit throws this error.
    func listError(_ edit: ListRowEdit, at indexPath: ListIndexPath) -> ListError {
        switch self {
        case .actionNotSupported: .editingNotSupported(operation: edit.name, indexPath)
        case .actionFailed(let reason): .editingFailed(operation: edit.name, indexPath, reason: reason)
        default: .editingFailed(operation: edit.name, indexPath, reason: description)
        }
    }
}
