import CounterCore
import Loom
import LoomTesting
import Testing

/// A view with no screen: it shows the count as text and publishes events when "tapped".
@MainActor
final class HeadlessCounterView: EventView {
    let anchor = LoopAnchor<CounterEvent>()
    var text = "-"
    var bindCount = 0
    var invalidations = 0
    var onInvalidate: () -> Void = {}
    private var dispatcher = Dispatcher<CounterEvent>.detached

    func bind(model: CounterModel, dispatcher: Dispatcher<CounterEvent>) -> Token {
        bindCount += 1
        self.dispatcher = dispatcher
        let binding = model.bind(\.count, to: self, at: \.text) { String($0) }
        let onInvalidate = self.onInvalidate
        return Token { [weak self] in
            binding.cancel()
            self?.invalidations += 1
            onInvalidate()
        }
    }

    func tap(_ event: CounterEvent) { dispatcher.send(event) }
}

/// A second, different view of the same model: a bar of asterisks.
@MainActor
final class BarView: EventView {
    let anchor = LoopAnchor<CounterEvent>()
    var bar = ""

    func bind(model: CounterModel, dispatcher: Dispatcher<CounterEvent>) -> Token {
        model.bind(\.count, to: self, at: \.bar) { String(repeating: "*", count: max(0, $0)) }
    }
}

/// A controller that records the events it handles.
@MainActor
final class RecordingController: Controller, EventSending {
    let anchor = LoopAnchor<CounterEvent>()
    var handled: [CounterEvent] = []
    let inner = CounterController()

    func update(model: CounterModel, for event: CounterEvent, dispatcher: Dispatcher<CounterEvent>) {
        handled.append(event)
        inner.update(model: model, for: event, dispatcher: dispatcher)
    }
}

@MainActor
@Suite("Event-driven MVC: the Mvce scenarios")
struct CounterScenarioTests {
    @Test("counter: glue shows 0; two increments show 2; a decrement shows 1")
    func counter() {
        let model = CounterModel()
        let view = HeadlessCounterView()
        glue(model: model, view: view, controller: CounterController())
        #expect(view.text == "0")
        view.tap(.increment)
        view.tap(.increment)
        #expect(model.count.value == 2)
        #expect(view.text == "2")
        view.tap(.decrement)
        #expect(model.count.value == 1)
        #expect(view.text == "1")
    }

    @Test("batch invalidation: both bindings stop together")
    func batchInvalidation() {
        let model = CounterModel()
        let first = HeadlessCounterView()
        let second = HeadlessCounterView()
        let both = Token.batch([
            model.bind(\.count, to: first, at: \.text) { String($0) },
            model.bind(\.count, to: second, at: \.text) { String($0) },
        ])
        model.count.value = 1
        both.cancel()
        model.count.value = 2
        #expect(first.text == "1")
        #expect(second.text == "1")
    }

    @Test("view released: the controller gets no more events and the bindings are invalidated exactly once")
    func viewReleased() {
        let model = CounterModel()
        let controller = RecordingController()
        var view: HeadlessCounterView? = HeadlessCounterView()
        var invalidations = 0
        view?.onInvalidate = { invalidations += 1 }
        let dispatcher = glue(model: model, view: view!, controller: controller)
        view?.tap(.increment)
        let leaks = LeakTracker()
        leaks.track(view, "view")
        view = nil
        leaks.expectReleased()
        #expect(invalidations == 1)
        dispatcher.send(.increment)
        controller.anchor.send(.increment)
        #expect(controller.handled == [.increment])
        #expect(model.count.value == 1)
        #expect(!dispatcher.isConnected)
    }

    @Test("the view's bindings are invalidated exactly once when the view goes")
    func invalidatedExactlyOnce() {
        let model = CounterModel()
        let view = HeadlessCounterView()
        glue(model: model, view: view, controller: CounterController())
        glue(model: CounterModel(), view: view, controller: CounterController())
        #expect(view.invalidations == 1)
        glue(model: CounterModel(), view: view, controller: CounterController())
        #expect(view.invalidations == 2)
    }

    @Test("re-glue: the old bindings end and events go to the new model only")
    func reGlue() {
        let oldModel = CounterModel()
        let newModel = CounterModel(count: 10)
        let view = HeadlessCounterView()
        glue(model: oldModel, view: view, controller: CounterController())
        view.tap(.increment)
        glue(model: newModel, view: view, controller: CounterController())
        #expect(view.text == "10")
        view.tap(.increment)
        #expect(oldModel.count.value == 1)
        #expect(newModel.count.value == 11)
        oldModel.count.value = 99
        #expect(view.text == "11", "the old model's bindings were invalidated")
    }

    @Test("pre-glue buffering: events sent before glue are replayed in order at glue")
    func preGlueBuffering() {
        let model = CounterModel()
        let view = HeadlessCounterView()
        let controller = RecordingController()
        view.anchor.send(.increment)
        view.anchor.send(.reset)
        controller.anchor.send(.decrement)
        #expect(view.anchor.bufferedCount == 2)
        glue(model: model, view: view, controller: controller)
        #expect(controller.handled == [.increment, .reset, .decrement])
        #expect(model.count.value == -1)
        #expect(view.text == "-1")
    }

    @Test("nested re-dispatch: follow-up events are handled after the current one, in order")
    func nestedRedispatch() {
        let model = CounterModel()
        let view = HeadlessCounterView()
        let controller = RecordingController()
        glue(model: model, view: view, controller: controller)
        view.tap(.incrementTwice)
        #expect(controller.handled == [.incrementTwice, .increment, .increment])
        #expect(view.text == "2")
    }

    @Test("skipsInitial: no initial push, the first change is pushed")
    func skipsInitial() {
        let model = CounterModel(count: 5)
        let view = HeadlessCounterView()
        let token = model.bind(\.count, skipsInitial: true, to: view, at: \.text) { String($0) }
        #expect(view.text == "-")
        model.count.value = 6
        #expect(view.text == "6")
        _ = token
    }

    @Test("one model and controller drive two different views")
    func oneModelTwoViews() {
        let model = CounterModel()
        let controller = CounterController()
        let digits = HeadlessCounterView()
        let bar = BarView()
        glue(model: model, view: digits, controller: controller)
        glue(model: model, view: bar, controller: controller)
        digits.tap(.increment)
        bar.anchor.send(.increment)
        #expect(digits.text == "2")
        #expect(bar.bar == "**")
    }

    @Test("the loop keeps no cycle: model, view and controller are all released")
    func noCycle() {
        var model: CounterModel? = CounterModel()
        var view: HeadlessCounterView? = HeadlessCounterView()
        var controller: RecordingController? = RecordingController()
        glue(model: model!, view: view!, controller: controller!)
        view?.tap(.increment)
        let leaks = LeakTracker()
        leaks.track(model, "model")
        leaks.track(view, "view")
        leaks.track(controller, "controller")
        model = nil
        controller = nil
        #expect(leaks.alive.contains("model"), "the loop owns the model while the view lives")
        view = nil
        leaks.expectReleased()
    }

    @Test("a view bound to itself is released with its loop")
    func viewBoundToItself() {
        let model = CounterModel()
        var view: HeadlessCounterView? = HeadlessCounterView()
        glue(model: model, view: view!, controller: CounterController())
        let leaks = LeakTracker()
        leaks.track(view, "view")
        view = nil
        leaks.expectReleased()
        model.count.value = 3  // no crash, nothing bound any more
    }
}
