import Loom
import LoomTesting
import Testing

@MainActor
final class FlowCoordinator: Coordinator {
    let name: String
    var viewModel: SongViewModel?
    var log: [String] = []
    var finishedChildren: [String] = []

    init(_ name: String) {
        self.name = name
        super.init()
    }

    override func start() {
        super.start()
        viewModel = SongViewModel()
        log.append("start \(name)")
    }

    override func childDidFinish(_ child: Coordinator) {
        finishedChildren.append((child as? FlowCoordinator)?.name ?? "?")
    }
}

@MainActor
@Suite("Coordinators: child flows and lifetimes")
struct CoordinatorTests {
    @Test("starting a child keeps and starts it")
    func startChild() {
        let parent = FlowCoordinator("parent")
        let child = FlowCoordinator("child")
        parent.startChild(child)
        #expect(parent.children.count == 1)
        #expect(child.parent === parent)
        #expect(child.isStarted)
        #expect(child.log == ["start child"])
    }

    @Test("a finished child flow is removed and released, with its view models")
    func finishedChildReleased() {
        let parent = FlowCoordinator("parent")
        var child: FlowCoordinator? = FlowCoordinator("child")
        parent.startChild(child!)
        let leaks = LeakTracker()
        leaks.track(child, "child")
        leaks.track(child?.viewModel, "child's view model")
        child?.finish()
        child = nil
        #expect(parent.children.isEmpty)
        #expect(parent.finishedChildren == ["child"])
        leaks.expectReleased()
    }

    @Test("a running child is kept by its parent until it finishes")
    func runningChildKept() {
        let parent = FlowCoordinator("parent")
        var child: FlowCoordinator? = FlowCoordinator("child")
        parent.startChild(child!)
        let leaks = LeakTracker()
        leaks.track(child, "child")
        weak let started = child
        child = nil
        #expect(leaks.alive == ["child"], "the parent holds its running child")
        started?.finish()
        leaks.expectReleased()
    }

    @Test("finishing a parent finishes its children first, and everything is released")
    func parentFinishesChildren() {
        var parent: FlowCoordinator? = FlowCoordinator("parent")
        let child = FlowCoordinator("child")
        let grandchild = FlowCoordinator("grandchild")
        parent?.startChild(child)
        child.startChild(grandchild)
        var order: [String] = []
        let tokens = [
            child.finished.observe { order.append("child") },
            grandchild.finished.observe { order.append("grandchild") },
            parent!.finished.observe { order.append("parent") },
        ]
        parent?.finish()
        #expect(order == ["grandchild", "child", "parent"])
        #expect(child.children.isEmpty)
        let leaks = LeakTracker()
        leaks.track(parent, "parent")
        parent = nil
        leaks.expectReleased()
        _ = tokens
    }

    @Test("finishing twice sends finished once")
    func finishIdempotent() {
        let coordinator = FlowCoordinator("flow")
        var count = 0
        let token = coordinator.finished.observe { count += 1 }
        coordinator.finish()
        coordinator.finish()
        #expect(count == 1)
        #expect(coordinator.isFinished)
        _ = token
    }

    @Test("a finished flow's lifetime ends its tokens")
    func lifetimeEndsAtFinish() {
        let coordinator = FlowCoordinator("flow")
        let events = Emitter<Int>()
        var seen: [Int] = []
        coordinator.lifetime ++ events.observe { seen.append($0) }
        events.send(1)
        coordinator.finish()
        events.send(2)
        #expect(seen == [1])
    }

    @Test(
        "moving a running child to another parent removes it from the first, without finishing or restarting it"
    )
    func moveChild() {
        let first = FlowCoordinator("first")
        let second = FlowCoordinator("second")
        let child = FlowCoordinator("child")
        first.startChild(child)
        second.startChild(child)
        #expect(first.children.isEmpty)
        #expect(second.children.count == 1)
        #expect(child.parent === second)
        #expect(first.finishedChildren.isEmpty, "the child did not finish")
        #expect(child.log == ["start child"], "a running flow is not started again")
        child.finish()
        #expect(second.finishedChildren == ["child"])
        #expect(first.finishedChildren.isEmpty)
    }

    @Test("starting a child the coordinator already holds does nothing: it is neither finished nor restarted")
    func startChildAgain() {
        let parent = FlowCoordinator("parent")
        let child = FlowCoordinator("child")
        parent.startChild(child)
        parent.startChild(child)
        #expect(parent.finishedChildren.isEmpty)
        #expect(child.log == ["start child"])
        #expect(parent.children.count == 1)
        #expect(child.parent === parent)
        #expect(!child.isFinished)
    }
}
