import AppKit
import Loom
import LoomAppKit
import Testing

/// LoomAppKit's lifecycle relay on the AppKit stand-in: `loom.forwardLifecycle(_:)` and `forwardLifecycle()`.
@MainActor
@Suite("LoomAppKit's lifecycle relay on the stand-in")
struct LifecycleRelayTests {
    @Test(
        "forwardLifecycle reports loaded, then will appear and will disappear as the window shows and hides")
    func forwardsEvents() {
        let screen = PlainViewController()
        var events: [OwnerLifecycleEvent] = []
        #expect(!screen.loom.forwardLifecycle { events.append($0) }, "nothing before the view loads")
        let window = NSWindow(contentViewController: screen)
        #expect(screen.loom.forwardLifecycle { events.append($0) })
        #expect(events == [.loaded])
        window.makeKeyAndOrderFront(nil)
        #expect(events == [.loaded, .willAppear])
        window.orderOut(nil)
        #expect(events == [.loaded, .willAppear, .willDisappear])
        window.makeKeyAndOrderFront(nil)
        screen.view.isHidden = true
        #expect(events == [.loaded, .willAppear, .willDisappear, .willAppear, .willDisappear])
    }

    // Probable bug 8 of issue 21: the relay's view was hidden, and AppKit treats a hidden view as not
    // shown (its view controller disappears when it is hidden), so the relay never appeared.
    @Test("a whileVisible owner binds when its window comes to the front and unbinds when it goes")
    func bindsWhileVisible() {
        let viewModel = TitleViewModel(title: "Hells Bells")
        let owner = OwnerViewController(viewModel: viewModel)
        let window = NSWindow(contentViewController: owner)
        #expect(!owner.isBoundToViewModel, "loaded but not on screen")
        window.makeKeyAndOrderFront(nil)
        #expect(owner.isBoundToViewModel)
        #expect(owner.label.stringValue == "Hells Bells")
        window.close()
        #expect(!owner.isBoundToViewModel)
        viewModel.title.value = "Back in Black"
        window.makeKeyAndOrderFront(nil)
        #expect(owner.label.stringValue == "Back in Black")
    }

    @Test("the relay's view takes no clicks: a click on the owner's view reaches the owner's view")
    func relayTakesNoClicks() {
        let owner = OwnerViewController(viewModel: TitleViewModel(title: "T.N.T."))
        let window = NSWindow(contentViewController: owner)
        window.makeKeyAndOrderFront(nil)
        let relay = owner.children.first { $0 is LifecycleRelay }
        #expect(relay != nil)
        #expect(relay?.view.standInTakesClicks == false)
        #expect(owner.view.hitTest(.zero) === owner.label)
    }
}
