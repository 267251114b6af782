#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
public import Loom
public import SwiftUI

extension Binding {
    /// A SwiftUI binding over a Loom ``TwoWayBinding`` (reading and writing, and dropping repeated
    /// writes, are the two-way binding's, tested on Linux).
    ///
    /// The value is read once when the binding is made, so the view whose `body` makes it follows the
    /// value under Observation: when it changes, that view makes a new binding, and the control shows the
    /// new value even if SwiftUI does not track what the control reads inside.
    ///
    /// ```swift
    /// NavigationStack(path: Binding(navigator.path)) { … }
    /// ```
    @MainActor
    public init(_ twoWay: TwoWayBinding<Value>) {
        _ = twoWay.value
        self.init(get: { twoWay.value }, set: { twoWay.value = $0 })
    }

    /// A SwiftUI binding over a mutable property: the control shows `property.value` and sets it.
    /// Make the property `.tracked` so that the control also follows changes made elsewhere.
    ///
    /// ```swift
    /// TextField("Name", text: Binding(viewModel.name))
    /// ```
    @MainActor
    public init(_ property: MutableProperty<Value>) {
        self.init(TwoWayBinding(property))
    }
}

extension Binding where Value: Equatable {
    /// A SwiftUI binding over a mutable property; a write equal to the current value is dropped.
    ///
    /// ```swift
    /// Toggle("Shuffle", isOn: Binding(viewModel.shuffles))
    /// ```
    @MainActor
    public init(_ property: MutableProperty<Value>) {
        self.init(TwoWayBinding(property))
    }
}

extension Store {
    /// A SwiftUI binding to a member of the state that writes by sending an action: the control shows
    /// `store.member` (the view follows that member only) and each edit sends `action(newValue)`; an
    /// edit equal to the current value sends nothing.
    ///
    /// ```swift
    /// TextField("New to-do", text: store.binding(\.text, send: TodoAction.updateText))
    /// ```
    public func binding<Value: Equatable>(
        _ keyPath: KeyPath<State, Value>, send action: @escaping (Value) -> Action
    ) -> Binding<Value> {
        Binding(TwoWayBinding(self, keyPath, send: action))
    }

    /// A SwiftUI binding to a member of the state that is not `Equatable`: every edit sends
    /// `action(newValue)`.
    ///
    /// ```swift
    /// DatePicker("Due", selection: store.binding(\.due, send: TaskAction.setDue))
    /// ```
    public func binding<Value>(
        _ keyPath: KeyPath<State, Value>, send action: @escaping (Value) -> Action
    ) -> Binding<Value> {
        Binding(TwoWayBinding(self, keyPath, send: action))
    }
}
#endif
