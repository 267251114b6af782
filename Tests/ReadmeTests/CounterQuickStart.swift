import CounterCore
import Loom
import Testing

// The README's "Event-driven MVC" block, verbatim.

@MainActor
final class CounterLabel: EventView {
    let anchor = LoopAnchor<CounterEvent>()
    var text = ""

    func bind(model: CounterModel, dispatcher: Dispatcher<CounterEvent>) -> Token {
        model.bind(\.count, to: self, at: \.text) { "Count: \($0)" }
    }

    func plusPressed() { anchor.send(.increment) }
}

@MainActor
func runCounter() -> String {
    let view = CounterLabel()
    glue(model: CounterModel(), view: view, controller: CounterController())
    view.plusPressed()
    return view.text  // "Count: 1"
}

@MainActor
@Test("README: the counter quick start shows Count: 1")
func counterQuickStartRuns() {
    #expect(runCounter() == "Count: 1")
}
