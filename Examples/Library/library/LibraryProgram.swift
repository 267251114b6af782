import LibraryCore
import Loom
import LoomTerminal

/// The terminal front-end of the library: every list screen is a `TerminalListView` over the screen's
/// data source (headers, the selection through every change, the position, jumping to a letter,
/// filtering the track picker); the program draws the visible screen of the coordinator's navigation
/// state and turns the keys the list leaves into view-model and coordinator calls. Everything else
/// lives in LibraryCore.
@MainActor
final class LibraryProgram: TerminalProgram, LibraryFrontEnd {
    let coordinator: LibraryCoordinator
    private var lists: [LibraryScreen: TerminalListView<any CellViewModel>] = [:]
    private var session: TerminalSession?
    private var polling: Task<Void, Never>?
    private let bag = Bag()
    private var message: String?
    private var help: HelpOverlay?
    /// The "not saved" question is on screen.
    private var confirmingQuit = false
    /// Quitting was asked while a save ran: decide when it finishes.
    private var quitWhenSaved = false
    private lazy var trackPane = TrackDetailPane(
        report: { [weak self] error in self?.coordinator.lastError.value = error },
        say: { [weak self] text in self?.message = text },
        perform: { [weak self] body in self?.perform(body) })

    init(store: LibraryDatabase) {
        message = store.openingNotice
        coordinator = LibraryCoordinator(store: store)
        coordinator.start(in: self)
        bag
            ++ coordinator.navigator.state.observe(skipsInitial: true) { [weak self] state in
                guard let self else { return }
                for screen in Array(self.lists.keys) where !state.contains(screen) {
                    self.lists[screen] = nil
                }
                self.updateTrackPane()
            }
        bag
            ++ store.playlistEdits.state.observe(skipsInitial: true) { [weak self] state in
                self?.saveStateChanged(state)
            }
    }

    private var edits: PlaylistEditQueue { coordinator.store.playlistEdits }

    /// The track pane shows the visible track's view model, bound only while it is visible.
    private func updateTrackPane() {
        if case .track(let detail) = coordinator.visibleScreenModel {
            trackPane.show(detail)
        } else {
            trackPane.show(nil)
        }
    }

    deinit {
        polling?.cancel()
    }

    func start(_ session: TerminalSession) {
        self.session = session
        // Another connection's writes are noticed by polling SQLite's data_version twice a second.
        polling = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(500))
                guard let self else { return }
                if await self.coordinator.refreshIfDatabaseChanged() { self.session?.setNeedsDisplay() }
            }
        }
    }

    private func saveStateChanged(_ state: PlaylistEditQueue.State) {
        if quitWhenSaved, state != .saving, let session {
            quitWhenSaved = false
            requestQuit(session)
        }
        session?.setNeedsDisplay()
    }

    // MARK: - Drawing

    func draw(into screen: inout ScreenBuffer) {
        let note = Paragraph(noteText.text, style: noteText.isProblem ? .bold : .dim)
        let parts = VerticalLayout([
            .fixed(1), .flexible, .fixed(max(1, note.height(forWidth: screen.width))), .fixed(1),
        ])
        .split(screen.bounds)
        let state = coordinator.navigator.value
        StatusLine(leading: " " + breadcrumb(state), trailing: editingBadge() + " ").render(
            into: &screen, in: parts[0])
        switch coordinator.visibleScreenModel {
        case .list(let list):
            listView(for: state.visible, list: list)?.render(into: &screen, in: parts[1])
        case .track:
            trackPane.render(into: &screen, in: parts[1])
        case nil:
            Label("Nothing to show").render(into: &screen, in: parts[1])
        }
        note.render(into: &screen, in: parts[2])
        HintBar(hints(state), status: edits.isSaving ? "saving…" : "library").render(
            into: &screen, in: parts[3])
        if confirmingQuit {
            UnsavedQuitPrompt(message: unsavedQuestion).render(into: &screen, in: screen.bounds)
        }
        help?.render(into: &screen, in: screen.bounds)
    }

    /// The lines above the hints: the last error and the edits that could not be saved, else a hint.
    private var noteText: (text: String, isProblem: Bool) {
        var problems: [String] = []
        if let error = coordinator.lastError.value, !error.isNotSaved { problems.append(error.sentence) }
        if case .notSaved(let reason) = edits.state.value {
            let count = edits.pending.count
            let kept = count == 1 ? "The edit stays" : "The \(count) edits stay"
            problems.append(
                LibraryError.notSaved(reason.description).sentence + " \(kept) on screen; ctrl-s tries again."
            )
        }
        return problems.isEmpty
            ? (message ?? coordinator.notice.value ?? "", false) : (problems.joined(separator: " "), true)
    }

    private var unsavedQuestion: String {
        var parts: [String] = []
        let count = edits.pending.count
        if count > 0 {
            let reason = edits.state.value.problem.map { " (\($0.description))" } ?? ""
            parts.append("\(count) playlist edit\(count == 1 ? " is" : "s are") not saved\(reason).")
        }
        let tracks = coordinator.unsavedTracks
        if !tracks.isEmpty {
            let names = tracks.map { "“\($0.title.value)”" }.joined(separator: ", ")
            parts.append("The edits of \(names) are not saved.")
        }
        return parts.joined(separator: " ") + " Quitting now loses them (they are listed when library exits)."
    }

    private func breadcrumb(_ state: NavigationState<LibraryScreen>) -> String {
        (state.stack + state.presented).map { screen in
            switch coordinator.screenModel(for: screen) {
            case .list(let list): list.title
            case .track(let detail): detail.title.value
            case nil: screen.description
            }
        }.joined(separator: " › ")
    }

    private func editingBadge() -> String {
        guard case .list(let list) = coordinator.visibleScreenModel, let playlist = list as? PlaylistViewModel
        else {
            return ""
        }
        return playlist.isEditing ? "EDITING" : ""
    }

    private func hints(_ state: NavigationState<LibraryScreen>) -> [KeyHint] {
        let move = KeyHint("↑↓", "move")
        let open = KeyHint("enter", "open")
        let helpHint = KeyHint("F1", "help", priority: .help)
        let quit = KeyHint("q", "quit", priority: .essential)
        let back = KeyHint("esc", "back", priority: .essential)
        switch state.visible {
        case .artists:
            return [move, KeyHint("a–z", "jump"), open, back, helpHint]
        case .playlist:
            return [
                move, KeyHint("e", "edit"), KeyHint("a", "add", priority: .low),
                KeyHint("d", "delete", priority: .low),
                KeyHint("[ ]", "reorder", priority: .low), back, helpHint, quit,
            ]
        case .trackPicker:
            return [
                move, KeyHint("type", "filter"), KeyHint("enter", "add this track"),
                KeyHint("esc", "cancel", priority: .essential), helpHint,
            ]
        case .track:
            // While a field is open, its keys are all there is.
            return trackPane.isEditingField ? trackPane.hints : trackPane.hints + [back, helpHint, quit]
        case .home: return [move, open, helpHint, KeyHint("q esc", "quit", priority: .essential)]
        default: return [move, open, back, helpHint, quit]
        }
    }

    static let helpSections: [HelpOverlay.Section] = [
        HelpOverlay.Section(
            "Program",
            [
                KeyHint("F1 ?", "this help (? is a letter while adding a track)"),
                KeyHint("q", "quit (where letters do not jump or filter)"), KeyHint("ctrl-c", "quit at once"),
            ]),
        HelpOverlay.Section(
            "Lists",
            [
                KeyHint("↑ ↓", "move"), KeyHint("pgup pgdn", "move by a page"),
                KeyHint("home end", "first / last"),
                KeyHint("enter →", "open the selected row"),
                KeyHint("esc ← backspace", "back to the previous screen (esc on the home screen quits)"),
                KeyHint("a–z 0–9 #", "artists: jump to the letter"),
            ]),
        HelpOverlay.Section(
            "A playlist",
            [
                KeyHint("e", "start or stop editing (every change is saved at once)"),
                KeyHint("a", "add a track (while editing)"),
                KeyHint("d", "delete the selected track (while editing)"),
                KeyHint("[ ]", "move the selected track up / down (while editing)"),
                KeyHint("ctrl-s", "try again to save edits that could not be saved"),
            ]),
        HelpOverlay.Section(
            "A track",
            [
                KeyHint("r", "rename the track"), KeyHint("c", "edit the composer (empty: none)"),
                KeyHint("ctrl-s", "save the draft"),
                KeyHint("b", "bring back a track deleted elsewhere, with the draft"),
                KeyHint("u", "reset: discard the edits, show the saved track"),
                KeyHint("k t", "after a change made elsewhere: keep mine / take theirs"),
                KeyHint("esc ← backspace", "back (with unsaved edits, warns once first)"),
            ]),
        HelpOverlay.Section(
            "Renaming, editing the composer",
            [KeyHint("letters", "type")] + TextField.helpKeys + [
                KeyHint("enter", "keep the edit in the draft (not saved yet)"),
                KeyHint("ctrl-s", "keep the edit and save the draft"), KeyHint("esc", "cancel the field"),
            ]),
        HelpOverlay.Section(
            "Adding a track",
            [
                KeyHint("letters", "filter the tracks (by name or artist)"),
                KeyHint("paste", "add the text to the filter"),
                KeyHint("backspace", "delete a letter of the filter"),
                KeyHint("alt-backspace ctrl-w", "delete a word of the filter"),
                KeyHint("ctrl-u", "clear the filter"), KeyHint("enter", "add the selected track"),
                KeyHint("esc", "clear the filter, then cancel"),
            ]),
        HelpOverlay.Section("Asked about edits not saved", UnsavedQuitPrompt.helpKeys),
    ]

    /// The list view of a list screen, made the first time the screen shows and kept while it is in
    /// the navigation state (so its selection and filter stay when the user comes back).
    private func listView(
        for screen: LibraryScreen?, list: any LibraryListViewModel
    ) -> TerminalListView<any CellViewModel>? {
        guard let screen else { return nil }
        if let view = lists[screen] { return view }
        let view = TerminalListView(dataSource: list.list, emptyText: "  (empty)")
        view.filtersAsYouType = list is TrackPickerViewModel
        view.onChange = { [weak self] in self?.session?.setNeedsDisplay() }
        lists[screen] = view
        return view
    }

    // MARK: - Keys

    func handle(_ key: Key, session: TerminalSession) {
        if help != nil {
            if help?.handle(key) == .intent(.dismissed) { help = nil }
            return
        }
        if confirmingQuit {
            handleConfirmation(key, session: session)
            return
        }
        message = nil
        coordinator.lastError.value = nil
        coordinator.notice.value = nil
        if case .track = coordinator.visibleScreenModel, trackPane.handleKey(key) {
            return
        }
        if key == .function(1) {
            help = HelpOverlay(title: "library keys", sections: Self.helpSections)
            return
        }
        if key == .control("s") {
            edits.retry()
            return
        }
        if case .list(let list) = coordinator.visibleScreenModel,
            let view = listView(for: coordinator.navigator.value.visible, list: list),
            handleList(key, list, view)
        {
            return
        }
        switch key {
        case .character("?"):
            help = HelpOverlay(title: "library keys", sections: Self.helpSections)
        case .character("q"):
            requestQuit(session)
        case .escape, .backspace, .left:
            // Esc goes back, and quits from the home screen, as in every Loom program.
            if !coordinator.back() && key == .escape { requestQuit(session) }
        default:
            break
        }
    }

    /// The list's keys first (moving, jumping, filtering, Enter), then a playlist's; returns whether
    /// the key was used.
    private func handleList(
        _ key: Key, _ list: any LibraryListViewModel, _ view: TerminalListView<any CellViewModel>
    ) -> Bool {
        switch view.handle(key) {
        case .intent(.activated(let indexPath)):
            run { () throws(LibraryError) in try list.activate(indexPath) }
            return true
        case .intent, .handled:
            return true
        case .ignored:
            break
        }
        if key == .right, let selection = view.selection {
            run { () throws(LibraryError) in try list.activate(selection) }
            return true
        }
        guard let playlist = list as? PlaylistViewModel else { return false }
        return handlePlaylist(key, playlist, position: view.selection?.row)
    }

    private func handlePlaylist(_ key: Key, _ playlist: PlaylistViewModel, position: Int?) -> Bool {
        let count = playlist.entries.records.count
        switch key {
        case .character("e"):
            playlist.toggleEditing()
            message =
                playlist.isEditing
                ? "Editing: a add · d delete · [ ] reorder · e done"
                : edits.pending.isEmpty ? "Saved." : edits.isSaving ? "Saving…" : nil
        case .character("a"):
            guard playlist.isEditing else {
                message = "Press e to edit the playlist first."
                return true
            }
            playlist.insertCell.insert()
        case .character("d"):
            guard let position, position < count else { return true }
            run { () throws(LibraryError) in try playlist.deleteEntry(at: position) }
        case .character("["):
            guard let position, position > 0, position < count else { return true }
            run { () throws(LibraryError) in try playlist.moveEntry(from: position, to: position - 1) }
        case .character("]"):
            guard let position, position + 1 < count else { return true }
            run { () throws(LibraryError) in try playlist.moveEntry(from: position, to: position + 1) }
        default:
            return false
        }
        return true
    }

    /// Runs an asynchronous action of a view model (a save, a reset); its error is shown.
    private func perform(_ body: @escaping @MainActor () async throws(LibraryError) -> Void) {
        Task { [weak self] in
            do throws(LibraryError) {
                try await body()
            } catch {
                self?.coordinator.lastError.value = error
            }
            self?.session?.setNeedsDisplay()
        }
    }

    private func handleConfirmation(_ key: Key, session: TerminalSession) {
        switch UnsavedQuitPrompt.answer(to: key) {
        case .quitWithoutSaving:
            session.quit(0)  // the command lists the unsaved edits and exits with status 2
        case .save:
            confirmingQuit = false
            // The tracks first, then the playlist edits; then quit, or ask again if something could not be
            // saved.
            Task { [weak self] in
                guard let self else { return }
                await self.coordinator.saveUnsavedTracks()
                if self.edits.pending.isEmpty || self.edits.isSaving {
                    self.requestQuit(session)
                } else {
                    self.quitWhenSaved = true
                    self.edits.retry()
                }
                session.setNeedsDisplay()
            }
        case .stay:
            confirmingQuit = false
        case nil:
            break
        }
    }

    /// Quits, unless a save runs (then waits for it) or edits are not saved (then asks).
    private func requestQuit(_ session: TerminalSession) {
        if edits.isSaving {
            quitWhenSaved = true
            message = "Saving…"
        } else if !edits.pending.isEmpty || !coordinator.unsavedTracks.isEmpty {
            confirmingQuit = true
        } else {
            session.quit()
        }
    }

    private func run(_ body: () throws(LibraryError) -> Void) {
        do {
            try body()
        } catch {
            coordinator.lastError.value = error
        }
    }
}

extension LibraryError {
    /// Whether this is the report of edits that could not be saved (shown from the edit queue's state).
    fileprivate var isNotSaved: Bool {
        if case .notSaved = self { return true }
        return false
    }
}

extension PlaylistEditQueue.State {
    /// Why the last save failed, if it did.
    fileprivate var problem: LibraryError? {
        if case .notSaved(let error) = self { return error }
        return nil
    }
}
