#if canImport(AppKit) && !targetEnvironment(macCatalyst)
public import Loom

/// A table-view data source that lays sections out as one column of lines (``TableViewAdapter`` is one):
/// `NSTableView`'s `ListView` conformance asks it for the layout before and after the data source
/// switches, to turn a sectioned batch into rows to remove and insert.
///
/// ```swift
/// var flatLayout: FlatListLayout {
///     FlatListLayout(rowCounts: list.dataSource.rowCounts, headerRows: showsSectionHeaders)
/// }
/// ```
@MainActor
public protocol FlatLayoutDataSource: AnyObject {
    /// The lines the table view shows now.
    var flatLayout: FlatListLayout { get }
}
#endif
