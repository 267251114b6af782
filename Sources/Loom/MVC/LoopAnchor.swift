/// Ties an event loop to the object that owns it, and buffers events sent before glue.
///
/// A view keeps `let anchor = LoopAnchor<Event>()`; ``glue(model:view:controller:)`` stores the loop in
/// it, so the loop lives as long as the view, and gluing again replaces the loop.
///
/// ``send(_:)`` is the documented last-resort way to send an event from anywhere that can reach the view
/// (or an ``EventSending`` controller): before glue, events are buffered and replayed in order at glue;
/// after the loop has ended, they are dropped.
///
/// ```swift
/// let view = CounterView()
/// view.anchor.send(.increment)       // buffered
/// glue(model: model, view: view, controller: CounterController())   // replayed now
/// ```
@MainActor
public final class LoopAnchor<Event> {
    private var ownedLoop: AnyObject?
    private weak var sink: EventSink<Event>?
    private var buffer: [Event] = []
    private var wasAttached = false

    /// Creates an anchor with no loop yet.
    public init() {}

    /// Whether a loop is attached and running.
    package var isGlued: Bool { sink != nil }

    /// The number of events waiting for glue.
    package var bufferedCount: Int { buffer.count }

    /// Sends `event` into the loop; buffers it until glue if no loop was attached yet.
    public func send(_ event: Event) {
        if let sink {
            sink.send(event)
        } else if !wasAttached {
            buffer.append(event)
        }
    }

    /// Attaches a loop; `owning` makes this anchor keep the loop alive (the view's anchor does).
    func attach(_ sink: EventSink<Event>, owning: Bool) {
        ownedLoop = owning ? sink : nil
        self.sink = sink
        wasAttached = true
        let pending = buffer
        buffer.removeAll()
        for event in pending { sink.send(event) }
    }
}
