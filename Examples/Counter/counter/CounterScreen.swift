import CounterCore
import Loom
import LoomTerminal

/// The counter's terminal view: an Mvce view that shows the model's count and publishes
/// ``CounterEvent``s for keys and on-screen buttons. It never changes the model.
///
/// Keys: `+` / `-` change the count, `r` resets, Left/Right (or Tab) choose a button and
/// Enter/Space presses it, `q` or Escape quits, F1 or `?` shows every key.
@MainActor
final class CounterScreen: EventView, TerminalProgram {
    let anchor = LoopAnchor<CounterEvent>()
    /// The events this view publishes; bound to the dispatcher at glue.
    let events = Emitter<CounterEvent>()
    /// The count shown; set by the model binding.
    private var count = 0 {
        didSet { session?.setNeedsDisplay() }
    }
    private var session: TerminalSession?
    /// The help.
    private var overlays = ProgramOverlays(
        helpTitle: "counter keys", helpSections: CounterScreen.helpSections)
    private var focused = 1
    private let buttons: [(title: String, event: CounterEvent)] = [
        ("−", .decrement), ("+", .increment), ("+2", .incrementTwice), ("reset", .reset),
    ]

    func bind(model: CounterModel, dispatcher: Dispatcher<CounterEvent>) -> Token {
        Token.batch([
            model.bind(\.count, to: self, at: \.count),
            events.observe { dispatcher.send($0) },
        ])
    }

    func start(_ session: TerminalSession) {
        self.session = session
    }

    func draw(into screen: inout ScreenBuffer) {
        let parts = VerticalLayout([
            .fixed(1), .fixed(1), .fixed(1), .fixed(1), .fixed(1), .flexible, .fixed(1),
        ])
        .split(screen.bounds)
        Label("Loom counter", style: .bold, alignment: .center).render(into: &screen, in: parts[0])
        Label("Count: \(count)", alignment: .center).render(into: &screen, in: parts[2])
        var column = max(0, (screen.width - buttonsWidth) / 2)
        for (index, button) in buttons.enumerated() {
            let view = Button(button.title, isFocused: index == focused)
            view.render(into: &screen, in: parts[4].inset(left: column - parts[4].column))
            column += view.width + 1
        }
        HintBar(
            [
                KeyHint("+/-", "count"), KeyHint("←/→", "choose", priority: .low),
                KeyHint("enter", "press", priority: .low), KeyHint("r", "reset"),
                KeyHint("F1", "help", priority: .help), KeyHint("q", "quit", priority: .essential),
            ], status: "Mvce"
        )
        .render(into: &screen, in: parts[6])
        overlays.render(into: &screen, in: screen.bounds)
    }

    static let helpSections: [HelpOverlay.Section] = [
        HelpOverlay.Section(
            "Counting",
            [
                KeyHint("+ =", "count up"), KeyHint("- _", "count down"), KeyHint("r", "reset to 0"),
            ]),
        HelpOverlay.Section(
            "Buttons",
            [
                KeyHint("← → tab shift-tab", "choose a button"),
                KeyHint("enter space", "press the chosen button"),
            ]),
        HelpOverlay.Section(
            "Program",
            [KeyHint("F1 ?", "this help"), KeyHint("q esc", "quit"), KeyHint("ctrl-c", "quit at once")]),
    ]

    func handle(_ key: Key, session: TerminalSession) {
        if overlays.handle(key, session: session).isHandled { return }
        switch key {
        case .character("?"):
            overlays.showHelp()
        case .character("+"), .character("="): events.send(.increment)
        case .character("-"), .character("_"): events.send(.decrement)
        case .character("r"): events.send(.reset)
        case .character("q"), .escape: session.quit()
        case .left, .backTab: focused = (focused + buttons.count - 1) % buttons.count
        case .right, .tab: focused = (focused + 1) % buttons.count
        default:
            var button = Button(buttons[focused].title, isFocused: true)
            if case .intent(.pressed) = button.handle(key) { events.send(buttons[focused].event) }
        }
    }

    private var buttonsWidth: Int {
        buttons.map { Button($0.title).width + 1 }.reduce(0, +) - 1
    }
}
