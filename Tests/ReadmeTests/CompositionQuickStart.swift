import Loom
import LoomTesting
import Testing

// The README's and the store article's composition blocks, verbatim.

struct Item: Identifiable, Equatable {
    let id: Int
    var title: String
    var isDone = false
}

enum ItemAction: Equatable { case toggle, rename(String) }

@MainActor
func itemReducer(state: inout Item, action: ItemAction) -> Command<ItemAction> {
    switch action {
    case .toggle: state.isDone.toggle()
    case .rename(let title): state.title = title
    }
    return .none
}

struct Shopping: Equatable {
    var items: [Item] = []
    var nextID = 1
}

enum ShoppingAction: Equatable {
    case add(String)
    case delete(id: Int)
    case item(id: Int, action: ItemAction)

    static let itemCase = ActionCase(ShoppingAction.item) {
        if case .item(let id, let a) = $0 { (id, a) } else { nil }
    }
}

@MainActor
func listReducer(state: inout Shopping, action: ShoppingAction) -> Command<ShoppingAction> {
    switch action {
    case .add(let title):
        state.items.append(Item(id: state.nextID, title: title))
        state.nextID += 1
    case .delete(let id):
        state.items.removeAll { $0.id == id }
    case .item:
        break
    }
    return .none
}

@MainActor
func shoppingFeature() -> Reduce<Shopping, ShoppingAction> {
    Reduce(listReducer)
        .forEach(\.items, action: ShoppingAction.itemCase, element: itemReducer)
}

@MainActor
func runShopping() -> [Item] {
    let store = Store(initialState: Shopping(), reducer: shoppingFeature().reduce)
    store.send(.add("Milk"))
    let row = store.scope(element: 1, in: \.items, action: ShoppingAction.item)
    row?.send(.toggle)
    return store.state.items  // [Item(id: 1, title: "Milk", isDone: true)]
}

@MainActor
@Test("README: a row's store toggles its element of the list")
func compositionQuickStartRuns() {
    #expect(runShopping() == [Item(id: 1, title: "Milk", isDone: true)])
}

@MainActor
@Test("README: the TestStore checks the list and its rows together")
func compositionTestStoreRuns() async {
    let test = TestStore(initialState: Shopping(), reducer: shoppingFeature().reduce)
    await test.send(.add("Milk")) {
        $0.items = [Item(id: 1, title: "Milk")]
        $0.nextID = 2
    }
    await test.send(.item(id: 1, action: .rename("Oat milk"))) { $0.items[0].title = "Oat milk" }
    await test.send(.delete(id: 1)) { $0.items = [] }
    await test.finish()
}
