#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import Loom
import LoomSwiftUI
import SwiftUI

// The README's "Using Loom with SwiftUI" store view, verbatim (type-checked for iOS by apple-check).

struct NotesView: View {
    let store: Store<Notes, NotesAction>

    var body: some View {
        Form {
            TextField("New note", text: store.binding(\.text, send: NotesAction.updateText))
            Button("Add") { store.send(.add) }
                .disabled(store.text.count < 3)
            Text("\(store.items.count) notes")  // this view follows `text` and `items` only
        }
    }
}
#endif
