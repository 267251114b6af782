#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
public import Loom
public import SwiftUI

/// The sections of a ``ListSnapshot`` for a SwiftUI `List`: one `Section` per section identifier, one
/// row per item identifier. A snapshot's identifiers are unique (it refuses duplicates), so they are
/// the identities SwiftUI diffs by: applying a new snapshot animates what changed, as a diffable data
/// source would.
///
/// ```swift
/// List {
///     SnapshotSections(viewModel.snapshot) { trackID in
///         TrackRow(id: trackID)
///     } header: { album in
///         Text(album)
///     }
/// }
/// ```
@MainActor
public struct SnapshotSections<SectionID: Hashable, ItemID: Hashable, RowContent: View, Header: View>: View {
    private let snapshot: ListSnapshot<SectionID, ItemID>
    private let rowContent: @MainActor (ItemID) -> RowContent
    private let header: @MainActor (SectionID) -> Header

    /// The sections of `snapshot`; `rowContent` makes a row's view, `header` a section's header.
    public init(
        _ snapshot: ListSnapshot<SectionID, ItemID>,
        @ViewBuilder rowContent: @escaping @MainActor (ItemID) -> RowContent,
        @ViewBuilder header: @escaping @MainActor (SectionID) -> Header
    ) {
        self.snapshot = snapshot
        self.rowContent = rowContent
        self.header = header
    }

    /// One `Section` per section identifier.
    public var body: some View {
        ForEach(snapshot.sectionIdentifiers, id: \.self) { section in
            Section {
                ForEach((try? snapshot.itemIdentifiers(inSection: section)) ?? [], id: \.self) { item in
                    rowContent(item)
                }
            } header: {
                header(section)
            }
        }
    }
}

extension SnapshotSections where Header == EmptyView {
    /// The sections of `snapshot`, without headers.
    ///
    /// ```swift
    /// List { SnapshotSections(snapshot) { Text("Track \($0)") } }
    /// ```
    public init(
        _ snapshot: ListSnapshot<SectionID, ItemID>,
        @ViewBuilder rowContent: @escaping @MainActor (ItemID) -> RowContent
    ) {
        self.init(snapshot, rowContent: rowContent, header: { _ in EmptyView() })
    }
}
#endif
