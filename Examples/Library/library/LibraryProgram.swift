import LibraryCore
import Loom
import LoomTerminal

/// The terminal front-end of the library: it draws the visible screen of the coordinator's navigation
/// state and turns keys into view-model and coordinator calls. Everything else lives in LibraryCore.
@MainActor
final class LibraryProgram: TerminalProgram, LibraryFrontEnd {
    let coordinator: LibraryCoordinator
    private var presenters: [LibraryScreen: ListPresenter] = [:]
    private var session: TerminalSession?
    private var polling: Task<Void, Never>?
    private let bag = Bag()
    private var message: String?
    private var help: HelpOverlay?
    private let trackPane = TrackDetailPane()

    init(store: LibraryStore) {
        message = store.openingNotice
        coordinator = LibraryCoordinator(store: store)
        coordinator.start(in: self)
        bag
            ++ coordinator.navigator.state.observe(skipsInitial: true) { [weak self] state in
                guard let self else { return }
                for screen in Array(self.presenters.keys) where !state.contains(screen) {
                    self.presenters[screen] = nil
                }
                self.updateTrackPane()
            }
    }

    /// The track pane shows the visible track's view model, bound only while it is visible.
    private func updateTrackPane() {
        if case .track(let detail) = coordinator.visibleScreenModel {
            trackPane.viewModel = detail
            trackPane.handle(.willAppear)
        } else {
            trackPane.handle(.willDisappear)
            trackPane.viewModel = nil
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
                if self.coordinator.refreshIfDatabaseChanged() { self.session?.setNeedsDisplay() }
            }
        }
    }

    // MARK: - Drawing

    func draw(into screen: inout ScreenBuffer) {
        let error = coordinator.lastError.value.map(\.sentence)
        let note = Paragraph(error ?? message ?? "", style: error == nil ? .dim : .bold)
        let parts = VerticalLayout([
            .fixed(1), .flexible, .fixed(max(1, note.height(forWidth: screen.width))), .fixed(1),
        ])
        .split(screen.bounds)
        let state = coordinator.navigator.value
        StatusLine(leading: " " + breadcrumb(state), trailing: editingBadge() + " ").render(
            into: &screen, in: parts[0])
        switch coordinator.visibleScreenModel {
        case .list(let list):
            if let presenter = presenter(for: state.visible, list: list) {
                drawList(presenter, into: &screen, in: parts[1])
            }
        case .track:
            Label(trackPane.title, style: .bold).render(into: &screen, in: parts[1].inset(left: 2))
            for (index, line) in trackPane.lines.enumerated() {
                screen.write(line, row: parts[1].row + 2 + index, column: 2)
            }
        case nil:
            Label("Nothing to show").render(into: &screen, in: parts[1])
        }
        note.render(into: &screen, in: parts[2])
        HintBar(hints(state), status: "library").render(into: &screen, in: parts[3])
        help?.render(into: &screen, in: screen.bounds)
    }

    private func drawList(_ presenter: ListPresenter, into screen: inout ScreenBuffer, in rect: Rect) {
        var rows: [ListRow] = []
        var selected: Int?
        for line in presenter.lines {
            switch line {
            case .header(let title):
                rows.append(ListRow("── \(title) ──", style: .bold))
            case .row(let indexPath, let title, let subtitle, let editingStyle):
                let mark =
                    switch editingStyle {
                    case .delete: "− "
                    case .insert: "+ "
                    case .none: "  "
                    }
                if indexPath == presenter.selection { selected = rows.count }
                rows.append(ListRow(mark + title, detail: subtitle ?? ""))
            }
        }
        var list = ListBox(rows: rows, viewportHeight: rect.height, emptyText: "  (empty)")
        if let selected { list.select(selected) }
        list.render(into: &screen, in: rect)
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
        case .playlist:
            return [
                move, KeyHint("e", "edit"), KeyHint("a", "add", priority: .low),
                KeyHint("d", "delete", priority: .low),
                KeyHint("[ ]", "reorder", priority: .low), back, helpHint, quit,
            ]
        case .trackPicker:
            return [
                move, KeyHint("enter", "add this track"), KeyHint("esc", "cancel", priority: .essential),
                helpHint, quit,
            ]
        case .track: return [back, helpHint, quit]
        case .home: return [move, open, helpHint, KeyHint("q esc", "quit", priority: .essential)]
        default: return [move, open, back, helpHint, quit]
        }
    }

    static let helpSections: [HelpOverlay.Section] = [
        HelpOverlay.Section(
            "Lists",
            [
                KeyHint("↑ ↓", "move"), KeyHint("pgup pgdn", "move by a page"),
                KeyHint("home end", "first / last"),
                KeyHint("enter →", "open the selected row"),
                KeyHint("esc ← backspace", "back to the previous screen (esc on the home screen quits)"),
            ]),
        HelpOverlay.Section(
            "A playlist",
            [
                KeyHint("e", "start or stop editing (every change is saved at once)"),
                KeyHint("a", "add a track (while editing)"),
                KeyHint("d", "delete the selected track (while editing)"),
                KeyHint("[ ]", "move the selected track up / down (while editing)"),
            ]),
        HelpOverlay.Section(
            "Program",
            [KeyHint("F1 ?", "this help"), KeyHint("q", "quit"), KeyHint("ctrl-c", "quit at once")]),
    ]

    private func presenter(for screen: LibraryScreen?, list: any LibraryListViewModel) -> ListPresenter? {
        guard let screen else { return nil }
        if let presenter = presenters[screen] { return presenter }
        let presenter = ListPresenter(dataSource: list.list)
        presenter.onChange = { [weak self] in self?.session?.setNeedsDisplay() }
        presenters[screen] = presenter
        return presenter
    }

    // MARK: - Keys

    func handle(_ key: Key, session: TerminalSession) {
        if help != nil {
            if help?.handle(key) == .intent(.dismissed) { help = nil }
            return
        }
        message = nil
        coordinator.lastError.value = nil
        let state = coordinator.navigator.value
        if key == .function(1) || key == .character("?") {
            help = HelpOverlay(title: "library keys", sections: Self.helpSections)
            return
        }
        if key == .character("q") {
            session.quit()
            return
        }
        if key == .escape || key == .backspace || key == .left {
            // Esc goes back, and quits from the home screen, as in every Loom program.
            if !coordinator.back() && key == .escape { session.quit() }
            return
        }
        guard case .list(let list) = coordinator.visibleScreenModel,
            let presenter = presenter(for: state.visible, list: list)
        else { return }
        let page = max(1, session.size.height - 4)
        switch key {
        case .up: presenter.moveSelection(by: -1)
        case .down: presenter.moveSelection(by: 1)
        case .pageUp: presenter.moveSelection(by: -page)
        case .pageDown: presenter.moveSelection(by: page)
        case .home: presenter.moveSelection(by: -Int.max / 2)
        case .end: presenter.moveSelection(by: Int.max / 2)
        case .enter, .right:
            guard let selection = presenter.selection else { return }
            run { () throws(LibraryError) in try list.activate(selection) }
        default:
            if let playlist = list as? PlaylistViewModel { handlePlaylist(key, playlist, presenter) }
        }
    }

    private func handlePlaylist(_ key: Key, _ playlist: PlaylistViewModel, _ presenter: ListPresenter) {
        let position = presenter.selection?.row
        let count = playlist.entries.records.count
        switch key {
        case .character("e"):
            playlist.toggleEditing()
            message = playlist.isEditing ? "Editing: a add · d delete · [ ] reorder · e done" : "Saved."
        case .character("a"):
            guard playlist.isEditing else {
                message = "Press e to edit the playlist first."
                return
            }
            playlist.insertCell.insert()
        case .character("d"):
            guard let position, position < count else { return }
            run { () throws(LibraryError) in try playlist.deleteEntry(at: position) }
        case .character("["):
            guard let position, position > 0, position < count else { return }
            run { () throws(LibraryError) in try playlist.moveEntry(from: position, to: position - 1) }
        case .character("]"):
            guard let position, position + 1 < count else { return }
            run { () throws(LibraryError) in try playlist.moveEntry(from: position, to: position + 1) }
        default:
            break
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
