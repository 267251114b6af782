#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import Loom
import LoomSwiftUI
public import SwiftUI
public import TodoCore

/// The to-do list in SwiftUI, over the store of `TodoCore`: the view reads the store's members
/// (`store.text`, `store.todos`, `store.canAdd`: Observation follows each one), the text field is
/// bound to `.updateText`, the rows are a `TodoPresentation`'s list (swipe to delete sends
/// `.removeToDo(at:)`), and a problem shows as an alert.
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
                ListSections(todo.list) { title in
                    Text(title)
                }
            }
            .navigationTitle("TODO - (\(store.todos.count))")
            #if os(iOS)
            .forwardEditMode(to: todo.list)
            .toolbar { EditButton() }
            #endif
        }
        .alert(todo.problemAlert)
    }
}
#endif
