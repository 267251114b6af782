/// A value a control both reads and writes: a text field's text, a toggle's state, a navigation
/// stack's path. Reading asks the source (a store's state, a property, a navigator); writing goes back
/// to it (an action sent, a property set, a screen popped).
///
/// A write equal to the current value is dropped when the value is `Equatable` (a control writing
/// back what it shows is not a change: no action is sent, no observer is told). Reading goes through
/// the source, so a read inside `withObservationTracking` or a SwiftUI `body` tracks what the source
/// tracks (a store member, a `.tracked` property).
///
/// This is the platform-neutral half of a SwiftUI `Binding` (`LoomSwiftUI` wraps it in one), tested on
/// Linux:
///
/// ```swift
/// let text = TwoWayBinding(store, \.text, send: TodoAction.updateText)
/// text.value = "Buy milk"   // sends .updateText("Buy milk")
/// text.value = "Buy milk"   // equal to the current text: nothing is sent
///
/// let name = MutableProperty("", observation: .tracked)
/// TwoWayBinding(name).value = "Ada"   // name.value == "Ada"
/// ```
///
/// A binding holds its source strongly (a SwiftUI binding lives as long as the view that made it).
@MainActor
public final class TwoWayBinding<Value> {
    private let read: @MainActor () -> Value
    private let write: @MainActor (Value) -> Void
    private let isDuplicate: ((Value, Value) -> Bool)?

    /// A binding reading with `get` and writing with `set`, dropping a write that `isDuplicate` says
    /// repeats the current value. Without `isDuplicate`, a write equal to the current value is dropped
    /// when `Value` is `Equatable`; otherwise every write is passed on.
    ///
    /// ```swift
    /// var title = "Inbox"
    /// let binding = TwoWayBinding(get: { title }, set: { title = $0 })
    /// binding.value = "Inbox"   // dropped: `set` is not called
    ///
    /// let byName = TwoWayBinding(get: { tag }, set: { tag = $0 }, removeDuplicates: { $0.name == $1.name })
    /// ```
    public init(
        get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void,
        removeDuplicates isDuplicate: ((Value, Value) -> Bool)? = nil
    ) {
        read = get
        write = set
        self.isDuplicate = isDuplicate ?? dynamicEquality(of: Value.self)
    }

    /// The source's current value. Setting it writes to the source, unless the binding drops
    /// duplicates and the new value repeats the current one.
    public var value: Value {
        get { read() }
        set {
            if let isDuplicate, isDuplicate(read(), newValue) { return }
            write(newValue)
        }
    }

    /// A binding of a part of this value: reading projects it with `get`, writing puts the new part
    /// into the current value with `set` and writes that back.
    ///
    /// ```swift
    /// let isMuted = settings.map(get: { $0.volume == 0 }, set: { $0.volume = $1 ? 0 : 0.5 })
    /// ```
    public func map<Part>(
        get: @escaping (Value) -> Part, set: @escaping (inout Value, Part) -> Void
    ) -> TwoWayBinding<Part> {
        TwoWayBinding<Part>(
            get: { get(self.value) },
            set: { part in
                var whole = self.value
                set(&whole, part)
                self.value = whole
            })
    }
}
