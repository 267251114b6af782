public import Loom

/// The cell view model of every row of the library's lists: title, subtitle, image, and (for playlist
/// entries) delete and move, performed by the screen's view model (held weakly by the closures the
/// screen passes).
///
/// ```swift
/// let cell = LibraryCellViewModel(title: "AC/DC", subtitle: "2 albums", image: "person")
/// ```
@MainActor
public final class LibraryCellViewModel: CellViewModel {
    /// The row's title.
    public let title: Property<String>
    /// The row's subtitle.
    public let subtitle: Property<String?>
    /// The row's image.
    public let image: Property<CellImage?>
    /// Whether the row can be deleted.
    public let canDelete: Bool
    /// Whether the row can be moved.
    public let canMove: Bool
    private let onDelete: (() throws(ViewModelError) -> Void)?
    private let onMove: ((ListIndexPath) throws(ViewModelError) -> Void)?

    /// Creates a cell view model. `onDelete` / `onMove` make the row deletable / movable; they must not
    /// capture their screen's view model strongly.
    public init(
        title: String, subtitle: String? = nil, image: CellImage? = nil,
        onDelete: (() throws(ViewModelError) -> Void)? = nil,
        onMove: ((ListIndexPath) throws(ViewModelError) -> Void)? = nil
    ) {
        self.title = Property(constant: title)
        self.subtitle = Property(constant: subtitle)
        self.image = Property(constant: image)
        // Pattern matching, not `!= nil`: comparing a typed-throws function type needs its runtime
        // metadata, which only iOS 18 / macOS 15 have.
        if case .some = onDelete { canDelete = true } else { canDelete = false }
        if case .some = onMove { canMove = true } else { canMove = false }
        self.onDelete = onDelete
        self.onMove = onMove
    }

    /// Deletes the row's data.
    public func delete() throws(ViewModelError) {
        guard let onDelete else { throw .actionNotSupported("delete") }
        try onDelete()
    }

    /// Moves the row's data.
    public func move(to indexPath: ListIndexPath) throws(ViewModelError) {
        guard let onMove else { throw .actionNotSupported("move") }
        try onMove(indexPath)
    }
}
