public import Loom

/// A playlist: its tracks, and in editing mode an insert row after them ("Add a track…"), deleting
/// and reordering. Every edit is written to the database at once, then the list reloads and reports
/// exactly what changed.
///
/// The editing state lives in a ``ControllerModel`` (carried to the next screen); entering editing
/// appends the insert row (an edit data source), leaving it removes the row.
///
/// ```swift
/// let playlist = try PlaylistViewModel(playlistID: 1, store: store)
/// playlist.controllerModel.isEditing.value = true
/// try playlist.moveEntry(from: 0, to: 2)
/// try playlist.deleteEntry(at: 1)
/// try playlist.activate(ListIndexPath(section: 0, row: playlist.entries.records.count))   // addRequested
/// ```
@MainActor
public final class PlaylistViewModel: LibraryListViewModel, InsertCellViewModelDelegate {
    /// The playlist's name.
    public let title: String
    /// The playlist's id.
    public let playlistID: Int64
    /// The editing state.
    public let controllerModel: ControllerModel
    /// The playlist's tracks.
    public let entries: QueryDataSource<TrackRow>
    /// The insert row shown while editing.
    public let insertCell: InsertCellViewModel
    /// The tracks, followed by the insert row while editing.
    public let rows: EditingDataSource<any CellViewModel>
    private let store: LibraryStore
    private let actions: EntryActions
    private let addRequestedEmitter = Emitter<Void>()
    private let chosenEmitter = Emitter<Int64>()
    private let editedEmitter = Emitter<Void>()
    private var editingObservation: Token?

    /// Loads a playlist; throws ``LibraryError/unknownPlaylist(_:)`` for an unknown id.
    public init(
        playlistID: Int64, store: LibraryStore, controllerModel: ControllerModel = ControllerModel()
    ) throws(LibraryError) {
        self.playlistID = playlistID
        self.store = store
        self.controllerModel = controllerModel
        title = try store.playlistName(id: playlistID)
        let actions = EntryActions()
        self.actions = actions
        entries = QueryDataSource(
            fetch: { [store] () throws(LibraryError) in try store.playlistEntries(playlistID: playlistID) }
        ) { [actions] track in
            LibraryCellViewModel(
                title: track.name, subtitle: track.artist, image: "music.note",
                onDelete: { () throws(ViewModelError) in try actions.delete(trackID: track.id) },
                onMove: { (destination) throws(ViewModelError) in
                    try actions.move(trackID: track.id, to: destination)
                })
        }
        if let error = entries.lastError { throw error }
        // Editing is routed through the cell view models: the insert row's insert asks this view
        // model (its delegate), a track row's delete and move go to `actions`.
        insertCell = InsertCellViewModel(title: "Add a track…")
        rows = EditingDataSource(
            dataSource: entries, editDataSource: ArrayDataSource<any CellViewModel>(items: [insertCell]),
            editAsSection: false)
        insertCell.delegate = self
        actions.owner = self
        editingObservation = controllerModel.isEditing.observe { [weak self] editing in
            self?.rows.setEditing(editing)
        }
    }

    /// The rows.
    public var list: any ListDataSource<any CellViewModel> { rows }

    /// Whether the playlist is being edited.
    public var isEditing: Bool { controllerModel.isEditing.value }

    /// Enters or leaves editing mode.
    public func toggleEditing() {
        controllerModel.toggleEditing()
    }

    /// Sent when the user asks to add a track (the insert row).
    public var addRequested: Signal<Void> { addRequestedEmitter }

    /// Sent with the track's id when the user chooses a track (outside editing).
    public var chosenTrack: Signal<Int64> { chosenEmitter }

    /// Sent after every edit written to the database (add, delete, move).
    public var edited: Signal<Void> { editedEmitter }

    /// The insert row asks for a track to add.
    public func insertCellViewModelDidRequestInsert(_ cell: InsertCellViewModel) {
        addRequestedEmitter.send()
    }

    /// A track row shows the track (outside editing); the insert row asks to add a track.
    public func activate(_ indexPath: ListIndexPath) throws(LibraryError) {
        let count = entries.records.count
        guard indexPath.section == 0, indexPath.row >= 0 else { throw .invalidRow("no row at \(indexPath)") }
        if indexPath.row < count {
            if !isEditing { chosenEmitter.send(entries.records[indexPath.row].id) }
            return
        }
        guard isEditing, indexPath.row == count else { throw .invalidRow("no row at \(indexPath)") }
        do {
            try rows.insertRow(at: indexPath)
        } catch {
            throw .invalidRow(error.description)
        }
    }

    /// Adds a track at the end of the playlist.
    public func add(trackID: Int64) throws(LibraryError) {
        try store.addTrack(trackID, toPlaylist: playlistID)
        try entries.reload()
        editedEmitter.send()
    }

    /// Deletes the track at `position` (editing mode only).
    public func deleteEntry(at position: Int) throws(LibraryError) {
        guard isEditing else { throw .notEditing }
        try store.removeEntry(at: position, fromPlaylist: playlistID)
        try entries.reload()
        editedEmitter.send()
    }

    /// Moves the track at `source` to `destination` (editing mode only).
    public func moveEntry(from source: Int, to destination: Int) throws(LibraryError) {
        guard isEditing else { throw .notEditing }
        try store.moveEntry(inPlaylist: playlistID, from: source, to: destination)
        try entries.reload()
        editedEmitter.send()
    }

    /// Fetches the tracks again.
    public func reload() throws(LibraryError) {
        try entries.reload()
    }

    fileprivate func position(of trackID: Int64) -> Int? {
        entries.records.firstIndex { $0.id == trackID }
    }
}

/// Lets the cells delete and move their track through the playlist view model, held weakly.
@MainActor
private final class EntryActions {
    weak var owner: PlaylistViewModel?

    func delete(trackID: Int64) throws(ViewModelError) {
        guard let owner, let position = owner.position(of: trackID) else {
            throw .actionNotSupported("delete")
        }
        do {
            try owner.deleteEntry(at: position)
        } catch {
            throw .actionFailed(error.description)
        }
    }

    func move(trackID: Int64, to destination: ListIndexPath) throws(ViewModelError) {
        guard let owner, let position = owner.position(of: trackID) else { throw .actionNotSupported("move") }
        do {
            try owner.moveEntry(from: position, to: destination.row)
        } catch {
            throw .actionFailed(error.description)
        }
    }
}
