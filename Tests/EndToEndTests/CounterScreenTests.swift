import CounterCore
import Loom
import LoomTerminal
import Testing

@testable import counter

/// The counter's terminal view without a terminal: glued to the real model and controller and
/// driven through a ``HeadlessTerminal``.
@MainActor
@Suite("counter screen, headless")
struct CounterScreenTests {
    private func makeCounter() -> (CounterModel, CounterScreen, HeadlessTerminal) {
        let model = CounterModel()
        let screen = CounterScreen()
        glue(model: model, view: screen, controller: CounterController())
        return (model, screen, HeadlessTerminal(screen, width: 60, height: 8))
    }

    @Test("keys send events to the controller and the model's count is shown")
    func keys() {
        let (model, _, terminal) = makeCounter()
        #expect(terminal.screen.contains("Count: 0"))
        terminal.type("++-+")
        #expect(model.count.value == 2)
        #expect(terminal.screen.contains("Count: 2"))
        terminal.type("r")
        #expect(terminal.screen.contains("Count: 0"))
    }

    @Test("a change of the model from elsewhere is redrawn")
    func modelChange() {
        let (model, _, terminal) = makeCounter()
        model.count.value = 41
        #expect(terminal.screen.contains("Count: 41"))
    }

    @Test("a pressed count change redraws only the changed digit")
    func minimalRedraw() {
        let (_, _, terminal) = makeCounter()
        terminal.type("+")
        #expect(terminal.lastOutput == "\u{1B}[3;34H1")
    }

    @Test("the buttons are chosen with the arrows and pressed with enter or space")
    func buttons() {
        let (model, _, terminal) = makeCounter()
        terminal.send(.enter)
        #expect(model.count.value == 1)
        terminal.send(.right, .character(" "))
        #expect(model.count.value == 3)
        terminal.send(.left, .left, .enter)
        #expect(model.count.value == 2)
        terminal.send(.tab, .tab, .tab, .enter)
        #expect(model.count.value == 0)
    }

    @Test("q and escape quit with status 0")
    func quit() {
        let (_, _, terminal) = makeCounter()
        terminal.type("q")
        #expect(terminal.exitStatus == 0)
        let (_, _, other) = makeCounter()
        other.feed([0x1B])
        other.flushInput()
        #expect(other.exitStatus == 0)
    }

    @Test("releasing the screen ends its loop and releases the model")
    func releases() {
        weak var weakModel: CounterModel?
        weak var weakScreen: CounterScreen?
        do {
            let (model, screen, terminal) = makeCounter()
            weakModel = model
            weakScreen = screen
            terminal.type("+")
        }
        #expect(weakScreen == nil)
        #expect(weakModel == nil)
    }
}
