import Loom
import PropertyBased
import Testing

/// A model of what `NavigationInterpreter` does with UIKit, on fake views: the same composition of
/// ``NavigationSync`` and ``NavigationViews``, a screen that changes at once and finishes its
/// transitions when told (like animations), and the user's back button and swipe down reported the way
/// the UIKit delegate callbacks report them.
@MainActor
final class ModelScreen {
    let base = FakeView("navigation controller")
    private(set) var stack: [FakeView] = []
    private(set) var presented: [FakeView] = []
    private(set) var embedded: [ContainerName: FakeView] = [:]
    var animates = false
    private var transitions: [() -> Void] = []
    private(set) var refused: [String] = []
    let navigator: Navigator<TestRoute>
    private lazy var views = NavigationViews<TestRoute, FakeView>(base: base) { FakeView("\($0)") }
    private(set) lazy var sync = NavigationSync(navigator: navigator) { [weak self] step, done in
        guard let self else { return done() }
        self.perform(step, done: done)
    }

    init(navigator: Navigator<TestRoute>) {
        self.navigator = navigator
    }

    var isIdle: Bool { transitions.isEmpty }

    /// Ends the oldest running transition.
    func finishTransition() {
        guard !transitions.isEmpty else { return }
        transitions.removeFirst()()
    }

    /// Ends every transition, including the ones the ends start.
    func settle() {
        while !transitions.isEmpty { finishTransition() }
    }

    private func perform(_ step: NavigationStep<TestRoute>, done: @escaping () -> Void) {
        guard let operation = views.prepare(step) else { return done() }
        switch operation {
        case .push(let view):
            stack.append(view)
        case .pop(let top):
            guard let index = stack.firstIndex(where: { $0 === top }) else {
                refused.append("pop to a view not on the stack")
                return done()
            }
            stack.removeSubrange((index + 1)...)
        case .setStack(let views):
            stack = views
        case .dismiss(let presenter):
            if presenter === base {
                presented = []
            } else if let index = presented.firstIndex(where: { $0 === presenter }) {
                presented.removeSubrange((index + 1)...)
            } else {
                refused.append("dismiss from a view that is not presented")
            }
        case .present(let view, let presenter):
            guard presenter === (presented.last ?? base) else {
                refused.append("present from a view that is not on top")
                return done()
            }
            presented.append(view)
        case .embed(let view, let name, _):
            embedded[name] = view
        case .removeEmbedded(_, let name):
            embedded[name] = nil
        }
        if animates { transitions.append(done) } else { done() }
    }

    /// The back button (or a swipe back) to `count` screens, as `navigationController(_:didShow:)` reports it.
    func userGoesBack(keeping count: Int) throws {
        stack.removeSubrange(count...)
        if let kept = views.userPopped(showing: stack) { try sync.userPopped(keeping: kept) }
    }

    /// A sheet swiped down, as `presentationControllerDidDismiss(_:)` reports it.
    func userSwipesDown(level: Int) throws {
        let view = presented[level]
        presented.removeSubrange(level...)
        if let kept = views.userDismissed(view) { try sync.userDismissed(keeping: kept) }
    }

    /// What the screen shows, as names.
    var shownNames: (stack: [String], presented: [String], embedded: [ContainerName: String]) {
        (stack.map(\.name), presented.map(\.name), embedded.mapValues(\.name))
    }
}

@MainActor
@Suite("A navigation interpreter's composition, on fake views: state and screen never diverge")
struct NavigationInterpreterModelTests {
    func names(
        _ state: NavigationState<TestRoute>
    ) -> (
        stack: [String], presented: [String], embedded: [ContainerName: String]
    ) {
        (state.stack.map { "\($0)" }, state.presented.map { "\($0)" }, state.embedded.mapValues { "\($0)" })
    }

    @Test("the back button pops the navigator, and a flow watching it finishes")
    func backButtonFinishesFlow() throws {
        let navigator = Navigator<TestRoute>(root: .artists)
        let screen = ModelScreen(navigator: navigator)
        screen.sync.start()
        navigator.value.push(.albums(1))
        navigator.value.push(.track(1))
        var finished = false
        let token = navigator.state.observe(skipsInitial: true) { state in
            if !state.stack.contains(.albums(1)) { finished = true }
        }
        try screen.userGoesBack(keeping: 1)
        #expect(navigator.value.stack == [.artists])
        #expect(finished)
        #expect(screen.shownNames.stack == ["artists"])
        _ = token
    }

    @Test("a swiped-down sheet dismisses it and what it presented, in the navigator too")
    func swipeDown() throws {
        let navigator = Navigator<TestRoute>(root: .artists)
        let screen = ModelScreen(navigator: navigator)
        screen.sync.start()
        navigator.value.present(.picker)
        navigator.value.present(.detail(1))
        try screen.userSwipesDown(level: 0)
        #expect(navigator.value.presented.isEmpty)
        #expect(screen.shownNames.presented.isEmpty)
    }

    enum Operation: Sendable, CustomStringConvertible {
        case push(TestRoute), pop, popToRoot, setRoot(TestRoute), present(TestRoute), dismiss
        case embed(TestRoute), removeEmbedded, finishTransition, userBack(Int), userSwipeDown(Int)

        var description: String {
            switch self {
            case .push(let s): "push \(s)"
            case .pop: "pop"
            case .popToRoot: "popToRoot"
            case .setRoot(let s): "setRoot \(s)"
            case .present(let s): "present \(s)"
            case .dismiss: "dismiss"
            case .embed(let s): "embed \(s)"
            case .removeEmbedded: "removeEmbedded"
            case .finishTransition: "finish"
            case .userBack(let n): "user back to \(n)"
            case .userSwipeDown(let n): "user swipe \(n)"
            }
        }
    }

    struct Script: Sendable, CustomStringConvertible {
        var animates: Bool
        var operations: [Operation]
        var description: String { "\(animates ? "animated" : "at once"): \(operations)" }
    }

    static let scripts = Generator<Script, Shrink.None<Script>> { rng in
        let screens: [TestRoute] = [.artists, .albums(1), .albums(2), .track(1), .picker, .detail(1)]
        func screen(_ rng: inout any SeededRandomNumberGenerator) -> TestRoute {
            screens.randomElement(using: &rng) ?? .artists
        }
        let count = Int.random(in: 1...20, using: &rng)
        let operations: [Operation] = (0..<count).map { _ in
            switch Int.random(in: 0..<11, using: &rng) {
            case 0: .push(screen(&rng))
            case 1: .pop
            case 2: .popToRoot
            case 3: .setRoot(screen(&rng))
            case 4: .present(screen(&rng))
            case 5: .dismiss
            case 6: .embed(screen(&rng))
            case 7: .removeEmbedded
            case 8: .finishTransition
            case 9: .userBack(Int.random(in: 1...4, using: &rng))
            default: .userSwipeDown(Int.random(in: 0...2, using: &rng))
            }
        }
        return Script(animates: Bool.random(using: &rng), operations: operations)
    }

    @Test(
        "3,000 random scripts of navigator changes, transitions and the user's own navigation end with the screen showing the navigator's state"
    )
    func randomScripts() async {
        await propertyCheck(count: 3_000, input: Self.scripts) { script in
            let navigator = Navigator<TestRoute>(root: .artists, containers: ["detail"])
            let screen = ModelScreen(navigator: navigator)
            screen.animates = script.animates
            screen.sync.start()
            for operation in script.operations {
                switch operation {
                case .push(let s): navigator.value.push(s)
                case .pop: _ = try? navigator.value.pop()
                case .popToRoot: _ = try? navigator.value.pop(keeping: 1)
                case .setRoot(let s): navigator.value.setRoot(s)
                case .present(let s): navigator.value.present(s)
                case .dismiss: _ = try? navigator.value.dismiss()
                case .embed(let s): try? navigator.value.embed(s, in: "detail")
                case .removeEmbedded: _ = try? navigator.value.removeEmbedded(from: "detail")
                case .finishTransition: screen.finishTransition()
                case .userBack(let count):
                    // UIKit takes the user's navigation only between transitions.
                    // Between transitions the screen shows the navigator's state, so the navigator pops too.
                    if screen.isIdle, count < screen.shownNames.stack.count {
                        try? screen.userGoesBack(keeping: count)
                        #expect(navigator.value.stack.count == count, "\(script)")
                    }
                case .userSwipeDown(let level):
                    if screen.isIdle, level < screen.shownNames.presented.count {
                        try? screen.userSwipesDown(level: level)
                        #expect(navigator.value.presented.count == level, "\(script)")
                    }
                }
            }
            screen.settle()
            let expected = names(navigator.value)
            #expect(screen.shownNames.stack == expected.stack, "\(script)")
            #expect(screen.shownNames.presented == expected.presented, "\(script)")
            #expect(screen.shownNames.embedded == expected.embedded, "\(script)")
            #expect(screen.refused.isEmpty, "\(script): \(screen.refused)")
            #expect(screen.sync.pendingSteps.isEmpty, "\(script)")
        }
    }
}
