import LibraryCore
import Loom
import LoomTerminal

/// The terminal front-end of the library: a `TerminalNavigationInterpreter` shows the coordinator's
/// navigator (one view per screen shown, kept while the screen is in the navigation state; Esc, ← and
/// Backspace go back), every list screen is a `TerminalListView` over the screen's data source
/// (headers, the selection through every change, the position, jumping to a letter, filtering the
/// track picker); the program draws the visible screen and turns the keys the list leaves into
/// view-model and coordinator calls. Everything else lives in LibraryCore.
@MainActor
final class LibraryProgram: TerminalProgram, LibraryFrontEnd {
    let coordinator: LibraryCoordinator
    /// The view of each screen shown: a list, or `nil` for a track (the track pane shows it).
    private lazy var screens = TerminalNavigationInterpreter(navigator: coordinator.navigator) {
        [weak self] screen in self?.makeListView(for: screen) ?? nil
    }
    private var session: TerminalSession?
    private var polling: Task<Void, Never>?
    private let bag = Bag()
    private var message: String?
    /// The help and the "not saved" question.
    private var overlays = ProgramOverlays(
        helpTitle: "library keys", helpSections: LibraryProgram.helpSections)
    private lazy var trackPane = TrackDetailPane(
        report: { [weak self] error in self?.coordinator.lastError.value = error },
        say: { [weak self] text in self?.message = text },
        perform: { [weak self] body in self?.perform(body) })

    init(store: LibraryDatabase) {
        message = store.openingNotice
        coordinator = LibraryCoordinator(store: store)
        coordinator.start(in: self)
        screens.onChange = { [weak self] in
            self?.updateTrackPane()
            self?.session?.setNeedsDisplay()  // also when loom-inspect moved the navigation in time
        }
        screens.start()
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
        if state != .saving, let session, overlays.saveEnded(unsavedQuestion: unsavedQuestion) {
            session.quit()
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
        case .list:
            visibleList?.render(into: &screen, in: parts[1])
        case .track:
            trackPane.render(into: &screen, in: parts[1])
        case nil:
            Label("Nothing to show").render(into: &screen, in: parts[1])
        }
        note.render(into: &screen, in: parts[2])
        HintBar(hints(state), status: edits.isSaving ? "saving…" : "library").render(
            into: &screen, in: parts[3])
        overlays.render(into: &screen, in: screen.bounds)
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

    /// What the "not saved" question says, or `nil` when every edit is saved.
    private var unsavedQuestion: String? {
        guard !edits.pending.isEmpty || !coordinator.unsavedTracks.isEmpty else { return nil }
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

    private func breadcrumb(_ state: NavigationState<LibraryRoute>) -> String {
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

    private func hints(_ state: NavigationState<LibraryRoute>) -> [KeyHint] {
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

    /// The visible screen's list view (`nil` on a track).
    private var visibleList: TerminalListView<any CellViewModel>? { screens.visibleView ?? nil }

    /// The list view of a list screen, made when the screen shows and kept while it is in the
    /// navigation state (so its selection and filter stay when the user comes back); `nil` for a track.
    private func makeListView(for screen: LibraryRoute) -> TerminalListView<any CellViewModel>? {
        guard case .list(let list) = coordinator.screenModel(for: screen) else { return nil }
        let view = TerminalListView(dataSource: list.list, emptyText: "  (empty)")
        view.filtersAsYouType = list is TrackPickerViewModel
        view.onChange = { [weak self] in self?.session?.setNeedsDisplay() }
        return view
    }

    // MARK: - Keys

    func handle(_ key: Key, session: TerminalSession) {
        if overlays.isShowing {
            if overlays.handle(key, session: session) == .intent(.save) { saveAndQuit(session) }
            return
        }
        message = nil
        coordinator.lastError.value = nil
        coordinator.notice.value = nil
        if case .track = coordinator.visibleScreenModel, trackPane.handleKey(key) {
            return
        }
        if overlays.handle(key, session: session).isHandled {
            return
        }
        if key == .control("s") {
            edits.retry()
            return
        }
        if case .list(let list) = coordinator.visibleScreenModel,
            let view = visibleList,
            handleList(key, list, view)
        {
            return
        }
        switch key {
        case .character("?"):
            overlays.showHelp()
        case .character("q"):
            requestQuit(session)
        case .escape, .backspace, .left:
            // Esc goes back, and quits from the home screen, as in every Loom program.
            if !screens.handleBack(key) && key == .escape { requestQuit(session) }
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

    /// Asked about edits not saved, the user chose to save: the tracks first, then the playlist edits;
    /// then quit, or ask again if something could not be saved.
    private func saveAndQuit(_ session: TerminalSession) {
        Task { [weak self] in
            guard let self else { return }
            await self.coordinator.saveUnsavedTracks()
            if self.edits.pending.isEmpty || self.edits.isSaving {
                self.requestQuit(session)
            } else {
                _ = self.overlays.requestQuit(isSaving: true, unsavedQuestion: nil)  // quit when saved
                self.edits.retry()
            }
            session.setNeedsDisplay()
        }
    }

    /// Quits, unless a save runs (then waits for it) or edits are not saved (then asks).
    private func requestQuit(_ session: TerminalSession) {
        if overlays.requestQuit(isSaving: edits.isSaving, unsavedQuestion: unsavedQuestion) {
            session.quit()
        } else if overlays.quitsWhenSaved {
            message = "Saving…"
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
