/// Sends events into an event loop: handed to a view's ``EventView/bind(model:dispatcher:)`` and to a
/// controller's ``Controller/update(model:for:dispatcher:)``.
///
/// ```swift
/// func bind(model: CounterModel, dispatcher: Dispatcher<CounterEvent>) -> Token {
///     plusButton.tapped.observe { dispatcher.send(.increment) }
/// }
/// ```
///
/// A dispatcher refers to its loop weakly: keeping one never keeps the loop, its model or its controller
/// alive, and sending after the loop has ended does nothing.
@MainActor
public struct Dispatcher<Event> {
    private weak var sink: EventSink<Event>?

    init(sink: EventSink<Event>) {
        self.sink = sink
    }

    /// A dispatcher that goes nowhere (for Loom's tests of a view on its own).
    package static var detached: Dispatcher<Event> {
        Dispatcher(sink: nil)
    }

    private init(sink: EventSink<Event>?) {
        self.sink = sink
    }

    /// Whether the loop behind this dispatcher is still running.
    package var isConnected: Bool { sink != nil }

    /// Sends `event`. An event sent while another is being handled is handled after it, in order.
    public func send(_ event: Event) {
        sink?.send(event)
    }
}

/// The part of an event loop that events are sent to.
@MainActor
class EventSink<Event> {
    func send(_ event: Event) {}
}
