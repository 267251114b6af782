@_spi(Testing) import Loom
import LoomTesting
import Testing

// The article's ToDoDemo: the reducer returns the app's own command, the view controller's
// subscriber performs it.

struct ToDoState: Equatable {
    var todos: [String] = []
    var text = ""
}

enum ToDoAction: Equatable {
    case updateText(String)
    case addToDos([String])
    case removeToDo(Int)
    case loadToDos
}

enum ToDoCommand {
    case loadToDos(completion: ([String]) -> Void)
    case someOtherCommand
}

/// The article's view controller: it owns the store, builds the reducer from its own method (held
/// weakly: the article's leak fix), and performs the commands in its subscriber.
@MainActor
final class ToDoController {
    lazy var store = Store(initialState: ToDoState(), commands: ToDoCommand.self) {
        [weak self] state, action in
        self?.reduce(state, action) ?? (state, nil)
    }
    var token: Token?
    var rendered: [(todos: [String], previous: [String])] = []
    var loads: [ToDoCommand] = []

    func reduce(_ state: ToDoState, _ action: ToDoAction) -> (ToDoState, ToDoCommand?) {
        var state = state
        switch action {
        case .updateText(let text):
            state.text = text
        case .addToDos(let items):
            state.todos = items + state.todos
        case .removeToDo(let index):
            state.todos.remove(at: index)
        case .loadToDos:
            return (state, .loadToDos { [weak self] items in self?.store.send(.addToDos(items)) })
        }
        return (state, nil)
    }

    func viewDidLoad(load: @escaping ([String]) -> [String] = { $0 }) {
        token = store.subscribe(commands: ToDoCommand.self) { [weak self] state, previous, command in
            self?.rendered.append((state.todos, previous.todos))
            if let command { self?.loads.append(command) }
            if case .loadToDos(let completion)? = command { completion(load(["2", "3"])) }
        }
    }
}

enum AppCommand: Equatable {
    case save([String])
    case log(String)
}

@MainActor
@Suite("Store: the app's own commands, performed by a subscriber (the article's form)")
struct AppCommandTests {
    @Test("the subscriber receives the app's command with (state, previous) and performs it")
    func subscriberPerformsTheCommand() {
        let controller = ToDoController()
        controller.viewDidLoad()
        controller.store.send(.updateText("123"))
        #expect(controller.store.state.text == "123")
        #expect(controller.loads.isEmpty)
        controller.store.send(.loadToDos)
        // The subscriber performed .loadToDos: its completion sent .addToDos(["2", "3"]), processed
        // right after (queued behind .loadToDos).
        #expect(controller.store.state.todos == ["2", "3"])
        #expect(controller.loads.count == 1)
        #expect(controller.rendered.map(\.todos) == [[], [], ["2", "3"]])
        #expect(controller.rendered.map(\.previous) == [[], [], []])
        // The store itself ran nothing.
        #expect(controller.store.inFlightCommandCount == 0)
    }

    @Test("the article's reducer tests hold: text updates, added items go first, removal by index")
    func articleReducerTests() {
        let controller = ToDoController()
        let store = controller.store
        store.send(.updateText("123"))
        store.send(.updateText("321"))
        #expect(store.state.text == "321")
        store.send(.updateText(""))
        #expect(store.state.text == "")
        store.send(.addToDos(["1"]))
        store.send(.addToDos(["3", "2"]))
        #expect(store.state.todos == ["3", "2", "1"])
        store.send(.removeToDo(1))
        #expect(store.state.todos == ["3", "1"])
    }

    @Test("the view controller, its store and its subscription are released together (the article's leak)")
    func controllerAndStoreAreReleased() {
        let leaks = LeakTracker()
        do {
            let controller = ToDoController()
            controller.viewDidLoad()
            controller.store.send(.loadToDos)
            #expect(controller.store.state.todos == ["2", "3"])
            leaks.track(controller, "view controller")
            leaks.track(controller.store, "store")
        }
        leaks.expectReleased()
    }

    @Test("Loom's commands and the app's coexist: the store runs its own, subscribers perform the app's")
    func coexistence() {
        var performed: [AppCommand?] = []
        var plain: [Bool] = []
        let store = Store(initialState: CounterState()) {
            (state: inout CounterState, action: CounterAction) in
            switch action {
            case .setText(let text):
                state.text = text
                return .merge(.send(.increment), .perform(AppCommand.save([text])))
            case .echo(let text):
                return .merge(.perform(AppCommand.log(text)), .send(.setText(text)))
            default:
                return counterReducer(&state, action)
            }
        }
        let appToken = store.subscribe(commands: AppCommand.self) { _, _, command in performed.append(command)
        }
        let plainToken = store.subscribe { _, _, command in plain.append(command != nil) }
        store.send(.setText("milk"))
        // .setText: the app's .save went to subscribers; Loom's .send(.increment) was run by the store.
        #expect(store.state == CounterState(count: 1, text: "milk"))
        #expect(performed == [.save(["milk"]), nil])
        #expect(plain == [true, false])
        store.send(.echo("tea"))
        #expect(performed.suffix(3) == [.log("tea"), .save(["tea"]), nil])
        #expect(store.state == CounterState(count: 2, text: "tea"))
        #expect(store.inFlightCommandCount == 0)
        appToken.cancel()
        plainToken.cancel()
    }

    @Test(
        "no app command reaches the subscriber as nil: none, Loom work only, another type, or inside a wrapper"
    )
    func nilWhenThereIsNone() {
        #expect(Command<CounterAction>.none.performed(as: AppCommand.self) == nil)
        #expect(Command<CounterAction>.send(.increment).performed(as: AppCommand.self) == nil)
        #expect(Command<CounterAction>.perform("a string").performed(as: AppCommand.self) == nil)
        #expect(
            Command<CounterAction>.perform(AppCommand.log("x")).performed(as: AppCommand.self) == .log("x"))
        // Cancellation, debounce and throttle describe Loom's work; an app command inside is not one.
        #expect(
            Command<CounterAction>.perform(AppCommand.log("x")).cancellable(id: "c").performed(
                as: AppCommand.self)
                == nil)
        #expect(!Command<CounterAction>.perform(AppCommand.log("x")).isNone)
        #expect(
            Command<CounterAction>.merge(.send(.increment), .perform(AppCommand.log("m")))
                .performed(as: AppCommand.self) == .log("m"))
    }

    @Test("map embeds a child's command and keeps its app command")
    func mapKeepsTheAppCommand() {
        let child = Command<CounterAction>.merge(.send(.increment), .perform(AppCommand.log("child")))
        let parent = child.map { AppAction.counter($0) }
        #expect(parent.performed(as: AppCommand.self) == .log("child"))
    }

    @Test("a TestStore sees an app command as no running work")
    func testStoreFinishes() async {
        let store = TestStore(initialState: CounterState()) {
            (state: inout CounterState, action: CounterAction) in
            if case .setText(let text) = action {
                state.text = text
                return .perform(AppCommand.save([text]))
            }
            return .none
        }
        await store.send(.setText("x")) { $0.text = "x" }
        await store.finish()
    }

    @Test("the store article's own-commands example: the reducer names the load, the subscriber performs it")
    func articleExample() {
        // The example of UnidirectionalStore.md, "The article's own commands, beside Loom's", line for
        // line (its reducer used to capture `self`, which a top-level store does not have).
        typealias TodoState = ToDoState
        typealias TodoAction = ToDoAction
        enum TodoCommand { case loadToDos }
        let storage = ImmediateStorage(items: ["2", "3"])
        var renders: [[String]] = []
        func render(_ state: TodoState, _ previous: TodoState) { renders.append(state.todos) }
        let leaks = LeakTracker()
        do {
            let store = Store(initialState: TodoState(), commands: TodoCommand.self) {
                (state: TodoState, action: TodoAction) in
                var state = state
                switch action {
                case .loadToDos:
                    return (state, .loadToDos)  // names the work; captures nothing
                case .addToDos(let items):
                    state.todos = items + state.todos
                default:
                    break
                }
                return (state, nil)
            }
            let token = store.subscribe(commands: TodoCommand.self) { state, previous, command in
                render(state, previous)
                if command == .loadToDos { storage.load { items in store.send(.addToDos(items)) } }
            }
            store.send(.loadToDos)
            #expect(store.state.todos == ["2", "3"])
            #expect(renders == [[], ["2", "3"]])
            leaks.track(store, "store")
            withExtendedLifetime(token) {}
        }
        leaks.expectReleased()
    }
}

/// A storage whose load completes at once.
private struct ImmediateStorage {
    let items: [String]
    func load(_ completion: ([String]) -> Void) { completion(items) }
}
