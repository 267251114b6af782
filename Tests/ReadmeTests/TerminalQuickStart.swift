import Loom
import LoomTerminal
import Testing

// The README's "Using Loom in a terminal" block, verbatim.

@MainActor
final class TapCounter: TerminalProgram {
    let count = MutableProperty(0)

    func draw(into screen: inout ScreenBuffer) {
        Label("Pressed \(count.value) times").render(into: &screen, in: screen.bounds)
    }

    func handle(_ key: Key, session: TerminalSession) {
        if key == .escape { return session.quit() }
        count.value += 1
    }
}

@MainActor
func runTapCounter() -> String {
    let terminal = HeadlessTerminal(TapCounter(), width: 20, height: 1)  // a terminal for tests
    terminal.type("ab")
    return terminal.screen.line(0)  // "Pressed 2 times"
}

@MainActor
@Test("README: the terminal quick start counts two keys")
func terminalQuickStartRuns() {
    #expect(runTapCounter() == "Pressed 2 times")
}
