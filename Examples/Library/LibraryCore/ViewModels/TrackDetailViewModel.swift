public import ChinookCatalog
import Foundation
public import GRDB
public import Loom
public import LoomGRDB

/// A track's detail screen, where the user renames the track and edits its composer: a
/// `RecordViewModel<Track>` over the track's row holds the draft (save, reset, the conflict choices) and
/// watches the row (a change made elsewhere updates the detail, or is a conflict when the draft has unsaved
/// edits; a delete made elsewhere is in ``status``, and the coordinator closes the screen when no edits
/// would be lost). The rest of the detail (origin, genre, duration, price) comes from a ``TrackModel``
/// through model bindings declared in one place.
///
/// ```swift
/// let detail = try TrackDetailViewModel(trackID: 1, store: store)
/// detail.title.value   // "For Those About To Rock (We Salute You)"
/// try detail.rename("Salute")          // statusText: "Edited, not saved."
/// try await detail.save()              // written; statusText: "Saved."
/// try await detail.reload()            // another connection's change: updates, or a conflict
/// ```
@MainActor
public final class TrackDetailViewModel: ModelViewModel {
    /// Every binding from the track to this view model.
    public static let modelBindings: [ModelBinding<TrackDetailViewModel, TrackModel>] = [
        ModelBinding(\.origin, TrackDetailViewModel.originDidChange),
        ModelBinding(\.facts) { viewModel, facts in viewModel.factsDidChange(facts) },
    ]
    /// The model and its bindings.
    public let modelConnection = ModelConnection<TrackDetailViewModel>()
    /// The track's id.
    public let trackID: Int64
    /// The track's row as edited: the draft, the status, the watchers.
    public let record: RecordViewModel<Track>
    /// The track's name as edited (the draft's).
    public let title = MutableProperty("")
    /// The track's composer as edited, `""` when there is none.
    public let composer = MutableProperty("")
    /// The lines of the detail that are not edited: origin, then one fact per line.
    public let lines = MutableProperty<[String]>([])
    /// The status as a sentence for the screen ("Saved.", "Edited, not saved.", the conflict…).
    public let statusText = MutableProperty("")
    private let savedEmitter = Emitter<Void>()
    private let bag = Bag()
    private var origin = ""
    private var facts: [String] = []

    /// Loads a track: its row and its detail, read at once (the coordinators make screens synchronously).
    ///
    /// The row's watchers run through ``reload()``: the coordinator calls it when another connection
    /// changed the database (its `PRAGMA data_version` poll). The record view model's own
    /// `startWatching()` is not used: in the library only this view model writes tracks through the
    /// store's database, and its own saves need no watcher.
    ///
    /// - Throws: ``LibraryError/unknownTrack(_:)`` for an unknown id, ``LibraryError/database(_:)``.
    public init(trackID: Int64, store: LibraryDatabase) throws(LibraryError) {
        self.trackID = trackID
        let model = try TrackModel(id: trackID, store: store)
        record = RecordViewModel(record: try store.trackRecord(id: trackID), writer: store.database)
        setModel(model)
        bag ++ record.draft.observe { [weak self] track in self?.draftDidChange(track) }
        bag ++ record.status.observe { [weak self] status in self?.statusDidChange(status) }
    }

    /// Where the edits stand against the database.
    public var status: Property<RecordStatus<Track>> { record.status }

    /// Whether the draft has edits that are not saved.
    public var hasUnsavedEdits: Bool { record.hasUnsavedEdits }

    /// Whether the row changed elsewhere while the draft had unsaved edits (``resolveConflict(_:)``).
    public var hasConflict: Bool {
        if case .conflict = status.value { return true }
        return false
    }

    /// Sent after the draft was saved (other screens show the track's name: they reload).
    public var saved: Signal<Void> { savedEmitter }

    // MARK: Editing

    /// Renames the track in the draft (surrounding spaces trimmed).
    ///
    /// - Throws: ``LibraryError/emptyTrackName`` for a name without a letter; the draft is unchanged.
    public func rename(_ name: String) throws(LibraryError) {
        let name = name.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { throw .emptyTrackName }
        record.edit { $0.name = name }
    }

    /// Sets the track's composer in the draft; an empty text means none.
    public func setComposer(_ composer: String) {
        let composer = composer.trimmingCharacters(in: .whitespaces)
        record.edit { $0.composer = composer.isEmpty ? nil : composer }
    }

    /// Writes the draft to the row. A track deleted elsewhere is not brought back by a save: that is
    /// ``restore()``.
    ///
    /// - Throws: ``LibraryError/trackEditing(trackID:_:)``: a conflict (resolve it first), the row
    ///   deleted elsewhere, a database failure. The draft is kept.
    public func save() async throws(LibraryError) {
        try await onRecord { record throws(RecordEditingError) in try await record.save() }
        savedEmitter.send()
    }

    /// Inserts the track again with the draft, after it was deleted elsewhere (the user chose to bring it
    /// back).
    ///
    /// - Throws: ``LibraryError/trackEditing(trackID:_:)``: nothing to restore, a track inserted with this
    ///   id meanwhile (a conflict), a database failure. The draft is kept.
    public func restore() async throws(LibraryError) {
        try await onRecord { record throws(RecordEditingError) in try await record.restore() }
        savedEmitter.send()
    }

    /// Whether the track was deleted elsewhere (``restore()`` brings it back with the draft).
    public var isDeletedElsewhere: Bool {
        if case .deletedElsewhere = status.value { return true }
        return false
    }

    /// Discards the edits: the draft becomes the row as the database holds it now.
    public func reset() async throws(LibraryError) {
        try await onRecord { record throws(RecordEditingError) in try await record.reset() }
    }

    /// Resolves a conflict: keep the edits (the next save overwrites the other version) or take the
    /// database's version.
    public func resolveConflict(_ resolution: ConflictResolution) throws(LibraryError) {
        do {
            try record.resolveConflict(resolution)
        } catch {
            throw .trackEditing(trackID: trackID, error)
        }
    }

    /// Reads the track again (another connection changed the database): the row through the record view
    /// model's change and delete watchers, the rest of the detail through the model.
    public func reload() async throws(LibraryError) {
        try await onRecord { record throws(RecordEditingError) in try await record.refresh() }
        if case .deletedElsewhere = status.value { return }
        try model?.refresh()
    }

    /// Runs `action` on the record view model; its error says which track.
    private func onRecord(
        _ action: (RecordViewModel<Track>) async throws(RecordEditingError) -> Void
    ) async throws(LibraryError) {
        do {
            try await action(record)
        } catch {
            throw .trackEditing(trackID: trackID, error)
        }
    }

    // MARK: Updates

    private func draftDidChange(_ track: Track) {
        if title.value != track.name { title.value = track.name }
        let composer = track.composer ?? ""
        if self.composer.value != composer { self.composer.value = composer }
    }

    private func statusDidChange(_ status: RecordStatus<Track>) {
        statusText.value = Self.sentence(status)
    }

    /// The status as a sentence, the same for every front-end (their keys or buttons say how to act).
    static func sentence(_ status: RecordStatus<Track>) -> String {
        switch status {
        case .saved: return "Saved."
        case .edited: return "Edited, not saved."
        case .conflict(let theirs):
            let composer = theirs.composer.map { " by \($0)" } ?? ""
            return "Changed elsewhere while you edited it: the database has “\(theirs.name)”\(composer). "
                + "Keep yours or take theirs."
        case .deletedElsewhere(let unsavedEdits):
            return unsavedEdits
                ? "Deleted elsewhere. Your edits are kept: restore the track to keep them."
                : "Deleted elsewhere."
        case .deleted: return "Deleted."
        }
    }

    private func originDidChange(_ origin: String) {
        self.origin = origin
        updateLines()
    }

    private func factsDidChange(_ facts: [String]) {
        self.facts = facts
        updateLines()
    }

    private func updateLines() {
        lines.value = [origin] + facts
    }
}
