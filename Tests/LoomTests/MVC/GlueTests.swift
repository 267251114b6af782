import Loom
import LoomTesting
import Testing

/// The model of these tests: a count.
@MainActor
final class TallyModel {
    let count = MutableProperty(0)
}

enum TallyEvent: Equatable {
    case add(Int)
    case addTwiceInTurn(Int)
}

/// A view that shows the count and sends events through its anchor.
@MainActor
final class TallyView: EventView {
    let anchor = LoopAnchor<TallyEvent>()
    private(set) var shown: [String] = []
    private(set) var dispatcher: Dispatcher<TallyEvent> = .detached

    func bind(model: TallyModel, dispatcher: Dispatcher<TallyEvent>) -> Token {
        self.dispatcher = dispatcher
        return model.count.observe { [unowned self] in shown.append("\($0)") }
    }
}

/// A controller that records the events it handled; `addTwiceInTurn` sends a second event while the
/// first is being handled.
@MainActor
final class TallyController: Controller, EventSending {
    let anchor = LoopAnchor<TallyEvent>()
    private(set) var handled: [TallyEvent] = []
    private(set) var countSeenByNext: [Int] = []

    func update(model: TallyModel, for event: TallyEvent, dispatcher: Dispatcher<TallyEvent>) {
        handled.append(event)
        countSeenByNext.append(model.count.value)
        switch event {
        case .add(let amount):
            model.count.value += amount
        case .addTwiceInTurn(let amount):
            dispatcher.send(.add(amount))
            model.count.value += amount
        }
    }
}

@MainActor
@Suite("MVC: glue, loop anchor and dispatcher")
struct GlueTests {
    @Test("an event from the view reaches the controller, which updates the model the view shows")
    func roundTrip() {
        let model = TallyModel()
        let view = TallyView()
        let controller = TallyController()
        glue(model: model, view: view, controller: controller)
        #expect(view.shown == ["0"])
        view.anchor.send(.add(2))
        #expect(controller.handled == [.add(2)])
        #expect(model.count.value == 2)
        #expect(view.shown == ["0", "2"])
    }

    @Test("events sent before gluing are kept and handled in order when the loop starts")
    func bufferedBeforeGlue() {
        let model = TallyModel()
        let view = TallyView()
        let controller = TallyController()
        view.anchor.send(.add(1))
        view.anchor.send(.add(10))
        #expect(view.anchor.bufferedCount == 2)
        #expect(!view.anchor.isGlued)
        glue(model: model, view: view, controller: controller)
        #expect(view.anchor.bufferedCount == 0)
        #expect(view.anchor.isGlued)
        #expect(controller.handled == [.add(1), .add(10)])
        #expect(model.count.value == 11)
    }

    @Test("an event sent while one is handled waits for it: each event runs to completion")
    func runToCompletion() {
        let model = TallyModel()
        let view = TallyView()
        let controller = TallyController()
        glue(model: model, view: view, controller: controller)
        view.anchor.send(.addTwiceInTurn(5))
        #expect(controller.handled == [.addTwiceInTurn(5), .add(5)])
        #expect(controller.countSeenByNext == [0, 5], "the second event sees the first one's change")
        #expect(model.count.value == 10)
    }

    @Test("a controller that sends events does so through its own anchor, glued to the view's loop")
    func controllerSends() {
        let model = TallyModel()
        let view = TallyView()
        let controller = TallyController()
        glue(model: model, view: view, controller: controller)
        #expect(controller.anchor.isGlued)
        controller.anchor.send(.add(3))
        #expect(model.count.value == 3)
        #expect(view.shown == ["0", "3"])
    }

    @Test("a detached dispatcher is not connected and drops what it is sent")
    func detachedDispatcher() {
        let dispatcher = Dispatcher<TallyEvent>.detached
        #expect(!dispatcher.isConnected)
        dispatcher.send(.add(1))  // nobody to receive it, no crash
    }

    @Test("the view owns the loop: releasing it releases model, controller and loop, and ends the dispatcher")
    func viewOwnsTheLoop() {
        let leaks = LeakTracker()
        var model: TallyModel? = TallyModel()
        var view: TallyView? = TallyView()
        var controller: TallyController? = TallyController()
        let dispatcher = glue(model: model!, view: view!, controller: controller!)
        #expect(dispatcher.isConnected)
        leaks.track(model, "model")
        leaks.track(view, "view")
        leaks.track(controller, "controller")
        model = nil
        controller = nil
        #expect(leaks.alive == ["model", "view", "controller"], "the loop, owned by the view, holds them")
        view = nil
        leaks.expectReleased()
        #expect(!dispatcher.isConnected)
        dispatcher.send(.add(1))  // the loop is gone: dropped
    }

    @Test("gluing a view again releases its previous loop; the old dispatcher is disconnected")
    func reglue() {
        let leaks = LeakTracker()
        let view = TallyView()
        var first: TallyModel? = TallyModel()
        var firstController: TallyController? = TallyController()
        let firstDispatcher = glue(model: first!, view: view, controller: firstController!)
        leaks.track(first, "first model")
        leaks.track(firstController, "first controller")
        first = nil
        firstController = nil
        let second = TallyModel()
        let secondController = TallyController()
        glue(model: second, view: view, controller: secondController)
        leaks.expectReleased()
        #expect(!firstDispatcher.isConnected)
        view.anchor.send(.add(4))
        #expect(second.count.value == 4)
        #expect(secondController.handled == [.add(4)])
    }

    @Test("an anchor whose loop ended drops events instead of keeping them for a loop that never comes")
    func endedLoopDropsEvents() {
        let anchor: LoopAnchor<TallyEvent>
        do {
            let view = TallyView()
            let controller = TallyController()
            glue(model: TallyModel(), view: view, controller: controller)
            anchor = controller.anchor  // glued without owning the loop
        }
        #expect(!anchor.isGlued)
        anchor.send(.add(1))
        #expect(anchor.bufferedCount == 0)
    }
}
