public import Loom

/// The playlist edits not saved yet, saved in order off the main actor. Every edit goes in at once
/// (the playlist shows it); the queue saves what it holds, one transaction per playlist, on GRDB's
/// queue (``LibraryStore/save(_:toPlaylist:)``), so a save that waits for another program's lock never
/// blocks typing.
///
/// An edit that could not be saved is never dropped: it stays queued (and shown) and ``state`` says
/// ``State/notSaved(_:)`` with the reason, until a save succeeds: the next edit tries again with every
/// edit queued, and so does ``retry()``.
///
/// The store owns the queue, so edits outlive the screen they were made on; every playlist view model
/// applies its playlist's queued edits on top of what the database holds.
///
/// ```swift
/// store.playlistEdits.append(.remove(trackID: 3), toPlaylist: 1)   // saving starts
/// let token = store.playlistEdits.state.observe { print($0) }       // saving, then saved
/// await store.playlistEdits.waitUntilIdle()
/// ```
@MainActor
public final class PlaylistEditQueue {
    /// Whether the queued edits are saved.
    public enum State: Hashable, Sendable {
        /// Nothing waits to be saved.
        case saved
        /// A save runs.
        case saving
        /// The last save failed for this reason; the edits wait (see ``PlaylistEditQueue/pending``).
        case notSaved(LibraryError)
    }

    /// One queued edit and its playlist.
    public struct Entry: Hashable, Sendable {
        /// The playlist edited.
        public var playlistID: Int64
        /// The edit.
        public var edit: PlaylistEdit
    }

    /// Saves edits of one playlist and returns the playlist's entries after them.
    public typealias Save =
        @Sendable (_ edits: [PlaylistEdit], _ playlistID: Int64) async throws(LibraryError) ->
        [TrackRow]

    /// Whether the queued edits are saved; every change is published.
    public var state: Property<State> { stateProperty }
    /// The edits not saved yet, in the order they were made (those being saved first).
    public private(set) var pending: [Entry] = []
    /// Sent after a playlist's edits were saved, with its entries read in the same transaction.
    public var saved: Signal<(playlistID: Int64, entries: [TrackRow])> { savedEmitter }

    private let stateProperty = MutableProperty(State.saved)
    private let savedEmitter = Emitter<(playlistID: Int64, entries: [TrackRow])>()
    private let save: Save
    private var task: Task<Void, Never>?

    /// A queue that saves with `save` (``LibraryStore`` makes one over its database).
    public init(save: @escaping Save) {
        self.save = save
    }

    /// The queued edits of one playlist, in order.
    public func edits(ofPlaylist playlistID: Int64) -> [PlaylistEdit] {
        pending.filter { $0.playlistID == playlistID }.map(\.edit)
    }

    /// Queues an edit and saves (after the save that runs, if any).
    public func append(_ edit: PlaylistEdit, toPlaylist playlistID: Int64) {
        pending.append(Entry(playlistID: playlistID, edit: edit))
        saveIfNeeded()
    }

    /// Tries again to save the edits a save could not save (nothing while a save runs).
    public func retry() {
        saveIfNeeded()
    }

    /// Whether a save runs.
    public var isSaving: Bool { task != nil }

    /// Returns once no save runs (at once if none does); the edits may still be unsaved
    /// (``state`` says why).
    public func waitUntilIdle() async {
        while let task {
            await task.value
        }
    }

    private func saveIfNeeded() {
        guard task == nil, !pending.isEmpty else { return }
        let batch = pending
        stateProperty.value = .saving
        let save = save
        task = Task { [weak self] in
            var saved: [(playlistID: Int64, entries: [TrackRow])] = []
            var failure: LibraryError?
            for playlistID in Self.playlists(in: batch) {
                let edits = batch.filter { $0.playlistID == playlistID }.map(\.edit)
                do throws(LibraryError) {
                    saved.append((playlistID, try await save(edits, playlistID)))
                } catch {
                    failure = error
                    break
                }
            }
            self?.finish(batch, saved: saved, failure: failure)
        }
    }

    /// Drops the edits saved from the queue (edits made meanwhile stay after the rest), publishes the
    /// saved entries and the state, and saves again if edits were made meanwhile.
    private func finish(
        _ batch: [Entry], saved: [(playlistID: Int64, entries: [TrackRow])], failure: LibraryError?
    ) {
        task = nil
        let savedIDs = Set(saved.map(\.playlistID))
        pending = batch.filter { !savedIDs.contains($0.playlistID) } + pending.dropFirst(batch.count)
        for playlist in saved { savedEmitter.send(playlist) }
        if let failure {
            stateProperty.value = .notSaved(failure)
        } else if pending.isEmpty {
            stateProperty.value = .saved
        } else {
            saveIfNeeded()
        }
    }

    /// The playlists of `batch`, in the order of their first edit.
    private static func playlists(in batch: [Entry]) -> [Int64] {
        var seen: Set<Int64> = []
        return batch.map(\.playlistID).filter { seen.insert($0).inserted }
    }
}
