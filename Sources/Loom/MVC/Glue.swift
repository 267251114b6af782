/// Glues a model, a view and a controller into an event loop that lives exactly as long as the view.
///
/// The view binds the model (``EventView/bind(model:dispatcher:)``); events sent by the view reach the
/// controller, which changes the model; the view's bindings show the change. Gluing the same view again
/// replaces the old loop, whose bindings are invalidated exactly once. Releasing the view ends
/// everything. Nothing forms a cycle: the loop holds the model and the controller, the view holds the
/// loop, and the loop refers to nothing that holds it.
///
/// ```swift
/// let model = CounterModel()
/// let view = CounterView()
/// glue(model: model, view: view, controller: CounterController())
/// view.plusTapped()       // the controller increments, the view shows "1"
/// ```
///
/// Events the view (or an ``EventSending`` controller) sent before glue are replayed in order now.
/// - Returns: A dispatcher into the new loop (useful in tests).
@MainActor
@discardableResult
public func glue<View: EventView, Control: Controller>(
    model: View.Model, view: View, controller: Control
) -> Dispatcher<View.Event> where Control.Model == View.Model, Control.Event == View.Event {
    let loop = EventLoop(model: model, controller: controller)
    let dispatcher = Dispatcher(sink: loop)
    view.anchor.attach(loop, owning: true)  // the previous loop, if any, is released here
    loop.viewBindings = view.bind(model: model, dispatcher: dispatcher)
    if let sending = controller as? any EventSending<View.Event> {
        sending.anchor.attach(loop, owning: false)
    }
    loop.start()
    return dispatcher
}

/// One model, one controller, the view's bindings, and a first-in-first-out queue of events.
@MainActor
final class EventLoop<Model, Event, Control: Controller>: EventSink<Event>
where Control.Model == Model, Control.Event == Event {
    private let model: Model
    private let controller: Control
    var viewBindings: Token?
    private var queue: [Event] = []
    private var isHandling = false
    private var isStarted = false

    init(model: Model, controller: Control) {
        self.model = model
        self.controller = controller
    }

    func start() {
        isStarted = true
        drain()
    }

    override func send(_ event: Event) {
        queue.append(event)
        if isStarted && !isHandling { drain() }
    }

    private func drain() {
        isHandling = true
        let dispatcher = Dispatcher(sink: self)
        var head = 0
        while head < queue.count {
            let event = queue[head]
            head += 1
            controller.update(model: model, for: event, dispatcher: dispatcher)
        }
        queue.removeAll()
        isHandling = false
    }
}
