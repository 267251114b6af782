import Loom
import LoomTesting
import Testing

enum TestScreen: Hashable, Sendable {
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
        let navigator = Navigator<TestScreen>(root: .artists)
        navigator.push(.albums(1))
        navigator.push(.track(7))
        #expect(navigator.value.stack == [.artists, .albums(1), .track(7)])
        #expect(navigator.value.top == .track(7))
        #expect(try navigator.pop() == .track(7))
        navigator.push(.track(8))
        #expect(try navigator.popToRoot() == [.track(8), .albums(1)])
        #expect(navigator.value.stack == [.artists])
    }

    @Test("popping the root is a typed error and changes nothing")
    func popRoot() {
        let navigator = Navigator<TestScreen>(root: .artists)
        var notifications = 0
        let token = navigator.state.observe(skipsInitial: true) { _ in notifications += 1 }
        #expect(throws: NavigationError.cannotPopRoot("artists")) { try navigator.pop() }
        #expect(navigator.value.stack == [.artists])
        #expect(notifications == 0)
        _ = token
    }

    @Test("popping an empty stack is a typed error")
    func popEmpty() {
        let navigator = Navigator<TestScreen>()
        #expect(throws: NavigationError.emptyStack) { try navigator.pop() }
        #expect(throws: NavigationError.emptyStack) { try navigator.popToRoot() }
        navigator.push(.artists)
        #expect(navigator.value.root == .artists)
    }

    @Test("popping to a screen not on the stack is a typed error")
    func popToUnknown() {
        let navigator = Navigator<TestScreen>(root: .artists)
        #expect(throws: NavigationError.screenNotInStack("track(3)")) { try navigator.pop(to: .track(3)) }
    }

    @Test("present and dismiss stack modals over the navigation stack")
    func presentDismiss() throws {
        let navigator = Navigator<TestScreen>(root: .artists)
        navigator.present(.picker)
        navigator.present(.detail(1))
        #expect(navigator.value.visible == .detail(1))
        #expect(try navigator.dismiss() == .detail(1))
        #expect(navigator.value.visible == .picker)
        try navigator.dismiss()
        #expect(navigator.value.visible == .artists)
    }

    @Test("dismissing with nothing presented is a typed error")
    func dismissNothing() {
        let navigator = Navigator<TestScreen>(root: .artists)
        #expect(throws: NavigationError.nothingPresented) { try navigator.dismiss() }
    }

    @Test("set root replaces the stack and dismisses what is presented")
    func setRoot() {
        let navigator = Navigator<TestScreen>(root: .artists)
        navigator.push(.albums(1))
        navigator.present(.picker)
        navigator.setRoot(.track(2))
        #expect(navigator.value.stack == [.track(2)])
        #expect(navigator.value.presented.isEmpty)
    }

    @Test("screens embed into declared containers; an unknown container is a typed error")
    func embed() throws {
        let navigator = Navigator<TestScreen>(root: .artists, containers: ["detail"])
        try navigator.embed(.track(1), in: "detail")
        try navigator.embed(.track(2), in: "detail")
        #expect(navigator.value.embedded == ["detail": .track(2)])
        #expect(navigator.value.contains(.track(2)))
        #expect(throws: NavigationError.unknownContainer("player", known: ["detail"])) {
            try navigator.embed(.track(1), in: "player")
        }
        navigator.addContainer("player")
        try navigator.embed(.track(1), in: "player")
        #expect(try navigator.removeEmbedded(from: "detail") == .track(2))
        #expect(throws: NavigationError.nothingEmbedded("detail")) {
            try navigator.removeEmbedded(from: "detail")
        }
        #expect(throws: NavigationError.unknownContainer("nope", known: ["detail", "player"])) {
            try navigator.removeEmbedded(from: "nope")
        }
    }

    @Test("every successful operation notifies observers exactly once with the new state")
    func oneNotificationPerOperation() throws {
        let navigator = Navigator<TestScreen>(root: .artists)
        var stacks: [[TestScreen]] = []
        let token = navigator.state.observe { stacks.append($0.stack) }
        navigator.push(.albums(1))
        try navigator.pop()
        #expect(stacks == [[.artists], [.artists, .albums(1)], [.artists]])
        _ = token
    }

    @Test("navigation states are values: equal states compare equal")
    func valueSemantics() throws {
        var a = NavigationState<TestScreen>(root: .artists)
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
        var navigator: Navigator<TestScreen>? = Navigator(root: .artists)
        let leaks = LeakTracker()
        leaks.track(navigator, "navigator")
        navigator = nil
        leaks.expectReleased()
    }

    @Test("pop(keeping:) and dismiss(keeping:) publish once; a refused one notifies nobody")
    func keepingOperations() throws {
        let navigator = Navigator<TestScreen>(root: .artists)
        navigator.push(.albums(1))
        navigator.push(.track(1))
        navigator.present(.picker)
        var notifications = 0
        let token = navigator.state.observe(skipsInitial: true) { _ in notifications += 1 }
        #expect(try navigator.pop(keeping: 1) == [.track(1), .albums(1)])
        #expect(try navigator.dismiss(keeping: 0) == [.picker])
        #expect(notifications == 2)
        #expect(throws: NavigationError.depthOutOfRange(requested: 2, available: 1)) {
            try navigator.pop(keeping: 2)
        }
        #expect(throws: NavigationError.depthOutOfRange(requested: 1, available: 0)) {
            try navigator.dismiss(keeping: 1)
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
