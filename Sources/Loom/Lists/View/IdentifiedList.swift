public import Observation

/// A list view for declarative front-ends (SwiftUI's `ForEach` and `List`): it shows a data source's
/// sections and rows as values with **stable identities**, carried through every batch the data source
/// reports, and takes part in Observation.
///
/// A declarative list diffs by identity, so identities must mean what the batches mean: a row the
/// data source moves keeps its identity (it moves on screen), a deleted row's identity is gone, an
/// inserted row gets a new one, and a reloaded row keeps its identity with its new item. The list is
/// the data source's ``ListView`` through a ``ListViewUpdater`` (the one path from a data source to a
/// view), so it sees exactly the batches a `UITableView` would, and needs no `Identifiable` items:
/// strings with duplicates or view models made afresh for every row work the same.
///
/// Editing goes back through the data source, in the offsets a declarative list reports: deleting
/// (``deleteRows(atOffsets:inSection:)``, SwiftUI's `onDelete`) and moving
/// (``moveRows(fromOffsets:toOffset:inSection:)``, `onMove`) call ``ListDataSource/perform(_:at:)``, so a cell view model's `delete()` and `move(to:)` do the work;
/// the data source's report then updates the rows.
///
/// ```swift
/// let playlist = ArrayModel(["Hells Bells", "Shoot to Thrill"])
/// let source = MutableArrayDataSource(model: playlist) { $0 }
/// source.allowsDeleting = true
/// let list = IdentifiedList(dataSource: source)
/// let first = list.sections[0].rows[0].id
/// playlist.append("What Do You Do for Money Honey")   // a third row, with a new identity
/// try list.deleteRows(atOffsets: [1], inSection: list.sections[0].id)   // removes playlist[1]
/// list.sections[0].rows[0].id == first   // true: the first row kept its identity
/// ```
///
/// Reading ``sections`` inside `withObservationTracking` or a SwiftUI `body` tracks them: every batch
/// and every reload notifies. The list holds the data source (and its updater) strongly; the data
/// source refers to the list's updater weakly, so releasing the list releases the whole chain.
@MainActor
public final class IdentifiedList<Item>: ListView, Observable {
    /// One row: its identity, the data source's item, and how the row can be edited.
    ///
    /// ```swift
    /// for row in list.sections[0].rows where row.editingStyle == .delete { print(row.id, row.item) }
    /// ```
    public struct Row: Identifiable {
        /// The row's identity, stable for as long as the data source reports the row as the same row.
        public let id: Int
        /// What the row shows.
        public let item: Item
        /// How the row can be edited (``ListDataSource/editingStyle(at:)``).
        public let editingStyle: ListEditingStyle
        /// Whether the row can be moved (``ListDataSource/canMoveRow(at:)``).
        public let canMove: Bool
    }

    /// One section: its identity, its header and footer, and its rows.
    ///
    /// ```swift
    /// let titles = list.sections.map { $0.info.headerTitle ?? "" }
    /// ```
    public struct Section: Identifiable {
        /// The section's identity, stable for as long as the data source reports the section as the
        /// same section (moved, or keeping its place).
        public let id: Int
        /// The header and footer (``ListDataSource/sectionInfo(at:)``).
        public let info: ListSectionInfo
        /// The rows, in order.
        public let rows: [Row]
    }

    /// The data source shown.
    public let dataSource: any ListDataSource<Item>
    private var updater: ListViewUpdater<Item>?
    private let registrar = ObservationRegistrar()
    private var shown: [Section] = []
    private var changes = 0
    private var editingError: ListError?
    private var nextID = 0

    /// Shows `dataSource`: the list becomes the view of a ``ListViewUpdater``, which becomes the data
    /// source's parent, and reads every row.
    public init(dataSource: some ListDataSource<Item>) {
        self.dataSource = dataSource
        updater = ListViewUpdater.connecting(dataSource, to: self)
    }

    /// The sections and their rows, as the data source's last batch left them.
    public var sections: [Section] {
        registrar.access(self, keyPath: \.sections)
        return shown
    }

    /// How many times the rows changed (a batch or a reload): a value to animate on.
    public var changeCount: Int {
        registrar.access(self, keyPath: \.changeCount)
        return changes
    }

    /// The error of the last edit that failed, until the next edit.
    public var lastError: ListError? {
        registrar.access(self, keyPath: \.lastError)
        return editingError
    }

    // MARK: ListView

    /// Reads every section and row again; every row gets a new identity.
    public func reloadData() {
        show(readAll())
    }

    /// Switches the data source (`updates`), then carries the identities through `changes`: kept and
    /// moved rows keep theirs (a reloaded row with its new item), inserted rows get new ones. A batch
    /// that does not match the data source's counts reloads instead. `completion` runs at once: a
    /// declarative front-end animates the new rows itself.
    public func performBatchUpdates(
        _ changes: ChangeSet, animated: Bool, updates: @escaping () -> Void, completion: (() -> Void)?
    ) {
        updates()
        show(carry(through: changes) ?? readAll())
        completion?()
    }

    // MARK: Editing

    /// Enters or leaves editing mode (read it from the data source, `dataSource.isEditing`): the data
    /// source is told (it may add or remove rows, an editing
    /// data source's insert rows), then every row's editing style is read again.
    public func setEditing(_ editing: Bool) {
        guard editing != dataSource.isEditing else { return }
        dataSource.setEditing(editing)
        show(
            shown.enumerated().map { s, section in
                section.with(
                    rows: section.rows.enumerated().map { r, row in
                        described(row.id, row.item, at: ListIndexPath(section: s, row: r))
                    })
            })
    }

    /// Deletes the rows at `offsets` of a section (SwiftUI's `onDelete`), the last first, each through
    /// ``ListDataSource/perform(_:at:)``. The data source's reports update the rows. Stops at the first
    /// row the data source refuses, and throws its error (also kept in ``lastError``); an offset outside
    /// the section, or an unknown section, throws before anything is deleted.
    public func deleteRows(atOffsets offsets: some Sequence<Int>, inSection id: Section.ID) throws(ListError)
    {
        try recordingError { () throws(ListError) in
            let rows = Set(offsets).sorted(by: >)
            let section = try sectionIndex(of: id)
            for row in rows { try checkRow(row, inSection: section) }
            for row in rows {
                let current = try sectionIndex(of: id)
                try dataSource.perform(.delete, at: ListIndexPath(section: current, row: row))
            }
        }
    }

    /// Moves the rows at `offsets` of a section before the row at `destination` (SwiftUI's `onMove`,
    /// with the offsets before the move; `destination` may be the row count, the end), as one
    /// ``ListDataSource/perform(_:at:)`` move per moved row. The rows keep their order among themselves
    /// and their identities. Throws (and keeps in ``lastError``) an offset or destination outside the
    /// section, an unknown section, or the data source's refusal; the moves made before a refusal stay.
    public func moveRows(
        fromOffsets offsets: some Sequence<Int>, toOffset destination: Int, inSection id: Section.ID
    ) throws(ListError) {
        try recordingError { () throws(ListError) in
            let sources = Set(offsets).sorted()
            let section = try sectionIndex(of: id)
            for row in sources { try checkRow(row, inSection: section) }
            let count = shown[section].rows.count
            guard (0...count).contains(destination) else {
                throw .indexPathOutOfRange(ListIndexPath(section: section, row: destination), rowCount: count)
            }
            for (from, to) in Self.singleMoves(of: sources, before: destination) {
                let current = try sectionIndex(of: id)
                try dataSource.perform(
                    .move(to: ListIndexPath(section: current, row: to)),
                    at: ListIndexPath(section: current, row: from))
            }
        }
    }

    /// Performs an edit on the row `id` where it is now, through ``ListDataSource/perform(_:at:)``:
    /// `.delete` deletes it (a "remove" button in the row), `.insert` performs an insert row's action
    /// (its ``Row/editingStyle`` is `.insert`). The data source's report then updates the rows. Throws
    /// ``ListError/unknownItem(_:)`` for an identity no row has, or the data source's refusal (both also
    /// kept in ``lastError``).
    ///
    /// ```swift
    /// ForEach(section.rows) { row in Button("Remove") { try? list.perform(.delete, onRow: row.id) } }
    /// ```
    public func perform(_ edit: ListRowEdit, onRow id: Row.ID) throws(ListError) {
        try recordingError { () throws(ListError) in
            guard let indexPath = indexPath(of: id) else { throw .unknownItem("row \(id)") }
            try dataSource.perform(edit, at: indexPath)
        }
    }

    /// Where the row `id` is now, or `nil` if no row has that identity.
    private func indexPath(of id: Row.ID) -> ListIndexPath? {
        for (s, section) in shown.enumerated() {
            if let r = section.rows.firstIndex(where: { $0.id == id }) {
                return ListIndexPath(section: s, row: r)
            }
        }
        return nil
    }

    /// The single moves (UIKit's `moveRow(at:to:)`: remove, then insert at `to`) that take `sources`
    /// (sorted, distinct) before the row at `destination`, keeping their order: the sources above the
    /// insertion point go down from the last, those below go up from the first, so no move shifts a row
    /// already placed or one still to move.
    static func singleMoves(of sources: [Int], before destination: Int) -> [(from: Int, to: Int)] {
        let above = sources.prefix { $0 < destination }.count
        let insertion = destination - above
        var moves: [(from: Int, to: Int)] = []
        for j in stride(from: above - 1, through: 0, by: -1) where sources[j] != insertion + j {
            moves.append((sources[j], insertion + j))
        }
        for j in above..<sources.count where sources[j] != insertion + j {
            moves.append((sources[j], insertion + j))
        }
        return moves
    }

    // MARK: Private

    private func show(_ sections: [Section]) {
        registrar.withMutation(of: self, keyPath: \.sections) { shown = sections }
        registrar.withMutation(of: self, keyPath: \.changeCount) { changes += 1 }
    }

    private func recordingError(_ edit: () throws(ListError) -> Void) throws(ListError) {
        if editingError != nil {
            registrar.withMutation(of: self, keyPath: \.lastError) { editingError = nil }
        }
        do {
            try edit()
        } catch {
            registrar.withMutation(of: self, keyPath: \.lastError) { editingError = error }
            throw error
        }
    }

    private func sectionIndex(of id: Section.ID) throws(ListError) -> Int {
        guard let index = shown.firstIndex(where: { $0.id == id }) else {
            throw .unknownSection("section \(id)")
        }
        return index
    }

    private func checkRow(_ row: Int, inSection section: Int) throws(ListError) {
        let count = shown[section].rows.count
        guard (0..<count).contains(row) else {
            throw .indexPathOutOfRange(ListIndexPath(section: section, row: row), rowCount: count)
        }
    }

    private func makeID() -> Int {
        nextID += 1
        return nextID
    }

    /// Every section and row, each with a new identity. Rows whose item the data source cannot give
    /// (an inconsistent data source) are left out; the next batch then reloads.
    private func readAll() -> [Section] {
        (0..<dataSource.numberOfSections).map { s in
            let count = (try? dataSource.numberOfRows(inSection: s)) ?? 0
            return describedSection(
                makeID(), at: s,
                rows: (0..<count).compactMap { r in freshRow(at: ListIndexPath(section: s, row: r)) })
        }
    }

    /// The sections after `changes`, identities carried; `nil` when the batch does not take the rows
    /// shown to the data source's counts (the caller reloads).
    private func carry(through changes: ChangeSet) -> [Section]? {
        let newCounts = dataSource.rowCounts
        do {
            try changes.validate(oldRowCounts: shown.map(\.rows.count), newRowCounts: newCounts)
        } catch {
            return nil
        }
        let mapper = IndexPathMapper(changes)
        let reloaded = Set(changes.reloadedRows)
        var sectionIDs = [Int?](repeating: nil, count: newCounts.count)
        var slots = newCounts.map { [Row?](repeating: nil, count: $0) }
        for (s, section) in shown.enumerated() {
            guard let t = mapper.newSection(forOld: s) else { continue }
            sectionIDs[t] = section.id
            for (r, row) in section.rows.enumerated() {
                let old = ListIndexPath(section: s, row: r)
                guard let new = mapper.newIndexPath(forOld: old) else { continue }
                slots[new.section][new.row] = reloaded.contains(old) ? freshRow(at: new, id: row.id) : row
            }
        }
        var sections: [Section] = []
        for t in newCounts.indices {
            var rows: [Row] = []
            for r in slots[t].indices {
                guard let row = slots[t][r] ?? freshRow(at: ListIndexPath(section: t, row: r)) else {
                    return nil
                }
                rows.append(row)
            }
            sections.append(describedSection(sectionIDs[t] ?? makeID(), at: t, rows: rows))
        }
        return sections
    }

    private func freshRow(at indexPath: ListIndexPath, id: Int? = nil) -> Row? {
        guard let item = try? dataSource.item(at: indexPath) else { return nil }
        return described(id ?? makeID(), item, at: indexPath)
    }

    private func described(_ id: Int, _ item: Item, at indexPath: ListIndexPath) -> Row {
        Row(
            id: id, item: item, editingStyle: dataSource.editingStyle(at: indexPath),
            canMove: dataSource.canMoveRow(at: indexPath))
    }

    private func describedSection(_ id: Int, at section: Int, rows: [Row]) -> Section {
        Section(id: id, info: dataSource.sectionInfo(at: section), rows: rows)
    }
}

extension IdentifiedList.Section {
    /// The same section with other rows.
    fileprivate func with(rows: [IdentifiedList.Row]) -> Self {
        Self(id: id, info: info, rows: rows)
    }
}
