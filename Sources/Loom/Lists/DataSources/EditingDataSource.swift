/// Wraps a data source and, while editing, appends an edit data source after it (an "add"
/// row or section).
///
/// `setEditing(true)` forwards editing to the main data source, then appends the edit data
/// source (reported as inserted sections or rows after the main ones); `setEditing(false)` removes
/// it first (reported as deleted), then leaves editing. Repeating the current value does nothing.
///
/// ```swift
/// let addRow = ArrayDataSource<any CellViewModel>(items: [InsertCellViewModel(title: "Add…", delegate: self)])
/// let source = EditingDataSource(dataSource: tracks, editDataSource: addRow, editAsSection: false)
/// source.setEditing(true)    // reports insertedRows [0-n]
/// try source.perform(.insert, at: ListIndexPath(section: 0, row: n))   // the insert row asks its delegate
/// ```
@MainActor
public final class EditingDataSource<Item>: NestingDataSource<Item> {
    /// The main data source.
    let dataSource: any ListDataSource<Item>
    /// The data source appended while editing.
    let editDataSource: any ListDataSource<Item>

    /// Creates the wrapper. With `editAsSection` the edit data source's sections follow the main
    /// data source's; otherwise its rows follow the main data source's rows in one section.
    public init(
        dataSource: any ListDataSource<Item>, editDataSource: any ListDataSource<Item>, editAsSection: Bool
    ) {
        self.dataSource = dataSource
        self.editDataSource = editDataSource
        super.init(layout: editAsSection ? .sections : .rows, children: [dataSource])
    }

    /// Enters editing and appends the edit data source, or removes it and leaves editing.
    override func changeEditing(to editing: Bool) {
        if editing {
            super.changeEditing(to: true)
            editDataSource.setEditing(true)
            insertChild(editDataSource, at: children.count)
        } else {
            // Appended when editing began, and nothing else changes the children.
            if let index = index(of: editDataSource) { removeChild(at: index) }
            editDataSource.setEditing(false)
            super.changeEditing(to: false)
        }
    }

    /// The header and footer of the section: from the data source that shows it when the edit data
    /// source is a section; in one section, the main data source's (the edit rows join its section).
    public override func sectionInfo(at section: Int) -> ListSectionInfo {
        layout == .sections ? super.sectionInfo(at: section) : dataSource.sectionInfo(at: section)
    }
}
