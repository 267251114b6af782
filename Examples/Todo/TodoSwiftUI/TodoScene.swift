#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import Loom
public import SwiftUI
import TodoCore

/// The window of a to-do app: the list saved in SQLite (``TodoDatabase``, at its default path), or
/// why the database could not open. An app's `body` is this scene:
///
/// ```swift
/// @main
/// struct TodoApp: App {
///     var body: some Scene { TodoScene() }
/// }
/// ```
@MainActor
public struct TodoScene: Scene {
    @State private var todo = TodoScene.open()

    /// The scene, opening the database.
    public init() {}

    /// One window showing the list.
    public var body: some Scene {
        WindowGroup {
            switch todo {
            case .success(let todo): TodoListScreen(todo: todo)
            case .failure(let error): Text("The to-do list could not open: \(error.description)").padding()
            }
        }
    }

    /// The store over the default database (its load already sent), and its presentation.
    private static func open() -> Result<TodoPresentation, TodoStorageError> {
        do throws(TodoStorageError) {
            return .success(TodoPresentation(store: makeTodoStore(storage: try TodoDatabase())))
        } catch {
            return .failure(error)
        }
    }
}
#endif
