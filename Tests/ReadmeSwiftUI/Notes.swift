#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import Loom

/// The README's `Notes` store (its "A unidirectional store" section), as far as the SwiftUI blocks use it.
struct Notes: Equatable {
    var items: [String] = []
    var text = ""
}

enum NotesAction: Equatable { case updateText(String), add, remove(at: Int) }
#endif
