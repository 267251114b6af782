public import Loom

/// The counter's controller: the only place that changes a ``CounterModel``.
///
/// ```swift
/// glue(model: CounterModel(), view: view, controller: CounterController())
/// ```
public struct CounterController: Controller {
    /// Creates the controller.
    public init() {}

    /// Handles one event.
    public func update(model: CounterModel, for event: CounterEvent, dispatcher: Dispatcher<CounterEvent>) {
        switch event {
        case .increment:
            model.count.value += 1
        case .decrement:
            model.count.value -= 1
        case .incrementTwice:
            dispatcher.send(.increment)
            dispatcher.send(.increment)
        case .reset:
            model.count.value = 0
        }
    }
}
