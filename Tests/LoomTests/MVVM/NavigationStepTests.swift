import Loom
import PropertyBased
import Testing

/// Builds a state in one expression.
func navigationState(
    stack: [TestRoute], presented: [TestRoute] = [], embedded: [ContainerName: TestRoute] = [:]
) -> NavigationState<TestRoute> {
    var state = NavigationState<TestRoute>(containers: Set(embedded.keys))
    for screen in stack { state.push(screen) }
    for screen in presented { state.present(screen) }
    for (name, screen) in embedded { try? state.embed(screen, in: name) }
    return state
}

@Suite("Navigation steps: from what is shown to what the navigator says")
struct NavigationStepTests {
    @Test("the same screens need no step, whatever containers are declared")
    func noSteps() {
        let state = navigationState(stack: [.artists, .albums(1)], presented: [.picker])
        var other = state
        other.addContainer("detail")
        #expect(state.steps(to: other).isEmpty)
    }

    @Test("one screen added on top is a push")
    func push() {
        let old = navigationState(stack: [.artists])
        #expect(old.steps(to: navigationState(stack: [.artists, .albums(1)])) == [.push(.albums(1))])
    }

    @Test("screens leaving the top are one pop that keeps the common bottom")
    func pop() {
        let old = navigationState(stack: [.artists, .albums(1), .track(2)])
        #expect(old.steps(to: navigationState(stack: [.artists])) == [.pop(keeping: 1)])
    }

    @Test("two screens pushed at once, a new root, or a change in the middle replace above the common bottom")
    func setStack() {
        let old = navigationState(stack: [.artists, .albums(1)])
        #expect(
            old.steps(to: navigationState(stack: [.artists, .albums(1), .track(1), .track(2)]))
                == [.setStack(keeping: 2, adding: [.track(1), .track(2)])])
        #expect(
            old.steps(to: navigationState(stack: [.picker])) == [.setStack(keeping: 0, adding: [.picker])])
        #expect(
            old.steps(to: navigationState(stack: [.artists, .albums(2)]))
                == [.setStack(keeping: 1, adding: [.albums(2)])])
    }

    @Test("an empty screen gets its first stack as a replacement, and an emptied stack too")
    func emptyStacks() {
        let empty = NavigationState<TestRoute>()
        #expect(
            empty.steps(to: navigationState(stack: [.artists])) == [.setStack(keeping: 0, adding: [.artists])]
        )
        #expect(navigationState(stack: [.artists]).steps(to: empty) == [.setStack(keeping: 0, adding: [])])
    }

    @Test("a screen that appears twice is matched by position")
    func duplicates() {
        let old = navigationState(stack: [.artists, .albums(1), .artists])
        #expect(old.steps(to: navigationState(stack: [.artists])) == [.pop(keeping: 1)])
        #expect(old.steps(to: navigationState(stack: [.artists, .albums(1)])) == [.pop(keeping: 2)])
    }

    @Test("presented screens: dismiss what differs first, present the new ones last, one by one")
    func presented() {
        let old = navigationState(stack: [.artists], presented: [.picker, .detail(1)])
        let new = navigationState(
            stack: [.artists, .albums(1)], presented: [.picker, .detail(2), .track(3)])
        #expect(
            old.steps(to: new) == [
                .dismiss(keeping: 1), .push(.albums(1)), .present(.detail(2)), .present(.track(3)),
            ])
        #expect(old.steps(to: navigationState(stack: [.artists])) == [.dismiss(keeping: 0)])
    }

    @Test("containers: removals before embeddings, each in name order; an unchanged screen stays")
    func embedded() {
        let old = navigationState(
            stack: [.artists], embedded: ["b": .track(1), "c": .track(2), "d": .track(4)])
        let new = navigationState(
            stack: [.artists], embedded: ["a": .track(9), "c": .track(3), "d": .track(4)])
        #expect(
            old.steps(to: new) == [
                .removeEmbedded(from: "b"), .embed(.track(9), in: "a"), .embed(.track(3), in: "c"),
            ])
    }

    @Test(
        "applying a step changes the state like the screen; a step that does not fit throws and changes nothing"
    )
    func applyRejectsBadSteps() throws {
        var state = navigationState(stack: [.artists, .albums(1)], presented: [.picker])
        let before = state
        #expect(throws: NavigationError.depthOutOfRange(requested: 3, available: 2)) {
            try state.apply(.pop(keeping: 3))
        }
        #expect(throws: NavigationError.cannotPopRoot("artists")) { try state.apply(.pop(keeping: 0)) }
        #expect(throws: NavigationError.depthOutOfRange(requested: 5, available: 2)) {
            try state.apply(.setStack(keeping: 5, adding: []))
        }
        #expect(throws: NavigationError.depthOutOfRange(requested: 2, available: 1)) {
            try state.apply(.dismiss(keeping: 2))
        }
        #expect(throws: NavigationError.depthOutOfRange(requested: -1, available: 1)) {
            try state.apply(.dismiss(keeping: -1))
        }
        #expect(throws: NavigationError.unknownContainer("x", known: [])) {
            try state.apply(.removeEmbedded(from: "x"))
        }
        #expect(state == before)
        try state.apply(.embed(.track(1), in: "detail"))
        #expect(state.containers == ["detail"])
        #expect(state.embedded == ["detail": .track(1)])
    }

    @Test("pop(keeping:) and dismiss(keeping:) return what left, top or innermost first")
    func keepingOperations() throws {
        var state = navigationState(
            stack: [.artists, .albums(1), .track(2)], presented: [.picker, .detail(1)])
        #expect(try state.pop(keeping: 3) == [])
        #expect(try state.pop(keeping: 1) == [.track(2), .albums(1)])
        #expect(try state.dismiss(keeping: 0) == [.detail(1), .picker])
        var empty = NavigationState<TestRoute>()
        #expect(throws: NavigationError.emptyStack) { try empty.pop(keeping: 1) }
    }

    struct Pair: Sendable, CustomStringConvertible {
        var old: NavigationState<TestRoute>
        var new: NavigationState<TestRoute>
        var description: String {
            "\(old.stack) \(old.presented) \(old.embedded) → \(new.stack) \(new.presented) \(new.embedded)"
        }
    }

    static func randomState(_ rng: inout any SeededRandomNumberGenerator) -> NavigationState<TestRoute> {
        let alphabet: [TestRoute] = [.artists, .albums(1), .albums(2), .track(1), .picker]
        func screens(_ range: ClosedRange<Int>, _ rng: inout any SeededRandomNumberGenerator) -> [TestRoute] {
            (0..<Int.random(in: range, using: &rng)).map { _ in
                alphabet.randomElement(using: &rng) ?? .artists
            }
        }
        var embedded: [ContainerName: TestRoute] = [:]
        for name in ["a", "b"] as [ContainerName] where Bool.random(using: &rng) {
            embedded[name] = alphabet.randomElement(using: &rng)
        }
        return navigationState(
            stack: screens(0...4, &rng), presented: screens(0...3, &rng), embedded: embedded)
    }

    static let pairs = Generator<Pair, Shrink.None<Pair>> { rng in
        Pair(old: randomState(&rng), new: randomState(&rng))
    }

    @Test(
        "5,000 random pairs: the steps apply one after another and show the new screens, then no step is left"
    )
    func randomPairs() async {
        await propertyCheck(count: 5_000, input: Self.pairs) { pair in
            var shown = pair.old
            for step in pair.old.steps(to: pair.new) {
                #expect(throws: Never.self, "\(pair): \(step)") { try shown.apply(step) }
            }
            #expect(shown.stack == pair.new.stack, "\(pair)")
            #expect(shown.presented == pair.new.presented, "\(pair)")
            #expect(shown.embedded == pair.new.embedded, "\(pair)")
            #expect(shown.steps(to: pair.new).isEmpty, "\(pair)")
        }
    }

    @Test("5,000 random pairs: at most one stack step and one dismissal, and dismissal comes first")
    func randomPairsShape() async {
        await propertyCheck(count: 5_000, input: Self.pairs) { pair in
            let steps = pair.old.steps(to: pair.new)
            let stackSteps = steps.filter {
                switch $0 {
                case .push, .pop, .setStack: true
                default: false
                }
            }
            let dismissals = steps.indices.filter { if case .dismiss = steps[$0] { true } else { false } }
            #expect(stackSteps.count <= 1, "\(pair)")
            #expect(dismissals.count <= 1, "\(pair)")
            if let index = dismissals.first { #expect(index == 0, "\(pair)") }
        }
    }
}
