public import Loom

/// One line of a flattened list: a section header, or a row with its index path and what it shows.
///
/// ```swift
/// presenter.lines   // [.header("Let There Be Rock"), .row(ListIndexPath(section: 0, row: 0), …), …]
/// ```
public enum PresentedRow: Hashable, Sendable {
    /// A section header.
    case header(String)
    /// A row: where it is, its title, subtitle and editing style.
    case row(ListIndexPath, title: String, subtitle: String?, editingStyle: ListEditingStyle)

    /// The index path of a row, `nil` for a header.
    public var indexPath: ListIndexPath? {
        if case .row(let indexPath, _, _, _) = self { return indexPath }
        return nil
    }
}
