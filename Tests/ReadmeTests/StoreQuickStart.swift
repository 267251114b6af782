import Loom
import LoomTesting
import Testing

// The README's store blocks, verbatim.

struct Notes: Equatable {
    var items: [String] = []
    var text = ""
}

enum NotesAction: Equatable { case updateText(String), add, remove(at: Int) }

@MainActor
func notesReducer(state: inout Notes, action: NotesAction) -> Command<NotesAction> {
    switch action {
    case .updateText(let text):
        state.text = text
    case .add where state.text.count >= 3:
        state.items.insert(state.text, at: 0)
        state.text = ""
    case .remove(let index) where state.items.indices.contains(index):
        state.items.remove(at: index)
    case .add, .remove:
        break
    }
    return .none
}

@MainActor
func runNotes() -> String {
    let store = Store(initialState: Notes(), reducer: notesReducer)
    let title = MutableProperty("")
    let bag = Bag() ++ title <~ store.property.map { "TODO - (\($0.items.count))" }
    store.send(.updateText("Buy milk"))
    store.send(.add)
    return withExtendedLifetime(bag) { title.value }  // "TODO - (1)"
}

@MainActor
@Test("README: the store quick start shows the count in the title")
func storeQuickStartRuns() {
    #expect(runNotes() == "TODO - (1)")
}

@MainActor
@Test("README: the TestStore quick start passes")
func testStoreQuickStartRuns() async {
    let test = TestStore(initialState: Notes(), reducer: notesReducer)
    await test.send(.updateText("Buy milk")) { $0.text = "Buy milk" }
    await test.send(.add) {
        $0.items = ["Buy milk"]
        $0.text = ""
    }
    await test.finish()
}
