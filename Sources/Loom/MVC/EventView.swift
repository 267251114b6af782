/// A view in event-driven MVC: it binds the model's values to itself and publishes events named by
/// user intent. It holds no reference to the controller and never changes the model.
///
/// The view owns its event loop through ``anchor``: the loop made by ``glue(model:view:controller:)``
/// lives exactly as long as the view.
///
/// ```swift
/// final class CounterView: EventView {
///     let anchor = LoopAnchor<CounterEvent>()
///     var text = ""
///
///     func bind(model: CounterModel, dispatcher: Dispatcher<CounterEvent>) -> Token {
///         model.bind(\.count, to: self, at: \.text) { "\($0)" }
///     }
///
///     func plusTapped() { anchor.send(.increment) }
/// }
/// ```
@MainActor
public protocol EventView<Model, Event>: AnyObject {
    /// The model the view shows.
    associatedtype Model
    /// The events the view publishes.
    associatedtype Event
    /// Where the view's event loop lives; also a way to send events from anywhere (buffered before glue).
    var anchor: LoopAnchor<Event> { get }
    /// Binds the model's values to the view and the view's events to `dispatcher`. The returned token
    /// ends every binding; it is cancelled exactly once, when the loop ends (view released or glued
    /// again).
    func bind(model: Model, dispatcher: Dispatcher<Event>) -> Token
}

/// An object that can send events into the loop it is glued into, buffering them before glue: a
/// controller that is a class adopts it to send events from anywhere.
///
/// ```swift
/// final class DownloadController: Controller, EventSending {
///     let anchor = LoopAnchor<DownloadEvent>()
///     func downloadFinished() { anchor.send(.finished) }
///     …
/// }
/// ```
@MainActor
public protocol EventSending<Event>: AnyObject {
    /// The events the object sends.
    associatedtype Event
    /// The object's connection to its loop.
    var anchor: LoopAnchor<Event> { get }
}
