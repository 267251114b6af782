import AppKit
import Loom
import LoomAppKit
import Testing

/// LoomAppKit's control signals, binders and alerts on the AppKit stand-in.
@MainActor
@Suite("LoomAppKit's controls and alerts on the stand-in")
struct ControlsAndAlertsTests {
    @Test("asking twice for a button's taps gives one relay: both observers hear each click")
    func oneRelayPerControl() {
        let root = NSView(frame: .zero)
        let button = NSButton(title: "+", target: nil, action: nil)
        root.addSubview(button)
        var first = 0
        var second = 0
        let tokens = [button.loom.taps.observe { first += 1 }, button.loom.taps.observe { second += 1 }]
        #expect(button.simulateClick())
        #expect((first, second) == (1, 1), "the relay is found again under its key")
        tokens.forEach { $0.cancel() }
    }

    @Test("a button's taps and a field's text changes reach their signals; binders set the controls")
    func controls() {
        let root = NSView(frame: .zero)
        let button = NSButton(title: "+", target: nil, action: nil)
        let field = NSTextField(string: "")
        root.addSubview(button)
        root.addSubview(field)
        var taps = 0
        var texts: [String] = []
        let lifetime = Token.batch([
            button.loom.taps.observe { taps += 1 },
            field.loom.textChanges.observe { texts.append($0) },
            button.loom.title <~ Property(constant: "Add"),
            field.loom.text <~ Property(constant: "AC/DC"),
        ])
        #expect(button.title == "Add")
        #expect(field.stringValue == "AC/DC")
        #expect(texts.isEmpty, "setting the text in code sends nothing")
        #expect(button.simulateClick())
        #expect(button.simulateClick())
        #expect(taps == 2)
        #expect(field.simulateTyping("AC/DC B"))
        field.simulateReturn()
        #expect(texts == ["AC/DC B", "AC/DC B"])
        let enabled = MutableProperty(false)
        let bound = button.loom.isEnabled <~ enabled
        #expect(!button.simulateClick(), "a disabled button does not respond")
        enabled.value = true
        #expect(button.simulateClick())
        #expect(taps == 3)
        lifetime.cancel()
        bound.cancel()
        #expect(button.simulateClick())
        #expect(taps == 3, "no signal after the observation ends")
    }

    @Test(
        "an alert has one button per action in order, marks destructive and cancel, and taps the one clicked")
    func alerts() throws {
        var tapped: [String] = []
        let viewModel = AlertViewModel(
            title: "Remove “Hells Bells”?", message: "It leaves the playlist.", defaultActions: [],
            destructiveActions: ["Remove"], cancelAction: "Keep"
        ) { action in
            tapped.append(action.title)
            return nil
        }
        let alert = NSAlert.make(viewModel: viewModel)
        #expect(alert.messageText == "Remove “Hells Bells”?")
        #expect(alert.informativeText == "It leaves the playlist.")
        #expect(alert.buttons.map(\.title) == ["Remove", "Keep"])
        #expect(alert.buttons.map(\.hasDestructiveAction) == [true, false])
        #expect(alert.standInButton(forKey: "\u{1b}") == 1, "Escape clicks the cancel button")
        NSAlert.standInUser = { $0.standInButton(forKey: "\u{1b}") ?? 0 }
        defer { NSAlert.standInUser = nil }
        NSAlert.run(viewModel)
        #expect(tapped == ["Keep"])
        NSAlert.standInUser = { alert in alert.buttons.firstIndex { $0.title == "Remove" } ?? -1 }
        NSAlert.run(viewModel)
        #expect(tapped == ["Keep", "Remove"])
    }
}
