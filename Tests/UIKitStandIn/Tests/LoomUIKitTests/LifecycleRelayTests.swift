@_spi(Testing) import Loom
import LoomUIKit
import Testing
import UIKit

/// LoomUIKit's lifecycle relays on the stand-in: `loom.forwardLifecycle(_:)` and `forwardLifecycle()`
/// (a hidden child view controller that gets its parent's appearance), and `forwardWindowChanges()`.
@MainActor
@Suite("Lifecycle relays on the stand-in", .serialized)
struct LifecycleRelayTests {
    init() {
        UIView.standInFinishAnimations()
        UIViewController.standInClearWarnings()
    }

    @Test("forwardLifecycle reports loaded, then will appear and will disappear as UIKit calls them")
    func forwardsEvents() {
        let log = CallLog()
        let screen = RecordingViewController(name: "screen", log: log)
        var events: [OwnerLifecycleEvent] = []
        #expect(!screen.loom.forwardLifecycle { events.append($0) }, "nothing before the view loads")
        _ = screen.view
        #expect(screen.loom.forwardLifecycle { events.append($0) })
        #expect(events == [.loaded])
        let navigation = UINavigationController(rootViewController: screen)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(events == [.loaded, .willAppear])
        navigation.pushViewController(UIViewController(), animated: true)
        #expect(events == [.loaded, .willAppear, .willDisappear])
        UIView.standInFinishAnimations()
        navigation.popViewController(animated: true)
        UIView.standInFinishAnimations()
        #expect(events == [.loaded, .willAppear, .willDisappear, .willAppear])
        #expect(
            log.take() == [
                "screen.load", "screen.willAppear", "screen.didAppear", "screen.willDisappear",
                "screen.didDisappear", "screen.willAppear", "screen.didAppear",
            ])
    }

    @Test("a whileVisible owner binds on appear, unbinds on disappear, and binds again when it comes back")
    func bindsWhileVisible() {
        let viewModel = TitleViewModel(title: "Hells Bells")
        let owner = OwnerViewController(viewModel: viewModel)
        let navigation = UINavigationController(rootViewController: owner)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        #expect(!owner.isBoundToViewModel, "loaded but not visible")
        window.makeKeyAndVisible()
        #expect(owner.isBoundToViewModel)
        #expect(owner.label.text == "Hells Bells")
        navigation.pushViewController(UIViewController(), animated: true)
        #expect(!owner.isBoundToViewModel, "unbound from will disappear")
        viewModel.title.value = "Back in Black"
        #expect(owner.label.text == "Hells Bells")
        UIView.standInFinishAnimations()
        #expect(navigation.simulateSwipeBackBegan())
        #expect(owner.isBoundToViewModel, "bound again from will appear, while the swipe runs")
        #expect(owner.label.text == "Back in Black")
        navigation.simulateSwipeBackEnded(completing: false)
        UIView.standInFinishAnimations()
        #expect(!owner.isBoundToViewModel, "the swipe was cancelled: the owner disappears again")
        #expect(owner.viewModelSlot.bindCount == 2)
        #expect(owner.viewModelSlot.unbindCount == 2)
    }

    @Test("a onceLoaded owner binds from viewDidLoad and stays bound while hidden")
    func bindsOnceLoaded() {
        let owner = OwnerViewController(activation: .onceLoaded, viewModel: TitleViewModel(title: "T.N.T."))
        _ = owner.view
        #expect(owner.isBoundToViewModel)
        #expect(owner.label.text == "T.N.T.")
    }

    @Test("an owner presented modally binds while presented and unbinds once dismissed")
    func bindsWhilePresented() {
        let root = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        let owner = OwnerViewController(viewModel: TitleViewModel(title: "Thunderstruck"))
        root.present(owner, animated: true)
        #expect(owner.isBoundToViewModel)
        UIView.standInFinishAnimations()
        owner.dismiss(animated: true)
        #expect(!owner.isBoundToViewModel)
        UIView.standInFinishAnimations()
        #expect(root.presentedViewController == nil)
    }

    @Test("a popped owner, its relay and its view model are released")
    func releasesPopped() {
        weak var weakOwner: OwnerViewController?
        weak var weakViewModel: TitleViewModel?
        weak var weakRelay: UIViewController?
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        do {
            let viewModel = TitleViewModel(title: "Highway to Hell")
            let owner = OwnerViewController(viewModel: viewModel)
            navigation.pushViewController(owner, animated: true)
            UIView.standInFinishAnimations()
            #expect(owner.isBoundToViewModel)
            weakOwner = owner
            weakViewModel = viewModel
            weakRelay = owner.children.first
        }
        #expect(weakRelay is LifecycleRelay)
        navigation.popViewController(animated: true)
        UIView.standInFinishAnimations()
        #expect(weakOwner == nil)
        #expect(weakViewModel == nil)
        #expect(weakRelay == nil)
    }

    @Test(
        "a view owner binds while in a window and unbinds when it leaves; it is released with its view model")
    func windowChanges() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        weak var weakView: OwnerView?
        weak var weakViewModel: TitleViewModel?
        do {
            let view = OwnerView(frame: .zero)
            let viewModel = TitleViewModel(title: "Back in Black")
            view.viewModel = viewModel
            #expect(!view.isBoundToViewModel)
            window.addSubview(view)
            #expect(view.isBoundToViewModel)
            #expect(view.label.text == "Back in Black")
            view.removeFromSuperview()
            #expect(!view.isBoundToViewModel)
            weakView = view
            weakViewModel = viewModel
        }
        #expect(weakView == nil)
        #expect(weakViewModel == nil)
    }

    @Test("a container forwards appearance to its embedded children, parent first, in UIKit's order")
    func containerForwards() {
        let log = CallLog()
        let parent = RecordingViewController(name: "parent", log: log)
        let child = RecordingViewController(name: "child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = parent
        window.makeKeyAndVisible()
        #expect(
            log.take() == [
                "parent.load", "child.load", "parent.willAppear", "child.willAppear", "parent.didAppear",
                "child.didAppear",
            ])
        let late = RecordingViewController(name: "late", log: log)
        parent.addChild(late)
        parent.view.addSubview(late.view)
        late.didMove(toParent: parent)
        #expect(log.take() == ["late.load", "late.willAppear", "late.didAppear"])
        late.willMove(toParent: nil)
        late.view.removeFromSuperview()
        late.removeFromParent()
        #expect(log.take() == ["late.willDisappear", "late.didDisappear"])
    }
}
