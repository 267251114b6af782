/// The only place that changes the model, in event-driven MVC.
///
/// A controller handles one event for one model and may send follow-up events through the dispatcher;
/// they are handled after the current one, in the order they were sent.
///
/// ```swift
/// enum CounterEvent { case increment, decrement }
///
/// struct CounterController: Controller {
///     func update(model: CounterModel, for event: CounterEvent, dispatcher: Dispatcher<CounterEvent>) {
///         switch event {
///         case .increment: model.count.value += 1
///         case .decrement: model.count.value -= 1
///         }
///     }
/// }
/// ```
@MainActor
public protocol Controller<Model, Event> {
    /// The model the controller changes.
    associatedtype Model
    /// The events the controller handles.
    associatedtype Event
    /// Handles `event` for `model`; may send follow-up events through `dispatcher`.
    func update(model: Model, for event: Event, dispatcher: Dispatcher<Event>)
}
