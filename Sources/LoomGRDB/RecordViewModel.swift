public import GRDB
public import Loom

/// A view model over one database row that the user edits (ViewModelKit's Core Data view model, on GRDB):
/// a draft to edit, save, reset (discard the edits), delete, and two watchers: a **change watcher** (the
/// row changed in the database: the view model shows the new version, or reports a conflict when the
/// draft has unsaved edits) and a **delete watcher** (the row was deleted elsewhere: the view model says
/// so, and its screen can close).
///
/// ```swift
/// let viewModel = try await RecordViewModel<Song>.load(id: 7, writer: dbQueue)
/// viewModel.startWatching()                            // changes made through dbQueue
/// viewModel.watchExternalChanges(every: .seconds(1), clock: ContinuousClock())   // other connections
/// viewModel.edit { $0.title = "Hells Bells (live)" }   // status: .edited
/// try await viewModel.save()                           // status: .saved
/// let close = viewModel.deletedElsewhere.observe { coordinator.close() }
/// ```
///
/// **A user's data is never lost.** The watchers never overwrite unsaved edits: a change made elsewhere
/// while the draft has edits is reported as ``RecordStatus/conflict(theirs:)`` and the draft stays as it
/// is; a save refuses to overwrite a version it has not seen (``RecordEditingError/conflict``) until the
/// user resolves the conflict (``resolveConflict(_:)``); a row deleted elsewhere keeps the draft, a save
/// then throws ``RecordEditingError/deletedElsewhere`` (whether the watchers or the save found the
/// deletion), and only ``restore()``, the user's explicit choice, inserts the row again with the draft.
/// Only the user's own actions discard edits (``reset()``, ``ConflictResolution/takeTheirs``,
/// ``delete()``).
///
/// Database work runs off the main actor (GRDB's async reads and writes); results are applied on the main
/// actor. Changes committed through `writer` are noticed at once by ``startWatching()`` (a GRDB
/// `ValueObservation`); those of other connections (another process, a second `DatabaseQueue` on the same
/// file) when ``refresh()`` runs, which ``watchExternalChanges(every:clock:)`` does periodically.
///
/// The view model holds its writer and its watchers; releasing it ends them. Nothing it starts keeps it
/// alive.
@MainActor
public final class RecordViewModel<Record>: ViewModel
where
    Record: FetchableRecord & PersistableRecord & Identifiable & Equatable & Sendable,
    Record.ID: DatabaseValueConvertible & Sendable
{
    /// The row's identifier.
    public nonisolated let id: Record.ID
    private let writer: any DatabaseWriter
    private let draftStorage: MutableProperty<Record>
    private let statusStorage = MutableProperty<RecordStatus<Record>>(.saved)
    private let deletedElsewhereEmitter = Emitter<Void>()
    /// The version of the row the draft is based on (the last one known from the database).
    private var base: Record
    /// Whether the row exists in the database, as far as the view model knows.
    private var exists = true
    /// The database's version when it changed under unsaved edits.
    private var theirs: Record?
    private var deletedHere = false
    /// The value a save in flight writes (its echo from the change watcher is not a change).
    private var saving: Record?
    private var isDeleting = false
    /// Counts the view model's own writes, so that a read started before one is not applied after it.
    private var writes = 0
    private var observation: AnyDatabaseCancellable?
    private var polling: Token?

    /// A view model over `record`, a row of `writer`'s database, as read by the caller. Not watching yet.
    public init(record: Record, writer: any DatabaseWriter) {
        self.id = record.id
        self.writer = writer
        self.base = record
        self.draftStorage = MutableProperty(record)
    }

    /// Reads the row `id` and makes a view model over it.
    ///
    /// - Throws: ``RecordEditingError/notFound`` when there is no such row, ``RecordEditingError/database(_:)``
    ///   when the read fails.
    public static func load(
        id: Record.ID, writer: any DatabaseWriter
    ) async throws(RecordEditingError)
        -> RecordViewModel<Record>
    {
        let record: Record?
        do {
            record = try await writer.read { db in try Record.fetchOne(db, id: id) }
        } catch {
            throw .database(String(describing: error))
        }
        guard let record else { throw .notFound }
        return RecordViewModel(record: record, writer: writer)
    }

    /// The record as edited: what the screen shows.
    public var draft: Property<Record> { draftStorage }

    /// Where the edits stand against the database.
    public var status: Property<RecordStatus<Record>> { statusStorage }

    /// Sent once when the watchers find the row deleted by someone else: the screen can close (check
    /// ``status`` for unsaved edits first).
    public var deletedElsewhere: Signal<Void> { deletedElsewhereEmitter }

    /// Whether the draft has edits that are not saved.
    public var hasUnsavedEdits: Bool { !deletedHere && draftStorage.value != base }

    /// Whether the change watcher runs (``startWatching()``).
    public var isWatching: Bool { observation != nil }

    // MARK: Editing

    /// Changes the draft. Does nothing once the view model deleted the row.
    public func edit(_ change: (inout Record) -> Void) {
        guard !deletedHere else { return }
        var copy = draftStorage.value
        change(&copy)
        draftStorage.value = copy
        updateStatus()
    }

    /// Writes the draft to the row, if the row is still the version the edits began from (or already
    /// holds the draft). A save never brings a deleted row back: that is ``restore()``.
    ///
    /// - Throws: ``RecordEditingError/conflict`` when the row changed since (the status then says how),
    ///   ``RecordEditingError/deletedElsewhere`` when it was deleted elsewhere (found by this save or
    ///   known already), ``RecordEditingError/deleted`` after ``delete()``,
    ///   ``RecordEditingError/database(_:)``. Nothing is written then.
    public func save() async throws(RecordEditingError) {
        guard !deletedHere else { throw .deleted }
        guard exists else { throw .deletedElsewhere }
        guard theirs == nil else { throw .conflict }
        try await write(expecting: base)
    }

    /// Inserts the row again with the draft, after it was deleted elsewhere (status
    /// ``RecordStatus/deletedElsewhere(unsavedEdits:)``): the user chose to bring it back.
    ///
    /// - Throws: ``RecordEditingError/nothingToRestore`` when the row is not known to be deleted
    ///   elsewhere (``refresh()`` first, or ``save()``), ``RecordEditingError/deleted`` after
    ///   ``delete()``, ``RecordEditingError/conflict`` when a row with this identifier was inserted
    ///   meanwhile (the status then holds it), ``RecordEditingError/database(_:)``. Nothing is written
    ///   then.
    public func restore() async throws(RecordEditingError) {
        guard !deletedHere else { throw .deleted }
        guard !exists else { throw .nothingToRestore }
        try await write(expecting: nil)
    }

    /// Discards the edits: the draft becomes the row as it is now in the database (and any conflict is
    /// resolved by taking that version). A row deleted elsewhere leaves the draft at its last known
    /// version.
    public func reset() async throws(RecordEditingError) {
        guard !deletedHere else { throw .deleted }
        let latest = try await read()
        writes += 1
        theirs = nil
        if let latest {
            base = latest
            exists = true
        } else {
            exists = false
        }
        draftStorage.value = base
        updateStatus()
    }

    /// Deletes the row; the watchers stop. Deleting again does nothing.
    public func delete() async throws(RecordEditingError) {
        guard !deletedHere else { return }
        let id = self.id
        writes += 1
        isDeleting = true
        defer { isDeleting = false }
        do {
            _ = try await writer.write { db in try Record.deleteOne(db, id: id) }
        } catch {
            throw .database(String(describing: error))
        }
        deletedHere = true
        stopWatching()
        updateStatus()
    }

    /// Resolves a ``RecordStatus/conflict(theirs:)``: keep the edits (the next save overwrites the
    /// database's version) or take the database's version.
    ///
    /// - Throws: ``RecordEditingError/noConflict`` when there is none.
    public func resolveConflict(_ resolution: ConflictResolution) throws(RecordEditingError) {
        guard let current = theirs else { throw .noConflict }
        base = current
        theirs = nil
        if resolution == .takeTheirs { draftStorage.value = current }
        updateStatus()
    }

    // MARK: Watching

    /// Reads the row now and applies what changed (the change and delete watchers' rules). Use it for
    /// changes made by other connections, which GRDB's observation does not see.
    public func refresh() async throws(RecordEditingError) {
        let before = writes
        let latest = try await read()
        // A read started before one of our writes may hold the row as it was before it: drop it.
        guard writes == before else { return }
        received(latest)
    }

    /// Starts the change and delete watchers for changes committed through the writer. Does nothing when
    /// already watching or after ``delete()``.
    public func startWatching() {
        guard observation == nil, !deletedHere else { return }
        let id = self.id
        observation = ValueObservation.tracking { db in try Record.fetchOne(db, id: id) }
            .start(
                in: writer, scheduling: .mainActor,
                onError: { [weak self] _ in self?.observation = nil },
                onChange: { [weak self] latest in self?.received(latest) })
    }

    /// Runs ``refresh()`` every `interval` on `clock` (for changes made by other connections), until
    /// ``stopWatching()`` or the view model is released. A failed read is retried at the next tick.
    public func watchExternalChanges<C: Clock<Duration>>(every interval: Duration, clock: C) {
        polling?.cancel()
        // Ticks are measured on the clock from now, not from when the task gets to run (contract 5).
        let start = clock.now
        let task = Task { @MainActor [weak self] in
            var tick = start.advanced(by: interval)
            while !Task.isCancelled {
                do { try await clock.sleep(until: tick, tolerance: nil) } catch { return }
                guard let self, !Task.isCancelled else { return }
                try? await self.refresh()
                // The next tick still ahead (ticks missed while the main actor was busy are skipped).
                tick = tick.advanced(by: interval)
                while tick <= clock.now { tick = tick.advanced(by: interval) }
            }
        }
        polling = Token { task.cancel() }
    }

    /// Stops both watchers.
    public func stopWatching() {
        observation?.cancel()
        observation = nil
        polling?.cancel()
        polling = nil
    }

    // MARK: Rules

    private enum SaveOutcome: Sendable {
        case saved
        case conflict(Record)
        case deletedElsewhere
    }

    /// Writes the draft if the row is `expected` (`nil`: absent, the draft is inserted) or holds the
    /// draft already; else nothing is written and the error says why.
    private func write(expecting expected: Record?) async throws(RecordEditingError) {
        let mine = draftStorage.value
        let id = self.id
        writes += 1
        saving = mine
        defer { saving = nil }
        let outcome: SaveOutcome
        do {
            outcome = try await writer.write { db -> SaveOutcome in
                let current = try Record.fetchOne(db, id: id)
                switch (current, expected) {
                case (nil, nil):
                    try mine.insert(db)
                    return .saved
                case (nil, .some):
                    return .deletedElsewhere
                case (.some(let current), _) where current == mine:
                    return .saved
                case (.some(let current), nil):
                    return .conflict(current)
                case (.some(let current), .some(let expected)):
                    guard current == expected else { return .conflict(current) }
                    try mine.update(db)
                    return .saved
                }
            }
        } catch {
            throw .database(String(describing: error))
        }
        switch outcome {
        case .saved:
            base = mine
            exists = true
            theirs = nil
            updateStatus()
        case .conflict(let current):
            exists = true
            theirs = current
            updateStatus()
            throw .conflict
        case .deletedElsewhere:
            markDeletedElsewhere()
            throw .deletedElsewhere
        }
    }

    private func read() async throws(RecordEditingError) -> Record? {
        let id = self.id
        do {
            return try await writer.read { db in try Record.fetchOne(db, id: id) }
        } catch {
            throw .database(String(describing: error))
        }
    }

    /// The change and delete watchers: `latest` is the row as the database now holds it.
    private func received(_ latest: Record?) {
        guard !deletedHere, !isDeleting else { return }
        guard let latest else {
            markDeletedElsewhere()
            return
        }
        exists = true
        if latest == base || latest == saving {
            // Unchanged, or the echo of our own save.
            base = latest
            theirs = nil
        } else if latest == draftStorage.value {
            base = latest  // the database holds exactly the draft
            theirs = nil
        } else if draftStorage.value == base {
            base = latest  // no unsaved edits: show the new version
            theirs = nil
            draftStorage.value = latest
        } else {
            theirs = latest  // unsaved edits: never overwrite them
        }
        updateStatus()
    }

    private func markDeletedElsewhere() {
        guard exists else { return }
        exists = false
        theirs = nil
        updateStatus()
        deletedElsewhereEmitter.send()
    }

    private func updateStatus() {
        let next: RecordStatus<Record>
        if deletedHere {
            next = .deleted
        } else if !exists {
            next = .deletedElsewhere(unsavedEdits: draftStorage.value != base)
        } else if let theirs {
            next = .conflict(theirs: theirs)
        } else if draftStorage.value != base {
            next = .edited
        } else {
            next = .saved
        }
        if statusStorage.value != next { statusStorage.value = next }
    }
}
