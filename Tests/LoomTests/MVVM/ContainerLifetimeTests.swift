import Foundation
import Loom
import LoomTesting
import Testing

/// A view a front-end made for a screen (release checks).
private final class ShownView {}

/// A coordinator that records its own clean-up.
@MainActor
private final class CleaningCoordinator: Coordinator {
    var log: [String]

    init(log: [String] = []) {
        self.log = log
        super.init()
    }

    override func didFinish() {
        super.didFinish()
        log.append("didFinish")
    }
}

@MainActor
@Suite("Containers live as long as the screen that shows them; finishing a flow is observable and extendable")
struct ContainerLifetimeTests {
    @Test("popping the screen a container is declared on removes the container and the screen embedded in it")
    func popReleasesContainers() throws {
        var state = NavigationState<TestRoute>(root: .artists)
        state.push(.albums(1))
        state.addContainer("detail", on: .albums(1))
        state.addContainer("player")
        try state.embed(.track(1), in: "detail")
        try state.embed(.picker, in: "player")
        try state.pop()
        #expect(state.containers == ["player"], "a container declared on no screen stays")
        #expect(state.embedded == ["player": .picker])
    }

    @Test("dismissing and replacing the root take the containers of the screens that left, nested ones too")
    func otherRemovalsReleaseContainers() throws {
        var state = NavigationState<TestRoute>(root: .artists)
        state.present(.picker)
        state.addContainer("sheet pane", on: .picker)
        try state.embed(.detail(1), in: "sheet pane")
        state.addContainer("nested", on: .detail(1))
        try state.embed(.track(2), in: "nested")
        try state.dismiss()
        #expect(state.containers.isEmpty, "the nested container went with the screen embedded in the first")
        #expect(state.embedded.isEmpty)

        state.addContainer("root pane", on: .artists)
        try state.embed(.track(3), in: "root pane")
        state.setRoot(.albums(1))
        #expect(state.containers.isEmpty)
    }

    @Test("a screen shown twice keeps its containers while one of its copies is shown")
    func screenShownTwice() throws {
        var state = NavigationState<TestRoute>(root: .artists)
        state.push(.albums(1))
        state.push(.track(1))
        state.push(.albums(1))
        state.addContainer("detail", on: .albums(1))
        try state.embed(.picker, in: "detail")
        try state.pop()
        #expect(state.embedded == ["detail": .picker])
        try state.pop(keeping: 1)
        #expect(state.embedded.isEmpty)
    }

    @Test("the screen a container is declared on is restored with the state")
    func hostsRestored() throws {
        var state = NavigationState<LinkScreen>(root: .artists)
        state.push(.artist("Sigur Rós"))
        state.addContainer("detail", on: .artist("Sigur Rós"))
        try state.embed(.track(1), in: "detail")
        state.addContainer("nested", on: .track(1))
        try state.embed(.picker, in: "nested")
        var restored = try JSONDecoder().decode(
            NavigationState<LinkScreen>.self, from: JSONEncoder().encode(state))
        #expect(restored == state)
        try restored.pop()
        #expect(restored.embedded.isEmpty)
    }

    @Test(
        "popping an embedder's host screen releases the embedded flow, the embedder and the embedded view"
    )
    func popReleasesEmbeddedFlow() throws {
        let navigator = Navigator<TestRoute>(root: .artists)
        let parent = FlowCoordinator("parent")
        let leaks = LeakTracker()
        let base = ShownView()
        let views = NavigationViews<TestRoute, ShownView>(base: base) { _ in ShownView() }
        let sync = NavigationSync(navigator: navigator) { step, done in
            _ = views.prepare(step)
            done()
        }
        sync.start()
        do {
            navigator.value.push(.albums(1))
            let split = SplitCoordinator(navigator: navigator, on: .albums(1))
            parent.startChild(split)
            let detail = FlowCoordinator("detail")
            try split.embed(detail, showing: .track(1), in: "detail")
            #expect(views.embedded.count == 1)
            leaks.track(split, "embedder")
            leaks.track(detail, "embedded flow")
            leaks.track(detail.viewModel, "its view model")
            leaks.track(views.embedded["detail"], "the embedded screen's view")
            leaks.track(views.stack.last, "the host screen's view")
            #expect(!detail.isFinished)
        }
        try navigator.value.pop()
        leaks.expectReleased()
        #expect(navigator.value.containers.isEmpty)
        #expect(navigator.value.embedded.isEmpty)
        #expect(parent.children.isEmpty)
        #expect(parent.finishedChildren == ["?"], "the embedder finished; its parent was told")
    }

    @Test("a flow whose container is emptied through the navigator finishes")
    func flowFinishesWhenContainerEmptied() throws {
        let navigator = Navigator<TestRoute>(root: .artists)
        let split = SplitCoordinator(navigator: navigator)
        let detail = FlowCoordinator("detail")
        try split.embed(detail, showing: .track(1), in: "detail")
        try navigator.value.removeEmbedded(from: "detail")
        #expect(detail.isFinished)
        #expect(split.embeddedFlows.isEmpty)
        #expect(split.children.isEmpty)
        #expect(!split.isFinished, "an embedder without a host screen runs on")
    }

    @Test("an embedder made before its host screen is shown waits for it; the flows outside run on")
    func embedderBeforeHost() throws {
        let navigator = Navigator<TestRoute>(root: .artists)
        let split = SplitCoordinator(navigator: navigator, on: .albums(1))
        navigator.value.push(.track(9))
        try navigator.value.pop()
        #expect(!split.isFinished)
        navigator.value.push(.albums(1))
        try split.embed(.track(1), in: "player")
        try navigator.value.pop()
        #expect(split.isFinished)
        #expect(navigator.value.embedded.isEmpty)
    }

    @Test("a subclass's clean-up runs once, after the children finished and before `finished` is sent")
    func didFinishOnce() {
        let parent = CleaningCoordinator()
        let child = FlowCoordinator("child")
        parent.startChild(child)
        let token = parent.finished.observe { [weak parent] in parent?.log.append("finished sent") }
        let childToken = child.finished.observe { [weak parent] in parent?.log.append("child finished") }
        parent.finish()
        parent.finish()
        #expect(parent.log == ["child finished", "didFinish", "finished sent"])
        _ = (token, childToken)
    }
}
