import Loom
import LoomTesting
import Testing

enum TestRoute: Hashable, Sendable {
    case artists, albums(Int), track(Int), picker, detail(Int)
}

@MainActor
final class SplitView: ContainerViewProvider {
    var panes: [ContainerName: String] = ["detail": "right pane"]
    func containerView(for name: ContainerName) -> String? { panes[name] }
}

@MainActor
@Suite("Navigation as a value")
struct NavigatorTests {
    @Test("push, pop and pop to root change the stack, root first")
    func pushPop() throws {
        let navigator = Navigator<TestRoute>(root: .artists)
        navigator.value.push(.albums(1))
        navigator.value.push(.track(7))
        #expect(navigator.value.stack == [.artists, .albums(1), .track(7)])
        #expect(navigator.value.stack.last == .track(7))
        #expect(try navigator.value.pop() == .track(7))
        navigator.value.push(.track(8))
        #expect(try navigator.value.pop(keeping: 1) == [.track(8), .albums(1)])
        #expect(navigator.value.stack == [.artists])
    }

    @Test("popping the root is a typed error and changes nothing")
    func popRoot() {
        let navigator = Navigator<TestRoute>(root: .artists)
        var notifications = 0
        let token = navigator.state.observe(skipsInitial: true) { _ in notifications += 1 }
        #expect(throws: NavigationError.cannotPopRoot("artists")) { try navigator.value.pop() }
        #expect(navigator.value.stack == [.artists])
        #expect(notifications == 0)
        _ = token
    }

    @Test("popping an empty stack is a typed error")
    func popEmpty() {
        let navigator = Navigator<TestRoute>()
        #expect(throws: NavigationError.emptyStack) { try navigator.value.pop() }
        #expect(throws: NavigationError.emptyStack) { try navigator.value.pop(keeping: 1) }
        navigator.value.push(.artists)
        #expect(navigator.value.stack.first == .artists)
    }

    @Test("popping to a screen not on the stack is a typed error")
    func popToUnknown() {
        let navigator = Navigator<TestRoute>(root: .artists)
        #expect(throws: NavigationError.screenNotInStack("track(3)")) {
            try navigator.value.pop(to: .track(3))
        }
    }

    @Test("present and dismiss stack modals over the navigation stack")
    func presentDismiss() throws {
        let navigator = Navigator<TestRoute>(root: .artists)
        navigator.value.present(.picker)
        navigator.value.present(.detail(1))
        #expect(navigator.value.visible == .detail(1))
        #expect(try navigator.value.dismiss() == .detail(1))
        #expect(navigator.value.visible == .picker)
        try navigator.value.dismiss()
        #expect(navigator.value.visible == .artists)
    }

    @Test("dismissing with nothing presented is a typed error")
    func dismissNothing() {
        let navigator = Navigator<TestRoute>(root: .artists)
        #expect(throws: NavigationError.nothingPresented) { try navigator.value.dismiss() }
    }

    @Test("set root replaces the stack and dismisses what is presented")
    func setRoot() {
        let navigator = Navigator<TestRoute>(root: .artists)
        navigator.value.push(.albums(1))
        navigator.value.present(.picker)
        navigator.value.setRoot(.track(2))
        #expect(navigator.value.stack == [.track(2)])
        #expect(navigator.value.presented.isEmpty)
    }

    @Test("screens embed into declared containers; an unknown container is a typed error")
    func embed() throws {
        let navigator = Navigator<TestRoute>(root: .artists, containers: ["detail"])
        try navigator.value.embed(.track(1), in: "detail")
        try navigator.value.embed(.track(2), in: "detail")
        #expect(navigator.value.embedded == ["detail": .track(2)])
        #expect(navigator.value.contains(.track(2)))
        #expect(throws: NavigationError.unknownContainer("player", known: ["detail"])) {
            try navigator.value.embed(.track(1), in: "player")
        }
        navigator.value.addContainer("player")
        try navigator.value.embed(.track(1), in: "player")
        #expect(try navigator.value.removeEmbedded(from: "detail") == .track(2))
        #expect(throws: NavigationError.nothingEmbedded("detail")) {
            try navigator.value.removeEmbedded(from: "detail")
        }
        #expect(throws: NavigationError.unknownContainer("nope", known: ["detail", "player"])) {
            try navigator.value.removeEmbedded(from: "nope")
        }
    }

    @Test("every successful operation notifies observers exactly once with the new state")
    func oneNotificationPerOperation() throws {
        let navigator = Navigator<TestRoute>(root: .artists)
        var stacks: [[TestRoute]] = []
        let token = navigator.state.observe { stacks.append($0.stack) }
        navigator.value.push(.albums(1))
        try navigator.value.pop()
        #expect(stacks == [[.artists], [.artists, .albums(1)], [.artists]])
        _ = token
    }

    @Test("navigation states are values: equal states compare equal")
    func valueSemantics() throws {
        var a = NavigationState<TestRoute>(root: .artists)
        var b = a
        a.push(.albums(1))
        #expect(a != b)
        b.push(.albums(1))
        #expect(a == b)
        try a.pop()
        #expect(a.stack == [.artists])
        #expect(b.stack == [.artists, .albums(1)])
    }

    @Test("a container view provider gives views by name; a missing container is a clear error")
    func containerProvider() throws {
        let split = SplitView()
        #expect(try split.requireContainerView(for: "detail") == "right pane")
        #expect(throws: NavigationError.missingContainerView("player", provider: "SplitView")) {
            try split.requireContainerView(for: "player")
        }
        #expect(
            NavigationError.missingContainerView("player", provider: "SplitView").description
                == "SplitView has no container view named \"player\"")
    }

    @Test("a navigator does not keep anything alive beyond its state")
    func navigatorReleased() {
        var navigator: Navigator<TestRoute>? = Navigator(root: .artists)
        let leaks = LeakTracker()
        leaks.track(navigator, "navigator")
        navigator = nil
        leaks.expectReleased()
    }

    @Test("pop(keeping:) and dismiss(keeping:) publish once; a refused one notifies nobody")
    func keepingOperations() throws {
        let navigator = Navigator<TestRoute>(root: .artists)
        navigator.value.push(.albums(1))
        navigator.value.push(.track(1))
        navigator.value.present(.picker)
        var notifications = 0
        let token = navigator.state.observe(skipsInitial: true) { _ in notifications += 1 }
        #expect(try navigator.value.pop(keeping: 1) == [.track(1), .albums(1)])
        #expect(try navigator.value.dismiss(keeping: 0) == [.picker])
        #expect(notifications == 2)
        #expect(throws: NavigationError.depthOutOfRange(requested: 2, available: 1)) {
            try navigator.value.pop(keeping: 2)
        }
        #expect(throws: NavigationError.depthOutOfRange(requested: 1, available: 0)) {
            try navigator.value.dismiss(keeping: 1)
        }
        #expect(notifications == 2)
        #expect(
            NavigationError.depthOutOfRange(requested: 2, available: 1).description
                == "cannot keep 2 screens: there are 1")
        #expect(
            NavigationError.cannotShow(screen: "picker", reason: "not in a window").description
                == "cannot show picker: not in a window")
        _ = token
    }
}
