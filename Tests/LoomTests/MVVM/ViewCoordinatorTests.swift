import Loom
import LoomTesting
import Testing

/// A screen as a coordinator sees it: a view controller stand-in that owns its view model.
@MainActor
final class ScreenView {
    var viewModel: (any ViewModel)?
    var shown: [String] = []
}

@MainActor
protocol Window: AnyObject {
    var root: String? { get set }
}

@MainActor
final class TestWindow: Window {
    var root: String?
}

@MainActor
final class TrackCoordinator: ViewCoordinator<ScreenView> {
    weak var viewModel: TrackViewModel?
    func showAlbum() { view?.shown.append("album") }
}

@MainActor
final class TrackViewModel: CoordinatedViewModel {
    let coordinator: TrackCoordinator
    init(coordinator: TrackCoordinator) {
        self.coordinator = coordinator
        coordinator.viewModel = self
    }
    func albumTapped() { coordinator.showAlbum() }
}

/// What a home screen asks of its coordinator: a protocol, so a test fakes it (MVVMKit's apps).
@MainActor
protocol HomeCoordinating: AnyObject {
    func showTrack(_ id: Int)
}

@MainActor
final class HomeViewModel: CoordinatedViewModel {
    let coordinator: any HomeCoordinating
    init(coordinator: any HomeCoordinating) { self.coordinator = coordinator }
    func trackTapped(_ id: Int) { coordinator.showTrack(id) }
}

@MainActor
final class AppCoordinator: ApplicationCoordinator<any Window> {
    var starts = 0
    override func start() {
        super.start()
        starts += 1
        view?.root = "home"
    }
}

/// An embedder whose screen offers a detail pane and a player bar.
@MainActor
final class SplitCoordinator: EmbedderCoordinator<TestRoute> {
    init(navigator: Navigator<TestRoute>, on host: TestRoute? = nil) {
        super.init(navigator: navigator, containers: ["detail", "player"], on: host)
    }
}

@MainActor
@Suite("Coordinators that drive a view: typed, weak; the application coordinator; embedding")
struct ViewCoordinatorTests {
    @Test("a view coordinator's view is typed and held weakly")
    func typedWeakView() {
        var view: ScreenView? = ScreenView()
        let coordinator = TrackCoordinator(view: view)
        coordinator.showAlbum()
        #expect(view?.shown == ["album"])
        view = nil
        #expect(coordinator.view == nil)
    }

    @Test("the view may be a class-bound protocol, still held weakly")
    func protocolView() {
        var window: TestWindow? = TestWindow()
        let coordinator = ViewCoordinator<any Window>(view: window)
        coordinator.view?.root = "set through the protocol"
        #expect(window?.root == "set through the protocol")
        window = nil
        #expect(coordinator.view == nil)
    }

    @Test(
        "a coordinated view model owns its coordinator; releasing the view releases view model and coordinator"
    )
    func coordinatedViewModelOwnership() {
        let leaks = LeakTracker()
        do {
            let view = ScreenView()
            let coordinator = TrackCoordinator(view: view)
            let viewModel = TrackViewModel(coordinator: coordinator)
            view.viewModel = viewModel
            viewModel.albumTapped()
            #expect(view.shown == ["album"])
            leaks.track(view, "view")
            leaks.track(viewModel, "view model")
            leaks.track(coordinator, "coordinator")
        }
        leaks.expectReleased()
    }

    @Test("a coordinated view model keeps its coordinator while the view lives")
    func coordinatorKeptByViewModel() {
        let view = ScreenView()
        var coordinator: TrackCoordinator? = TrackCoordinator(view: view)
        view.viewModel = TrackViewModel(coordinator: coordinator!)
        let leaks = LeakTracker()
        leaks.track(coordinator, "coordinator")
        coordinator = nil
        #expect(leaks.alive == ["coordinator"])
        (view.viewModel as? TrackViewModel)?.albumTapped()
        #expect(view.shown == ["album"])
    }

    @Test("start(in:) sets the window, then starts; a second start changes nothing")
    func applicationStart() {
        let app = AppCoordinator()
        let window = TestWindow()
        #expect(app.start(in: window))
        #expect(app.view === window)
        #expect(window.root == "home")
        #expect(app.isStarted)
        #expect(!app.start(in: TestWindow()))
        #expect(app.view === window)
        #expect(app.starts == 1)
    }

    @Test("an application coordinator started with start() cannot be started in a window later")
    func applicationStartedWithoutWindow() {
        let app = AppCoordinator()
        app.start()
        #expect(!app.start(in: TestWindow()))
        #expect(app.view == nil)
    }

    @Test("the application coordinator holds its window weakly; the window does not keep it")
    func applicationWindowWeak() {
        let leaks = LeakTracker()
        var window: TestWindow? = TestWindow()
        do {
            let app = AppCoordinator()
            app.start(in: window!)
            leaks.track(app, "application coordinator")
        }
        leaks.expectReleased()
        do {
            let app = AppCoordinator()
            app.start(in: window!)
            window = nil
            #expect(app.view == nil)
        }
    }

    @Test("embedding a screen declares the container and embeds it through the navigator")
    func embedScreen() throws {
        let navigator = Navigator<TestRoute>(root: .artists)
        let coordinator = SplitCoordinator(navigator: navigator)
        try coordinator.embed(.track(1), in: "detail")
        #expect(navigator.value.containers == ["detail"])
        #expect(navigator.value.embedded == ["detail": .track(1)])
        #expect(try navigator.value.removeEmbedded(from: "detail") == .track(1))
        #expect(navigator.value.embedded.isEmpty)
    }

    @Test("a container the embedder does not name is a typed error, and nothing changes")
    func missingContainer() {
        let navigator = Navigator<TestRoute>(root: .artists)
        let coordinator = SplitCoordinator(navigator: navigator)
        #expect(
            throws: NavigationError.unknownContainer("sidebar", known: ["detail", "player"])
        ) { try coordinator.embed(.track(1), in: "sidebar") }
        #expect(throws: NavigationError.unknownContainer("sidebar", known: ["detail", "player"])) {
            try coordinator.embed(FlowCoordinator("flow"), showing: .track(1), in: "sidebar")
        }
        #expect(navigator.value.embedded.isEmpty)
        #expect(navigator.value.containers.isEmpty)
        #expect(coordinator.children.isEmpty)
    }

    @Test("an embedded flow is started and kept; embedding again finishes and releases it")
    func embeddedFlowReplaced() throws {
        let navigator = Navigator<TestRoute>(root: .artists)
        let coordinator = SplitCoordinator(navigator: navigator)
        let leaks = LeakTracker()
        do {
            let first = FlowCoordinator("first")
            try coordinator.embed(first, showing: .track(1), in: "detail")
            #expect(first.isStarted)
            #expect(coordinator.embeddedFlows["detail"] === first)
            #expect(coordinator.children.count == 1)
            leaks.track(first, "first embedded flow")
            leaks.track(first.viewModel, "its view model")
        }
        try coordinator.embed(FlowCoordinator("second"), showing: .track(2), in: "detail")
        leaks.expectReleased()
        #expect(navigator.value.embedded == ["detail": .track(2)], "the new screen stays")
        #expect(coordinator.children.count == 1)
    }

    @Test("a flow that finishes by itself empties its container, and only its own screen")
    func embeddedFlowFinishes() throws {
        let navigator = Navigator<TestRoute>(root: .artists)
        let coordinator = SplitCoordinator(navigator: navigator)
        let detail = FlowCoordinator("detail")
        let player = FlowCoordinator("player")
        try coordinator.embed(detail, showing: .track(1), in: "detail")
        try coordinator.embed(player, showing: .picker, in: "player")
        detail.finish()
        #expect(navigator.value.embedded == ["player": .picker])
        #expect(coordinator.embeddedFlows["detail"] == nil)
        #expect(coordinator.children.map { $0 === player } == [true])
    }

    @Test("a flow whose screen was replaced in the navigator leaves the new screen when it finishes")
    func finishedFlowKeepsOthersScreen() throws {
        let navigator = Navigator<TestRoute>(root: .artists)
        let coordinator = SplitCoordinator(navigator: navigator)
        let detail = FlowCoordinator("detail")
        try coordinator.embed(detail, showing: .track(1), in: "detail")
        try navigator.value.embed(.track(5), in: "detail")  // someone else changed the container
        detail.finish()
        #expect(navigator.value.embedded == ["detail": .track(5)])
    }

    @Test(
        "removing an embedded flow's screen through the navigator finishes the flow; emptying an empty container is a typed error"
    )
    func removeEmbeddedFlow() throws {
        let navigator = Navigator<TestRoute>(root: .artists)
        let coordinator = SplitCoordinator(navigator: navigator)
        let detail = FlowCoordinator("detail")
        try coordinator.embed(detail, showing: .track(1), in: "detail")
        try navigator.value.removeEmbedded(from: "detail")
        #expect(detail.isFinished)
        #expect(throws: NavigationError.nothingEmbedded("detail")) {
            try navigator.value.removeEmbedded(from: "detail")
        }
    }

    @Test(
        "embedding a running flow into another container moves it: the old container empties, the flow runs on"
    )
    func embeddedFlowMoved() throws {
        let navigator = Navigator<TestRoute>(root: .artists)
        let coordinator = SplitCoordinator(navigator: navigator)
        let flow = FlowCoordinator("flow")
        try coordinator.embed(flow, showing: .track(1), in: "detail")
        try coordinator.embed(flow, showing: .track(1), in: "player")
        #expect(navigator.value.embedded == ["player": .track(1)])
        #expect(Array(coordinator.embeddedFlows.keys) == ["player"])
        #expect(coordinator.children.count == 1)
        #expect(!flow.isFinished)
        #expect(flow.log == ["start flow"], "a running flow is not started again")
        flow.finish()
        #expect(navigator.value.embedded.isEmpty)
        #expect(coordinator.embeddedFlows.isEmpty)
    }

    @Test(
        "embedding the flow a container already holds, with another screen, keeps the flow and shows the screen"
    )
    func embeddedFlowReembedded() throws {
        let navigator = Navigator<TestRoute>(root: .artists)
        let coordinator = SplitCoordinator(navigator: navigator)
        let flow = FlowCoordinator("flow")
        try coordinator.embed(flow, showing: .track(1), in: "detail")
        try coordinator.embed(flow, showing: .track(2), in: "detail")
        #expect(!flow.isFinished)
        #expect(flow.log == ["start flow"])
        #expect(navigator.value.embedded == ["detail": .track(2)])
        #expect(coordinator.embeddedFlows["detail"] === flow)
        flow.finish()
        #expect(navigator.value.embedded.isEmpty)
    }

    @Test("embedding a flow held by another embedder moves it out of that embedder's container")
    func embeddedFlowMovedBetweenEmbedders() throws {
        let leftNavigator = Navigator<TestRoute>(root: .artists)
        let rightNavigator = Navigator<TestRoute>(root: .artists)
        let left = SplitCoordinator(navigator: leftNavigator)
        let right = SplitCoordinator(navigator: rightNavigator)
        let flow = FlowCoordinator("flow")
        try left.embed(flow, showing: .track(1), in: "detail")
        try right.embed(flow, showing: .track(1), in: "detail")
        #expect(leftNavigator.value.embedded.isEmpty)
        #expect(left.embeddedFlows.isEmpty)
        #expect(left.children.isEmpty)
        #expect(rightNavigator.value.embedded == ["detail": .track(1)])
        #expect(right.embeddedFlows["detail"] === flow)
        #expect(flow.log == ["start flow"])
        #expect(!flow.isFinished)
    }

    @Test("an embedder is released with its flows when it finishes")
    func embedderReleased() throws {
        let leaks = LeakTracker()
        let navigator = Navigator<TestRoute>(root: .artists)
        let parent = FlowCoordinator("parent")
        do {
            let coordinator = SplitCoordinator(navigator: navigator)
            parent.startChild(coordinator)
            let detail = FlowCoordinator("detail")
            try coordinator.embed(detail, showing: .track(1), in: "detail")
            leaks.track(coordinator, "embedder")
            leaks.track(detail, "embedded flow")
            coordinator.finish()
        }
        leaks.expectReleased()
        #expect(navigator.value.embedded.isEmpty, "the finished flows' screens left their containers")
    }

    @Test("a coordinated view model's coordinator may be a protocol type, which a test fakes")
    func protocolCoordinator() {
        final class FakeHomeCoordinator: HomeCoordinating {
            var shown: [Int] = []
            func showTrack(_ id: Int) { shown.append(id) }
        }
        let fake = FakeHomeCoordinator()
        let viewModel = HomeViewModel(coordinator: fake)
        viewModel.trackTapped(7)
        #expect(fake.shown == [7])
        #expect(viewModel.coordinator === fake)
    }
}
