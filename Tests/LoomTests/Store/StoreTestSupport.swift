import Loom
import Synchronization

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

/// Lets tasks started on the main actor run to completion (bounded; never sleeps).
@MainActor
func settle(_ store: Store<some Any, some Any>, rounds: Int = 100_000) async {
    for _ in 0..<rounds {
        if store.inFlightCommandCount == 0 { break }
        await Task.yield()
    }
    for _ in 0..<20 { await Task.yield() }
}

/// Yields the main actor a bounded number of times so enqueued tasks run.
@MainActor
func yieldRounds(_ rounds: Int = 50) async {
    for _ in 0..<rounds { await Task.yield() }
}

/// A counter that Observation's `@Sendable` onChange closures can bump.
final class FireCount: Sendable {
    private let storage = Mutex(0)
    var value: Int { storage.withLock { $0 } }
    func bump() { storage.withLock { $0 += 1 } }
}

/// Yields the main actor until `condition` holds (bounded, never sleeps): for an outcome that must
/// come, so that a slow, loaded machine only makes the test wait longer.
@MainActor
func waitUntil(maxYields: Int = 100_000, _ condition: () -> Bool) async {
    var yields = 0
    while !condition() && yields < maxYields {
        await Task.yield()
        yields += 1
    }
}
