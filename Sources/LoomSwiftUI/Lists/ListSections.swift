#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
public import Loom
public import SwiftUI

/// The sections of an `IdentifiedList` for a SwiftUI `List` (or `Form`): one `Section` per section
/// with its header and footer titles, one row per row, identified by the list's stable identities, so
/// SwiftUI animates exactly the batches the data source reports.
///
/// Editing goes through the data source: swipe to delete and dragging a row in edit mode call
/// `ListDataSource.perform(_:at:)` with `.delete` and `.move(to:)` (a cell view model's
/// `delete()` and `move(to:)`); rows whose editing style is not `.delete` cannot be swiped away, rows
/// that cannot move have no handle, and an insert row (an `InsertCellViewModel`) is a button that
/// performs its insert action. A refused edit leaves the rows as they are and sets
/// `IdentifiedList.lastError`.
///
/// ```swift
/// List {
///     ListSections(viewModel.tracks) { track in
///         Text(track.title.value)
///     }
/// }
/// ```
@MainActor
public struct ListSections<Item, RowContent: View>: View {
    private let list: IdentifiedList<Item>
    private let rowContent: @MainActor (IdentifiedList<Item>.Row, ListIndexPath) -> RowContent

    /// The sections of `list`; `rowContent` makes the view of a row's item.
    public init(
        _ list: IdentifiedList<Item>, @ViewBuilder rowContent: @escaping @MainActor (Item) -> RowContent
    ) {
        self.list = list
        self.rowContent = { row, _ in rowContent(row.item) }
    }

    /// The sections of `list`; `rowContent` makes the view of a row from the row (its stable `id`, its
    /// `item`) and where it is now, so a row can act on itself:
    ///
    /// ```swift
    /// ListSections(list) { row, indexPath in
    ///     HStack {
    ///         Text("\(indexPath.row + 1). \(row.item)")
    ///         Button("Remove") { try? list.perform(.delete, onRow: row.id) }
    ///     }
    /// }
    /// ```
    public init(
        _ list: IdentifiedList<Item>,
        @ViewBuilder rowContent: @escaping @MainActor (IdentifiedList<Item>.Row, ListIndexPath) -> RowContent
    ) {
        self.list = list
        self.rowContent = rowContent
    }

    /// One `Section` per section of the list.
    public var body: some View {
        ForEach(Array(list.sections.enumerated()), id: \.element.id) { sectionIndex, section in
            Section {
                ForEach(Array(section.rows.enumerated()), id: \.element.id) { rowIndex, row in
                    rowView(row, at: ListIndexPath(section: sectionIndex, row: rowIndex))
                        .deleteDisabled(row.editingStyle != .delete)
                        .moveDisabled(!row.canMove)
                }
                .onDelete { offsets in try? list.deleteRows(atOffsets: offsets, inSection: section.id) }
                .onMove { offsets, destination in
                    try? list.moveRows(fromOffsets: offsets, toOffset: destination, inSection: section.id)
                }
            } header: {
                if let title = section.info.headerTitle { Text(title) }
            } footer: {
                if let title = section.info.footerTitle { Text(title) }
            }
        }
        .animation(.default, value: list.changeCount)
    }

    @ViewBuilder
    private func rowView(_ row: IdentifiedList<Item>.Row, at indexPath: ListIndexPath) -> some View {
        if row.editingStyle == .insert {
            Button {
                try? list.perform(.insert, onRow: row.id)
            } label: {
                rowContent(row, indexPath)
            }
        } else {
            rowContent(row, indexPath)
        }
    }
}

#if os(iOS)
extension View {
    /// Keeps `list`'s editing mode (`IdentifiedList.setEditing(_:)`, which tells its data source) in
    /// step with the environment's edit mode, which an `EditButton` toggles. Put it on the `List`.
    ///
    /// ```swift
    /// List { ListSections(list) { Text($0) } }
    ///     .forwardEditMode(to: list)
    ///     .toolbar { EditButton() }
    /// ```
    @MainActor
    public func forwardEditMode<Item>(to list: IdentifiedList<Item>) -> some View {
        modifier(EditModeSync(list: list))
    }
}

/// Reads the environment's edit mode and hands it to the list whenever it changes.
@MainActor
private struct EditModeSync<Item>: ViewModifier {
    let list: IdentifiedList<Item>
    @Environment(\.editMode) private var editMode

    func body(content: Content) -> some View {
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        content.task(id: isEditing) { list.setEditing(isEditing) }
    }
}
#endif
#endif
