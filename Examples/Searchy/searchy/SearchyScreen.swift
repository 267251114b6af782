import Loom
import LoomTerminal
import SearchyCore

/// Searchy's terminal view: a search field with live results, and a detail view of one result.
/// Where it is (the search, then a result's details) is a `Navigator<SearchyRoute>`, as on SwiftUI,
/// shown by a `TerminalNavigationInterpreter`; the results are a `TerminalListView` over an
/// `ArrayDataSource` of the results.
///
/// It is a ``SearchyView``: it shows the ``SearchState`` it is given and publishes what the user
/// types and chooses; ``SearchyBinding`` connects it to the model, which debounces and searches.
///
/// Keys: every printable character and every paste types into the search field, wherever the
/// focus is (from the results or a detail view it goes back to the field first), so no letter ever
/// quits. On the field: the ``TextField`` keys edit (Alt+Backspace deletes a word; Alt+Enter does
/// nothing); Down, Tab or Page Down move into the results; Enter opens the first result; Esc quits.
/// In the results: Up/Down/Page Up/Page Down/Home/End select, Enter opens, Esc, Tab, Shift-Tab or
/// Up from the first row go back to the field. On the detail view: Esc, Left or Backspace go back.
/// F1 shows every key; ctrl-c quits from anywhere. Matches are highlighted; when a match is in the
/// composer only, the composer is shown with the track.
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
                results.reset(items: state.results)
                list.reloadData()
                try? list.select(ListIndexPath(section: 0, row: 0))
            }
            session?.setNeedsDisplay()
        }
    }
    /// Where the screen is: the search, then a chosen result's details.
    let navigator = Navigator<SearchyRoute>(root: .search)
    private let screens: TerminalNavigationInterpreter<SearchyRoute, SearchyRoute>
    /// The result shown on the detail screen, or `nil` on the search screen.
    private var detail: SearchResult? {
        guard case .result(let result) = screens.visibleView else { return nil }
        return result
    }
    /// A notice shown until the first key (the catalog was created or rebuilt, say).
    private(set) var notice: String?
    /// The help.
    private var overlays = ProgramOverlays(
        helpTitle: "searchy keys", helpSections: SearchyScreen.helpSections)
    private var field = TextField(prompt: "Search: ", placeholder: "type a track, artist, album or composer")
    private let results = ArrayDataSource<SearchResult>(items: [])
    private lazy var list = makeList()
    /// The result columns for the screen's width (set when drawn; rows are formatted when drawn).
    private var columns = Columns(width: 80)
    private var session: TerminalSession?
    /// Where the catalog comes from, for the title.
    private let source: String

    init(source: String, notice: String? = nil) {
        self.source = source
        self.notice = notice
        screens = TerminalNavigationInterpreter(navigator: navigator) { $0 }
        screens.start()
    }

    private func makeList() -> TerminalListView<SearchResult> {
        let list = TerminalListView(dataSource: results) { [weak self] result in
            guard let self else { return ListRow("") }
            return self.columns.row(for: result, term: self.state.term)
        }
        list.isFocused = false
        list.showsStatusLine = false
        list.showsEditingColumn = false
        return list
    }

    /// Shows the detail screen for `result` (called through the binding's `onSelect`).
    func showDetail(of result: SearchResult) {
        navigator.value.push(.result(result))
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
        overlays.render(into: &screen, in: screen.bounds)
    }

    private func drawSearch(into screen: inout ScreenBuffer) {
        let note = Paragraph(notice ?? "", style: .bold)
        let status = Paragraph(statusText, style: .dim)
        let parts = VerticalLayout([
            .fixed(1), .fixed(1), .fixed(1), .flexible, .fixed(note.height(forWidth: screen.width)),
            .fixed(max(1, status.height(forWidth: screen.width))), .fixed(1),
        ]).split(screen.bounds)
        Label("Searchy · \(source)", style: .bold).render(into: &screen, in: parts[0])
        if let position = positionText {
            let width = DisplayWidth.columns(of: position)
            if width + 2 < screen.width {
                Label(position, style: .dim).render(
                    into: &screen, in: parts[0].inset(left: screen.width - width))
            }
        }
        field.render(into: &screen, in: parts[1])
        columns = Columns(width: screen.width)
        Label(columns.header, style: .underlined).render(into: &screen, in: parts[2])
        if case .failed(let message) = state.status {
            Paragraph("⚠ Search failed: \(message)", style: TextStyle(bold: true, foreground: .red))
                .render(into: &screen, in: parts[3])
        } else {
            list.emptyText =
                state.status == .idle ? "" : state.status == .searching ? "Searching…" : "No results"
            list.render(into: &screen, in: parts[3])
        }
        note.render(into: &screen, in: parts[4])
        status.render(into: &screen, in: parts[5])
        let hints =
            list.isFocused
            ? [
                KeyHint("enter", "open"), KeyHint("letters", "search", priority: .low),
                KeyHint("F1", "help", priority: .help), KeyHint("esc", "back", priority: .essential),
            ]
            : [
                KeyHint("↓", "results"), KeyHint("enter", "open", priority: .low),
                KeyHint("F1", "help", priority: .help), KeyHint("esc", "quit", priority: .essential),
            ]
        HintBar(hints, status: "searchy").render(into: &screen, in: parts[6])
    }

    /// "12/25": the selected row among the results, when there are results.
    private var positionText: String? {
        guard !state.results.isEmpty, state.status != .idle else { return nil }
        let selected = (list.selection?.row ?? 0) + 1
        return "\(selected)/\(state.results.count)"
    }

    private var statusText: String {
        switch state.status {
        case .idle: "Type to search"
        case .searching: "Searching “\(state.term)”…"
        case .loaded:
            if state.isCapped, let total = state.total {
                "\(state.results.count) of \(total) results for “\(state.term)” · --limit to change"
            } else {
                "\(state.results.count) result\(state.results.count == 1 ? "" : "s") for “\(state.term)”"
            }
        case .failed: "Search for “\(state.term)” failed"
        }
    }

    private func drawDetail(_ result: SearchResult, into screen: inout ScreenBuffer) {
        let parts = VerticalLayout([.fixed(1), .fixed(1), .flexible, .fixed(1)]).split(screen.bounds)
        Label(result.name, style: .bold).render(into: &screen, in: parts[0])
        var lines: [(String, String)] = [
            ("Artist", result.artist), ("Album", result.album), ("Genre", result.genre),
        ]
        if let composer = result.composer { lines.append(("Composer", composer)) }
        lines.append(("Duration", SearchResultFormatter.duration(milliseconds: result.milliseconds)))
        if let price = result.price { lines.append(("Price", String(describing: price))) }
        lines.append(("Track id", String(result.id)))
        for (index, line) in lines.enumerated() where index < parts[2].height {
            let row = Rect(row: parts[2].row + index, column: 0, width: screen.width, height: 1)
            Label(DisplayWidth.pad(line.0, to: 10), style: .dim).render(into: &screen, in: row)
            Label(line.1.isEmpty ? "—" : line.1).render(into: &screen, in: row.inset(left: 10))
        }
        HintBar(
            [
                KeyHint("letters", "new search", priority: .low), KeyHint("F1", "help", priority: .help),
                KeyHint("esc", "back", priority: .essential),
            ], status: "track \(result.id)"
        ).render(into: &screen, in: parts[3])
    }

    static let helpSections: [HelpOverlay.Section] = [
        HelpOverlay.Section(
            "Search field",
            [KeyHint("letters", "type the search, from anywhere (a paste too)")]
                + TextField.helpKeys + [
                    KeyHint("↓ tab pgdn", "go to the results"), KeyHint("enter", "open the first result"),
                    KeyHint("esc", "quit"),
                ]),
        HelpOverlay.Section(
            "Results",
            [
                KeyHint("↑ ↓ pgup pgdn", "select"), KeyHint("home end", "first / last"),
                KeyHint("enter", "open the selected track"),
                KeyHint("esc tab shift-tab", "back to the field (so does ↑ on the first row)"),
            ]),
        HelpOverlay.Section("A track", [KeyHint("esc ← backspace", "back to the results")]),
        HelpOverlay.Section(
            "Anywhere", [KeyHint("F1", "this help"), KeyHint("ctrl-c", "quit at once")]),
    ]

    // MARK: Keys

    func handle(_ key: Key, session: TerminalSession) {
        if overlays.isShowing {
            overlays.handle(key, session: session)
            return
        }
        notice = nil
        if overlays.handle(key, session: session).isHandled { return }
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
        case .character, .paste:
            screens.goBack()
            focusList(false)
            handleField(key, session: session)
        default:
            screens.handleBack(key)
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
        case .escape, .tab, .backTab:
            focusList(false)
        case .up where list.selection?.row == 0:
            focusList(false)
        case .character, .paste:
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
        guard let result = list.selectedItem else { return }
        chosen.send(result)
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

    /// The row for `result`, with the words of `term` highlighted. When a word of the term is in
    /// the composer only, the composer is shown after the track name.
    func row(for result: SearchResult, term: String) -> ListRow {
        var name = result.name
        if let composer = result.composer, Self.matchesOnlyComposer(result, composer: composer, term: term) {
            name += " · composer: " + composer
        }
        var text = ""
        var highlights: [Range<Int>] = []
        for (value, width) in [(name, track), (result.artist, artist), (result.album, album)] {
            let cell = DisplayWidth.pad(value, to: width)
            let fitted = DisplayWidth.fit(value, to: width)
            let visible = fitted == value ? fitted.count : max(0, fitted.count - 1)
            let start = text.count
            for range in MatchHighlighter.ranges(of: term, in: value) where range.lowerBound < visible {
                highlights.append((start + range.lowerBound)..<(start + min(range.upperBound, visible)))
            }
            text += cell + " "
        }
        text.removeLast()
        return ListRow(
            text, detail: SearchResultFormatter.duration(milliseconds: result.milliseconds),
            highlights: highlights)
    }

    /// Whether some word of `term` is found in the composer but not in the name, artist or album.
    static func matchesOnlyComposer(_ result: SearchResult, composer: String, term: String) -> Bool {
        term.split(whereSeparator: { $0.isWhitespace }).contains { word in
            let word = String(word)
            return !MatchHighlighter.ranges(of: word, in: composer).isEmpty
                && [result.name, result.artist, result.album].allSatisfy {
                    MatchHighlighter.ranges(of: word, in: $0).isEmpty
                }
        }
    }
}
