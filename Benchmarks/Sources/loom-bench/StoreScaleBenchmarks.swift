import Loom
import Observation

// Store benchmarks at scale (issue 23.1): a send that changes a large array member, at N = 100, 1k,
// 10k and 100k elements, beside the same reducer mutating a struct in place (the floor). Counted in
// instructions (callgrind); a target is met when the send stays within 1.5× its floor at every N.

struct ScaleItem: Equatable {
    var id: Int
    var done = false
}

struct ScaleSettings: Equatable {
    var darkMode = false
    var fontSize = 12
}

struct ScaleState: Equatable {
    var items: [ScaleItem]
    var settings = ScaleSettings()
    var sent = 0

    init(count: Int) {
        items = (0..<count).map { ScaleItem(id: $0) }
        items.reserveCapacity(count + 1)
    }
}

enum ScaleAction {
    /// Appends one element (and drops the one the previous append added, so N stays N).
    case append
    /// Toggles the `done` field of one element.
    case toggle(Int)
    case settings(SettingsAction)
    enum SettingsAction { case toggleDarkMode }
}

/// The reducer, in place: the floor calls the same function on its own struct.
func scaleReduce(_ state: inout ScaleState, _ action: ScaleAction) {
    switch action {
    case .append:
        if state.sent & 1 == 1 { state.items.removeLast() }
        state.items.append(ScaleItem(id: state.sent))
    case .toggle(let index):
        state.items[index].done.toggle()
    case .settings(.toggleDarkMode):
        state.settings.darkMode.toggle()
    }
    state.sent &+= 1
}

/// The floor: the same reducer on a struct held by a class, changed in place, and a closure array
/// of subscribers getting the state.
final class FloorScaleStore {
    var state: ScaleState
    var subscribers: [(ScaleState) -> Void] = []

    init(_ state: ScaleState) {
        self.state = state
    }

    @inline(never)
    func send(_ action: ScaleAction) {
        scaleReduce(&state, action)
        for subscriber in subscribers { subscriber(state) }
    }
}

/// The sizes measured.
let scaleSizes = [100, 1_000, 10_000, 100_000]

/// What follows the store in a measured case.
enum ScaleFollowers {
    /// `count` subscribers of the current state only.
    case subscribers(Int)
    /// One subscriber that asks for the previous state (the store keeps a copy: the cost before).
    case previousSubscriber
    /// One middleware (it gets the previous state).
    case middleware
    /// A ``StoreRecorder`` (it keeps every state).
    case recorder
    /// `store.sent` read once outside tracking: Observation compares that member at the next sends.
    case observedMember
    /// The ``Store/property`` mirror (it holds the state).
    case property
    /// A scope over `settings` (not changed by `.append`) with one subscriber.
    case followedScope
}

@MainActor
private func makeScaleStore(
    count: Int, followers: ScaleFollowers, action: ScaleAction
) -> MeasuredLoop {
    let store = Store(initialState: ScaleState(count: count)) {
        (state: inout ScaleState, action: ScaleAction) in
        scaleReduce(&state, action)
        return .none
    }
    var keep: [AnyObject] = []
    var tokens: [Token] = []
    switch followers {
    case .subscribers(let number):
        for _ in 0..<number { tokens.append(store.subscribe { state, _ in blackhole &+= state.sent }) }
    case .previousSubscriber:
        tokens.append(store.subscribe { state, _, _ in blackhole &+= state.sent })
    case .middleware:
        tokens.append(store.addMiddleware(Middleware(after: { _, state, _, _ in blackhole &+= state.sent })))
    case .recorder:
        keep.append(StoreRecorder(store: store))
    case .observedMember:
        blackhole &+= store.sent
    case .property:
        keep.append(store.property)
    case .followedScope:
        let settings = store.scope(state: \.settings, action: ScaleAction.settings)
        tokens.append(settings.subscribe { state, _ in blackhole &+= state.fontSize })
        keep.append(settings)
    }
    return { operations in
        for _ in 0..<operations { store.send(action) }
        withExtendedLifetime((keep, tokens)) {}
    }
}

private func makeFloorScaleStore(count: Int, subscribers: Int, action: ScaleAction) -> MeasuredLoop {
    let store = FloorScaleStore(ScaleState(count: count))
    for _ in 0..<subscribers { store.subscribers.append { state in blackhole &+= state.sent } }
    return { operations in
        for _ in 0..<operations { store.send(action) }
    }
}

private func scaleAction(_ name: String, count: Int) -> ScaleAction {
    name == "toggle" ? .toggle(count / 2) : .append
}

/// The counted cases: `scale.<append|toggle>.<N>.<followers>` and `floor.scale.<append|toggle>.<N>.<s>`.
@MainActor
let scaleCountedCases: [String: @MainActor () -> MeasuredLoop] = {
    var cases: [String: @MainActor () -> MeasuredLoop] = [:]
    let followers: [(String, ScaleFollowers)] = [
        ("0", .subscribers(0)), ("1", .subscribers(1)), ("100", .subscribers(100)),
        ("previous", .previousSubscriber), ("middleware", .middleware), ("recorder", .recorder),
        ("observed", .observedMember), ("property", .property), ("scope", .followedScope),
    ]
    for kind in ["append", "toggle"] {
        for count in scaleSizes {
            let action = scaleAction(kind, count: count)
            for (name, follower) in followers {
                cases["scale.\(kind).\(count).\(name)"] = {
                    makeScaleStore(count: count, followers: follower, action: action)
                }
            }
            for subscribers in [0, 1, 100] {
                cases["floor.scale.\(kind).\(count).\(subscribers)"] = {
                    makeFloorScaleStore(count: count, subscribers: subscribers, action: action)
                }
            }
        }
    }
    return cases
}()

/// Prints the instruction counts of the scale cases, each beside its floor, and one `RESULT` line
/// per target.
@MainActor
func runStoreScaleBenchmarks() {
    guard Instructions.isAvailable else {
        print("\n(store scale benchmarks need valgrind: instruction counts only)")
        return
    }
    print("\n### Store at scale: instructions per send (callgrind), N elements in the array\n")
    print("| send | followers | N | Loom | floor (struct in place) | ratio |")
    print("|---|---|---:|---:|---:|---:|")
    func count(_ name: String, _ n: Int, operations: Int? = nil) -> Double {
        Instructions.perOperation(name, operations: operations ?? (n >= 100_000 ? 2_000 : 20_000)) ?? .nan
    }
    func format(_ value: Double) -> String { String(format: "%.0f", value) }
    var worst: [String: Double] = [:]
    var scopeCost: [String: [Double]] = [:]
    for kind in ["append", "toggle"] {
        for n in scaleSizes {
            var floors: [Int: Double] = [:]
            for subscribers in [0, 1, 100] {
                let floor = count("floor.scale.\(kind).\(n).\(subscribers)", n)
                let loom = count("scale.\(kind).\(n).\(subscribers)", n)
                floors[subscribers] = floor
                let ratio = loom / floor
                print(
                    "| \(kind) | \(subscribers) subscribers | \(n) | \(format(loom)) | \(format(floor)) | "
                        + String(format: "%.2f×", ratio) + " |")
                let key = "\(kind)_\(subscribers)"
                worst[key] = max(worst[key] ?? 0, ratio)
            }
            let scope = count("scale.\(kind).\(n).scope", n)
            scopeCost[kind, default: []].append(scope)
            print(
                "| \(kind) | followed scope over `settings` (unchanged) | \(n) | \(format(scope)) | "
                    + "\(format(floors[1]!)) | " + String(format: "%.2f×", scope / floors[1]!) + " |")
            // What the followers that ask for more cost (context, no target): they pay when used.
            // Fewer operations: each copies the array (and the recorder keeps every copy).
            for name in ["previous", "middleware", "recorder", "observed", "property"]
            where n <= (name == "recorder" ? 1_000 : 10_000) {
                let loom = count("scale.\(kind).\(n).\(name)", n, operations: 1_000)
                print(
                    "| \(kind) | context: \(name) | \(n) | \(format(loom)) | \(format(floors[1]!)) | "
                        + String(format: "%.2f×", loom / floors[1]!) + " |")
            }
        }
    }
    print()
    for kind in ["append", "toggle"] {
        for subscribers in [0, 1, 100] {
            let ratio = worst["\(kind)_\(subscribers)"] ?? .nan
            printResult(
                "store_scale_\(kind)_\(subscribers)_subscribers_worst_n_instructions", loom: ratio, base: 1,
                limit: 1.5)
        }
        let costs = scopeCost[kind] ?? []
        if let first = costs.first, let maximum = costs.max() {
            printResult(
                "store_scale_\(kind)_followed_scope_100k_over_100_instructions", loom: maximum, base: first,
                limit: 1.1)
        }
    }
}
