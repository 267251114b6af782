/// The view model of an "add" row shown while a list is edited: tapping it asks its delegate to insert data. A data source showing it
/// routes ``ListDataSource/perform(_:at:)`` of `.insert` to it.
///
/// The delegate is held weakly.
///
/// ```swift
/// let addRow = InsertCellViewModel(title: "Add a track…", delegate: playlistViewModel)
/// addRow.insert()   // playlistViewModel.insertCellViewModelDidRequestInsert(addRow)
/// let rows = ArrayDataSource<any CellViewModel>(items: [addRow])
/// try rows.perform(.insert, at: ListIndexPath(section: 0, row: 0))   // the same, through the list
/// ```
@MainActor
public final class InsertCellViewModel: CellViewModel {
    /// The row's title ("Insert" by default).
    public let title: Property<String>
    /// Who inserts the data; held weakly.
    public weak var delegate: (any InsertCellViewModelDelegate)?

    /// Creates an insert row.
    public init(title: String = "Insert", delegate: (any InsertCellViewModelDelegate)? = nil) {
        self.title = Property(constant: title)
        self.delegate = delegate
    }

    /// Always `.insert`: an insert row.
    public var editingStyle: ListEditingStyle { .insert }

    /// Performs the insert a list routes to this row; any other edit is
    /// ``ListError/editingNotSupported(operation:_:)``, and an insert without a delegate
    /// ``ListError/editingFailed(operation:_:reason:)``.
    public func performEdit(_ edit: ListRowEdit, at indexPath: ListIndexPath) throws(ListError) {
        guard edit == .insert else { throw .editingNotSupported(operation: edit.name, indexPath) }
        guard insert() else {
            throw .editingFailed(operation: edit.name, indexPath, reason: "the insert row has no delegate")
        }
    }

    /// Asks the delegate to insert data. Returns `false` when there is no delegate any more.
    @discardableResult
    public func insert() -> Bool {
        guard let delegate else { return false }
        delegate.insertCellViewModelDidRequestInsert(self)
        return true
    }
}

/// Inserts the data an ``InsertCellViewModel`` asks for.
///
/// ```swift
/// extension PlaylistViewModel: InsertCellViewModelDelegate {
///     func insertCellViewModelDidRequestInsert(_ cell: InsertCellViewModel) { addRequested.send() }
/// }
/// ```
@MainActor
public protocol InsertCellViewModelDelegate: AnyObject {
    /// The user tapped the insert row.
    func insertCellViewModelDidRequestInsert(_ cell: InsertCellViewModel)
}
