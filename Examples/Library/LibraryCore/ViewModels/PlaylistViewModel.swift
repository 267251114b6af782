public import Loom

/// A playlist: its tracks, and in editing mode an insert row after them ("Add a track…"), deleting
/// and reordering. Every edit shows at once (the list reports exactly what changed) and goes to the
/// store's ``PlaylistEditQueue``, which saves it off the main actor: typing never waits for the
/// database. An edit that could not be saved stays shown (``saveState`` says why) until a save
/// succeeds; once saved, the list shows what the database holds.
///
/// The editing state lives in a ``ControllerModel`` (carried to the next screen); entering editing
/// appends the insert row (an edit data source), leaving it removes the row.
///
/// ```swift
/// let playlist = try PlaylistViewModel(playlistID: 1, store: store)
/// playlist.controllerModel.isEditing.value = true
/// try playlist.moveEntry(from: 0, to: 2)   // shown at once, saved off the main actor
/// try playlist.deleteEntry(at: 1)
/// playlist.saveState.value                  // .saving, then .saved (or .notSaved(reason))
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
    private let store: LibraryDatabase
    private let actions: EntryActions
    private let addRequestedEmitter = Emitter<Void>()
    private let chosenEmitter = Emitter<Int64>()
    private let editedEmitter = Emitter<Void>()
    private let lifetime = Lifetime()

    /// Loads a playlist; throws ``LibraryError/unknownPlaylist(_:)`` for an unknown id.
    public init(
        playlistID: Int64, store: LibraryDatabase, controllerModel: ControllerModel = ControllerModel()
    ) throws(LibraryError) {
        self.playlistID = playlistID
        self.store = store
        self.controllerModel = controllerModel
        title = try store.playlistName(id: playlistID)
        let actions = EntryActions()
        self.actions = actions
        // What the database holds, with the edits not saved yet on top.
        entries = QueryDataSource(
            fetch: { [store] () throws(LibraryError) in
                PlaylistEdit.apply(
                    store.playlistEdits.edits(ofPlaylist: playlistID),
                    to: try store.playlistEntries(playlistID: playlistID))
            }
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
        lifetime
            ++ controllerModel.isEditing.observe { [weak self] editing in
                self?.rows.setEditing(editing)
            }
        lifetime
            ++ store.playlistEdits.saved.observe { [weak self] saved in
                guard let self, saved.playlistID == playlistID else { return }
                entries.show(
                    PlaylistEdit.apply(
                        self.store.playlistEdits.edits(ofPlaylist: playlistID), to: saved.entries))
                editedEmitter.send()
            }
    }

    /// The rows.
    public var list: any ListDataSource<any CellViewModel> { rows }

    /// Whether the playlist is being edited.
    public var isEditing: Bool { controllerModel.isEditing.value }

    /// Enters or leaves editing mode.
    public func toggleEditing() {
        controllerModel.isEditing.value.toggle()
    }

    /// Sent when the user asks to add a track (the insert row).
    public var addRequested: Signal<Void> { addRequestedEmitter }

    /// Sent with the track's id when the user chooses a track (outside editing).
    public var chosenTrack: Signal<Int64> { chosenEmitter }

    /// Sent after this playlist's edits were saved (the list then shows what the database holds).
    public var edited: Signal<Void> { editedEmitter }

    /// Whether the edits are saved: saving, saved, or not saved and why (the store's queue, shared by
    /// every playlist).
    public var saveState: Property<PlaylistEditQueue.State> { store.playlistEdits.state }

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
            try rows.perform(.insert, at: indexPath)
        } catch {
            throw .invalidRow(error.description)
        }
    }

    /// Adds a track at the end of the playlist (shown at once, then saved); a track already in it is
    /// ``LibraryError/trackAlreadyInPlaylist(trackID:playlistID:)``.
    public func add(_ track: TrackRow) throws(LibraryError) {
        guard !entries.records.contains(where: { $0.id == track.id }) else {
            throw .trackAlreadyInPlaylist(trackID: track.id, playlistID: playlistID)
        }
        edit(.add(track))
    }

    /// Deletes the track at `position` (editing mode only; shown at once, then saved).
    public func deleteEntry(at position: Int) throws(LibraryError) {
        guard isEditing else { throw .notEditing }
        let track = try entry(at: position)
        edit(.remove(trackID: track.id))
    }

    /// Moves the track at `source` to `destination` (editing mode only; shown at once, then saved).
    public func moveEntry(from source: Int, to destination: Int) throws(LibraryError) {
        guard isEditing else { throw .notEditing }
        let track = try entry(at: source)
        _ = try entry(at: destination)
        guard source != destination else { return }
        edit(.move(trackID: track.id, to: destination))
    }

    /// Tries again to save the edits that could not be saved.
    public func retrySaving() {
        store.playlistEdits.retry()
    }

    private func entry(at position: Int) throws(LibraryError) -> TrackRow {
        let records = entries.records
        guard records.indices.contains(position) else {
            throw .invalidPosition(position, playlistID: playlistID)
        }
        return records[position]
    }

    /// Shows the edit, then queues it for saving.
    private func edit(_ edit: PlaylistEdit) {
        entries.show(edit.apply(to: entries.records))
        store.playlistEdits.append(edit, toPlaylist: playlistID)
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
