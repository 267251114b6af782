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
    private let trackPane = TrackDetailPane()

    init(store: LibraryStore) {
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
        let parts = VerticalLayout([.fixed(1), .flexible, .fixed(1), .fixed(1)]).split(screen.bounds)
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
        let error = coordinator.lastError.value.map { "Error: \($0.description)" }
        var dim = TextStyle.plain
        dim.isDim = true
        Label(error ?? message ?? "", style: error == nil ? dim : .bold).render(into: &screen, in: parts[2])
        StatusLine(leading: " " + help(state), style: .inverse).render(into: &screen, in: parts[3])
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

    private func help(_ state: NavigationState<LibraryScreen>) -> String {
        switch state.visible {
        case .playlist:
            "↑↓ move · enter open · e edit · a add · d delete · [ ] reorder · esc back · q quit"
        case .trackPicker: "↑↓ move · enter add this track · esc cancel · q quit"
        case .track: "esc back · q quit"
        case .home: "↑↓ move · enter open · q quit"
        default: "↑↓ move · enter open · esc back · q quit"
        }
    }

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
        message = nil
        coordinator.lastError.value = nil
        let state = coordinator.navigator.value
        if key == .character("q") {
            session.quit()
            return
        }
        if key == .escape || key == .backspace || key == .left {
            coordinator.back()
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
