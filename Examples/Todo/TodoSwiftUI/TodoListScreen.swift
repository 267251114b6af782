#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import Loom
import LoomSwiftUI
public import SwiftUI
public import TodoCore

/// The to-do list in SwiftUI, over the store of `TodoCore`: the view reads the store's members
/// (`store.text`, `store.todos`, `store.canAdd`: Observation follows each one), the text field is
/// bound to `.updateText`, the rows are a `ForEachStore` over the to-dos' own stores (the to-do item
/// feature: the toggle sends `.toggle`, swiping to delete sends `.delete`, which the list handles),
/// and a problem shows as an alert.
///
/// ```swift
/// TodoListScreen(todo: TodoPresentation(store: makeTodoStore(storage: try TodoDatabase())))
/// ```
@MainActor
public struct TodoListScreen: View {
    private let todo: TodoPresentation

    /// The screen of `todo`.
    public init(todo: TodoPresentation) {
        self.todo = todo
    }

    /// The field, the add button, the rows, and the problem as an alert.
    public var body: some View {
        let store = todo.store
        NavigationStack {
            List {
                Section {
                    HStack {
                        TextField("New to-do", text: store.binding(\.text, send: TodoAction.updateText))
                            .onSubmit { store.send(.add) }
                        Button("Add") { store.send(.add) }
                            .disabled(!store.canAdd)
                    }
                }
                ForEachStore(todo.items) { item in
                    Toggle(item.title, isOn: item.binding(\.isDone, send: { _ in .toggle }))
                        .swipeActions {
                            Button("Delete", role: .destructive) { item.send(.delete) }
                        }
                }
            }
            .navigationTitle("TODO - (\(store.todos.count))")
        }
        .alert(todo.problemAlert)
    }
}
#endif
