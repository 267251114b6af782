import Loom
import LoomInspector
import LoomTerminal

/// The inspector's screen: the program's actions on the left (position 0 is the initial state), the
/// state change of the selected one on the right, as a diff. Stepping moves the program's store too
/// (when attached to a running program); a replayed log only moves what is shown.
@MainActor
final class InspectorProgram: TerminalProgram {
    private(set) var history: InspectorHistory
    /// Why the session ended, when the program went away or broke the protocol.
    private(set) var failure: InspectorError?
    private let link: InspectorLink?
    private let source: String
    private var session: TerminalSession?
    /// The list's rows: the action texts, the selected one marked.
    private let rows = ArrayDataSource<String>(items: [])
    private let list: TerminalListView<String>
    private var help: HelpOverlay?

    /// A live session over `link`, or a replay of a log (`link` is `nil`; `source` names the file).
    init(history: InspectorHistory, link: InspectorLink?, source: String) {
        self.history = history
        self.link = link
        self.source = source
        list = TerminalListView(dataSource: rows) { ListRow($0) }
        list.showsStatusLine = false
        list.showsEditingColumn = false
        refreshList()
    }

    func start(_ session: TerminalSession) {
        self.session = session
        guard let link else { return }
        Task { [weak self] in
            while let event = await link.next() {
                guard let self else { return }
                switch event {
                case .message(let message):
                    do throws(InspectorError) {
                        try self.history.apply(message)
                    } catch {
                        self.end(error)
                    }
                case .ended(let error):
                    self.end(error)
                }
                self.refreshList()
                session.setNeedsDisplay()
            }
        }
    }

    private func end(_ error: InspectorError) {
        guard failure == nil else { return }
        failure = error
        link?.close()
        session?.quit(error.exitStatus)
    }

    private func refreshList() {
        let texts =
            ["   0 (initial state)"]
            + history.entries.enumerated().map { Self.number($0.offset + 1) + " " + $0.element.action }
        // The selected row is marked in words too (not only in inverse video).
        let marked = texts.enumerated().map { ($0.offset == history.position ? "▶" : " ") + $0.element }
        if rows.items != marked {
            rows.reset(items: marked)
            list.reloadData()
        }
        try? list.select(ListIndexPath(section: 0, row: history.position))
    }

    private static func number(_ value: Int) -> String {
        let text = String(value)
        return String(repeating: " ", count: max(0, 4 - text.count)) + text
    }

    // MARK: Drawing

    func draw(into screen: inout ScreenBuffer) {
        let areas = VerticalLayout([.fixed(1), .flexible, .fixed(1)]).split(screen.bounds)
        let count = history.entries.count
        let place = history.isAtPresent ? "present (\(count) actions)" : "at \(history.position) of \(count)"
        let processText = history.processID == 0 ? "" : " (pid \(history.processID))"
        Label("loom-inspect · \(history.program)\(processText) · \(source) · \(place)", style: .bold)
            .render(into: &screen, in: areas[0])
        let body = areas[1]
        let listWidth = min(max(20, body.width * 2 / 5), body.width)
        let left = Rect(row: body.row, column: body.column, width: listWidth, height: body.height)
        let right = Rect(
            row: body.row, column: body.column + listWidth + 1, width: max(0, body.width - listWidth - 1),
            height: body.height)
        list.render(into: &screen, in: left)
        drawChange(into: &screen, in: right)
        HintBar(hints, status: "loom-inspect").render(into: &screen, in: areas[2])
        help?.render(into: &screen, in: screen.bounds)
    }

    private func drawChange(into screen: inout ScreenBuffer, in rect: Rect) {
        guard rect.height > 0, rect.width > 0 else { return }
        let position = history.position
        let title =
            position == 0 ? "The initial state" : "State change of \(history.entries[position - 1].action)"
        Label(title, style: .underlined).render(
            into: &screen, in: Rect(row: rect.row, column: rect.column, width: rect.width, height: 1))
        let diff = history.diff(at: position)
        let lines: [String] =
            position == 0
            ? history.initialState.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
            : diff.isEmpty ? ["(no change)"] : diff.hunks(context: 1)
        for (offset, line) in lines.prefix(rect.height - 1).enumerated() {
            let style: TextStyle =
                line.hasPrefix("+ ")
                ? TextStyle(foreground: .green) : line.hasPrefix("- ") ? TextStyle(foreground: .red) : .plain
            Label(line, style: style).render(
                into: &screen,
                in: Rect(row: rect.row + 1 + offset, column: rect.column, width: rect.width, height: 1))
        }
    }

    private var hints: [KeyHint] {
        [
            KeyHint("↑↓", "step"), KeyHint("end", "present"), KeyHint("home", "start", priority: .low),
            KeyHint("F1", "help", priority: .help), KeyHint("q", "quit", priority: .essential),
        ]
    }

    static let helpSections: [HelpOverlay.Section] = [
        HelpOverlay.Section(
            "History",
            [
                KeyHint("↑ k ←", "one action back (the program's store follows)"),
                KeyHint("↓ j →", "one action forward"),
                KeyHint("end p G", "back to the present"), KeyHint("home g", "the initial state"),
                KeyHint("pgup pgdn", "ten actions back / forward"),
            ]),
        HelpOverlay.Section(
            "Anywhere",
            [KeyHint("F1 ?", "this help"), KeyHint("q esc", "quit (the program returns to its present)")]),
    ]

    // MARK: Keys

    func handle(_ key: Key, session: TerminalSession) {
        if help != nil {
            if help?.handle(key) == .intent(.dismissed) { help = nil }
            return
        }
        let command: InspectorCommand?
        switch key {
        case .up, .left, .character("k"): command = history.stepBack()
        case .down, .right, .character("j"): command = history.stepForward()
        case .pageUp: command = history.move(to: history.position - 10)
        case .pageDown: command = history.move(to: history.position + 10)
        case .home, .character("g"): command = history.move(to: 0)
        case .end, .character("p"), .character("G"): command = history.returnToPresent()
        case .function(1), .character("?"):
            help = HelpOverlay(title: "loom-inspect keys", sections: Self.helpSections)
            return
        case .character("q"), .escape:
            session.quit()
            return
        default:
            return
        }
        if let command { link?.send(command) }
        refreshList()
    }
}
