/// A binding target that writes into an object, which it holds weakly: the binding ends with the object.
///
/// ```swift
/// final class Label { var text = "" }
/// let label = Label()
/// let count = MutableProperty(3)
/// let token = Binder(label, \.text) <~ count.map { "\($0)" }   // label.text == "3"
/// ```
///
/// A binder never keeps its object alive, so binding a view's own properties to a model never forms a
/// reference cycle (Mvce's binding-to-self leak does not happen here).
public struct Binder<Input>: BindingTarget {
    private let apply: (Input) -> Bool
    private let alive: () -> Bool

    /// A binder that sets `object[keyPath: keyPath]`.
    public init<Object: AnyObject>(_ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Input>) {
        self.init(object) { object, value in object[keyPath: keyPath] = value }
    }

    /// A binder that calls `update(object, value)`.
    ///
    /// ```swift
    /// Binder(table) { table, rows in table.reload(rows) } <~ model.rows
    /// ```
    public init<Object: AnyObject>(_ object: Object, _ update: @escaping (Object, Input) -> Void) {
        weak let weakObject = object
        self.apply = { value in
            guard let object = weakObject else { return false }
            update(object, value)
            return true
        }
        self.alive = { weakObject != nil }
    }

    /// Whether the object is still alive.
    public var isAlive: Bool { alive() }

    /// Writes `value` into the object, if it is still alive.
    public func receive(_ value: Input) {
        _ = apply(value)
    }
}
