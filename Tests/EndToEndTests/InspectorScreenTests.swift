import LoomInspector
import LoomTerminal
import Testing

@testable import loom_inspect

/// loom-inspect's screen, headless: a replayed history, no program.
@MainActor
@Suite("loom-inspect's screen")
struct InspectorScreenTests {
    private func replay() throws -> HeadlessTerminal {
        var history = try InspectorHistory(
            hello: .hello(
                version: 1, program: "todo", processID: 0, initialState: "todos: 0\ntext: \"\"", position: 0))
        try history.apply(.entry(index: 1, action: "updateText(\"milk\")", state: "todos: 0\ntext: \"milk\""))
        try history.apply(.entry(index: 2, action: "add", state: "todos: 1\n  \"milk\"\ntext: \"\""))
        return HeadlessTerminal(
            InspectorProgram(history: history, link: nil, source: "replay"), width: 80, height: 10)
    }

    @Test("a replay opens at the present: every action listed, the latest selected with its change")
    func present() throws {
        let terminal = try replay()
        let screen = terminal.screen
        #expect(screen.line(0).contains("loom-inspect · todo · replay · present (2 actions)"))
        #expect(screen.contains("   0 (initial state)"))
        #expect(screen.contains("   1 updateText(\"milk\")"))
        #expect(screen.contains("▶   2 add"))
        #expect(screen.contains("State change of add"))
        #expect(screen.contains("- todos: 0"))
        #expect(screen.contains("+ todos: 1"))
        #expect(screen.contains("+   \"milk\""))
    }

    @Test("stepping back shows the earlier action's change; the initial state shows the whole state")
    func stepping() throws {
        let terminal = try replay()
        terminal.send(.up)
        #expect(terminal.screen.line(0).contains("at 1 of 2"))
        #expect(terminal.screen.contains("State change of updateText(\"milk\")"))
        #expect(terminal.screen.contains("+ text: \"milk\""))
        terminal.send(.home)
        #expect(terminal.screen.contains("The initial state"))
        #expect(terminal.screen.contains("▶   0 (initial state)"))
        terminal.send(.up)
        #expect(terminal.screen.line(0).contains("at 0 of 2"))
        terminal.send(.end)
        #expect(terminal.screen.line(0).contains("present (2 actions)"))
        terminal.send(.character("q"))
        #expect(terminal.exitStatus == 0)
    }
}
