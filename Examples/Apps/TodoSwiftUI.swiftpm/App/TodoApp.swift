#if canImport(UIKit)
import SwiftUI
import TodoSwiftUI

/// The app's entry point: one window on the to-do list saved in SQLite (`TodoScene`).
@main
struct TodoApp: App {
    var body: some Scene { TodoScene() }
}
#endif
