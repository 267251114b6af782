import Loom

struct CounterState: Equatable, Codable {
    var count = 0
    var text = ""
}

enum CounterAction: Equatable, Codable {
    case increment
    case decrement
    case setText(String)
    case echo(String)
    case nothing
}

@MainActor
func counterReducer(_ state: inout CounterState, _ action: CounterAction) -> Command<CounterAction> {
    switch action {
    case .increment: state.count += 1
    case .decrement: state.count -= 1
    case .setText(let text): state.text = text
    case .echo(let text): return .send(.setText(text))
    case .nothing: break
    }
    return .none
}
