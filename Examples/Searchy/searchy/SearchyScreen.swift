import Loom
import LoomTerminal
import SearchyCore

/// Searchy's terminal view: a search field with live results, and a detail view of one result.
///
/// It is a ``SearchyView``: it shows the ``SearchState`` it is given and publishes what the user
/// types and chooses; ``SearchyBinding`` connects it to the model, which debounces and searches.
///
/// Keys on the search screen: typing edits the term (Backspace, Left/Right, ctrl-u); Down or Tab
/// moves into the results, where Up/Down/Page Up/Page Down/Home/End select, and Tab, `/` or Up
/// from the first row go back to the field; Enter opens the selected result; Escape quits, and
/// so does `q` in the results. On the detail screen Escape (or Left, Backspace) goes back and
/// `q` quits.
@MainActor
final class SearchyScreen: SearchyView, TerminalProgram {
    let lifetime = Lifetime()
    private let typed = Emitter<String>()
    private let chosen = Emitter<SearchResult>()
    var searchTerm: Signal<String> { typed }
    var selected: Signal<SearchResult> { chosen }
    var display: Binder<SearchState> { Binder(self, \.state) }

    /// The state to show; set by the binding.
    var state = SearchState.idle {
        didSet {
            if state.results != oldValue.results {
                // New results: start again at the top (rows are formatted when drawn).
                list.rows = state.results.map { _ in ListRow("") }
                list.select(0)
            }
            session?.setNeedsDisplay()
        }
    }
    /// The result shown on the detail screen, or `nil` on the search screen.
    private(set) var detail: SearchResult?
    private var field = TextField(prompt: "Search: ", placeholder: "type a track, artist or album")
    private var list = ListBox(isFocused: false)
    private var session: TerminalSession?
    /// Where the catalog comes from, for the title.
    private let source: String

    init(source: String) {
        self.source = source
    }

    /// Shows the detail screen for `result` (called through the binding's `onSelect`).
    func showDetail(of result: SearchResult) {
        detail = result
        session?.setNeedsDisplay()
    }

    func start(_ session: TerminalSession) {
        self.session = session
    }

    // MARK: Drawing

    func draw(into screen: inout ScreenBuffer) {
        if let detail {
            drawDetail(detail, into: &screen)
        } else {
            drawSearch(into: &screen)
        }
    }

    private func drawSearch(into screen: inout ScreenBuffer) {
        let parts = VerticalLayout([.fixed(1), .fixed(1), .fixed(1), .flexible, .fixed(1)]).split(
            screen.bounds)
        Label("Searchy · \(source)", style: .bold).render(into: &screen, in: parts[0])
        field.render(into: &screen, in: parts[1])
        let columns = Columns(width: screen.width)
        Label(columns.header, style: .underlined).render(into: &screen, in: parts[2])
        if case .failed(let message) = state.status {
            Label("⚠ Search failed: \(message)", style: TextStyle(bold: true, foreground: .red))
                .render(into: &screen, in: parts[3])
        } else {
            list.rows = state.results.map { columns.row(for: $0) }
            list.emptyText =
                state.status == .idle ? "" : state.status == .searching ? "Searching…" : "No results"
            list.viewportHeight = max(1, parts[3].height)
            list.render(into: &screen, in: parts[3])
        }
        StatusLine(
            leading: statusText,
            trailing: list.isFocused ? "enter open · / search · q quit" : "↓ results · esc quit"
        )
        .render(into: &screen, in: parts[4])
    }

    private var statusText: String {
        switch state.status {
        case .idle: "Type to search"
        case .searching: "Searching “\(state.term)”…"
        case .loaded:
            "\(state.results.count) result\(state.results.count == 1 ? "" : "s") for “\(state.term)”"
        case .failed: "Search for “\(state.term)” failed"
        }
    }

    private func drawDetail(_ result: SearchResult, into screen: inout ScreenBuffer) {
        let parts = VerticalLayout([.fixed(1), .fixed(1), .flexible, .fixed(1)]).split(screen.bounds)
        Label(result.name, style: .bold).render(into: &screen, in: parts[0])
        var lines: [(String, String)] = [
            ("Artist", result.artist), ("Album", result.album), ("Genre", result.genre),
            ("Duration", SearchResultFormatter.duration(milliseconds: result.milliseconds)),
        ]
        if let price = result.price { lines.append(("Price", String(describing: price))) }
        lines.append(("Track id", String(result.id)))
        for (index, line) in lines.enumerated() where index < parts[2].height {
            let row = Rect(row: parts[2].row + index, column: 0, width: screen.width, height: 1)
            Label(DisplayWidth.pad(line.0, to: 10), style: .dim).render(into: &screen, in: row)
            Label(line.1.isEmpty ? "—" : line.1).render(into: &screen, in: row.inset(left: 10))
        }
        StatusLine(leading: "esc back · q quit", trailing: "track \(result.id)").render(
            into: &screen, in: parts[3])
    }

    // MARK: Keys

    func handle(_ key: Key, session: TerminalSession) {
        if detail != nil {
            handleDetail(key, session: session)
        } else if list.isFocused {
            handleList(key, session: session)
        } else {
            handleField(key, session: session)
        }
    }

    private func handleDetail(_ key: Key, session: TerminalSession) {
        switch key {
        case .escape, .left, .backspace: detail = nil
        case .character("q"): session.quit()
        default: break
        }
    }

    private func handleField(_ key: Key, session: TerminalSession) {
        switch field.handle(key) {
        case .intent(.textChanged(let text)):
            typed.send(text)
        case .intent(.submitted):
            openSelection()
        case .handled:
            break
        case .ignored:
            switch key {
            case .escape: session.quit()
            case .down, .tab, .pageDown: if !state.results.isEmpty { focusList(true) }
            default: break
            }
        }
    }

    private func handleList(_ key: Key, session: TerminalSession) {
        switch key {
        case .character("q"), .escape:
            session.quit()
        case .tab, .character("/"):
            focusList(false)
        case .up where list.selection == 0:
            focusList(false)
        case .character:
            focusList(false)
            handleField(key, session: session)
        default:
            if case .intent(.activated) = list.handle(key) { openSelection() }
        }
    }

    private func focusList(_ focused: Bool) {
        list.isFocused = focused
        field.isFocused = !focused
    }

    private func openSelection() {
        guard let index = list.selection, state.results.indices.contains(index) else { return }
        chosen.send(state.results[index])
    }
}

/// The widths of the result columns for a screen width: track, artist, album, then the duration.
private struct Columns {
    let track: Int
    let artist: Int
    let album: Int
    static let duration = 6

    init(width: Int) {
        let flexible = max(0, width - Self.duration - 3)
        track = flexible * 4 / 10
        artist = flexible * 3 / 10
        album = max(0, flexible - track - artist)
    }

    var header: String {
        DisplayWidth.pad("Track", to: track) + " " + DisplayWidth.pad("Artist", to: artist) + " "
            + DisplayWidth.pad("Album", to: album) + " "
            + DisplayWidth.pad("Time", to: Self.duration, alignment: .trailing)
    }

    func row(for result: SearchResult) -> ListRow {
        let text =
            DisplayWidth.pad(result.name, to: track) + " " + DisplayWidth.pad(result.artist, to: artist) + " "
            + DisplayWidth.pad(result.album, to: album)
        return ListRow(text, detail: SearchResultFormatter.duration(milliseconds: result.milliseconds))
    }
}
