import AppKit
import CounterAppKit
import CounterCore
import Loom
import Testing

/// The counter example's AppKit screen over its real model and controller (CounterCore).
@MainActor
@Suite("The Mac counter on the AppKit stand-in")
struct CounterScreenTests {
    @Test("the counter shows its count and answers its buttons, in a window the app delegate opens")
    func counts() throws {
        let delegate = CounterAppDelegate()
        delegate.applicationDidFinishLaunching(Notification(name: Notification.Name("launched")))
        #expect(delegate.applicationShouldTerminateAfterLastWindowClosed(NSApplication()))
        let window = try #require(NSWindow.standInVisibleWindows.last)
        let screen = try #require(window.contentViewController as? CounterViewController)
        #expect(screen.title == "Counter")
        let views = screen.view.standInSubtree
        let label = try #require(views.compactMap { $0 as? NSTextField }.first)
        func click(_ title: String) {
            let button = views.compactMap { $0 as? NSButton }.first { $0.title == title }
            #expect(button?.simulateClick() == true, "\(title) answers")
        }
        #expect(label.stringValue == "0")
        click("+")
        #expect(label.stringValue == "1")
        click("+2")
        #expect(label.stringValue == "3")
        click("−")
        #expect(label.stringValue == "2")
        click("Reset")
        #expect(label.stringValue == "0")
        window.close()
    }
}
