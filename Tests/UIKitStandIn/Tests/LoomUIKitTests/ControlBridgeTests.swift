import Loom
import LoomUIKit
import Testing
import UIKit

/// LoomUIKit's control bridges on the stand-in: signals of the user's taps, flips and edits, and binders
/// into controls and views.
@MainActor
@Suite("Control bridges on the stand-in")
struct ControlBridgeTests {
    @Test("a button's taps signal each tap of the user, not while it is disabled or hidden")
    func buttonTaps() {
        let button = UIButton(type: .system)
        var taps = 0
        let token = button.loom.taps.observe { taps += 1 }
        button.simulateTap()
        button.simulateTap()
        #expect(taps == 2)
        button.isEnabled = false
        #expect(!button.simulateTap())
        button.isEnabled = true
        button.isHidden = true
        #expect(!button.simulateTap())
        #expect(taps == 2)
        token.cancel()
        button.isHidden = false
        button.simulateTap()
        #expect(taps == 2, "a cancelled observation hears nothing")
    }

    @Test("asking twice for the same events gives one signal and adds one action to the control")
    func oneActionPerEvents() {
        let button = UIButton(type: .system)
        var first = 0
        var second = 0
        let tokens = [
            button.loom.events(.touchUpInside).observe { first += 1 },
            button.loom.events(.touchUpInside).observe { second += 1 },
        ]
        button.sendActions(for: .touchUpInside)
        #expect((first, second) == (1, 1))
        var handlers = 0
        button.enumerateEventHandlers { _, _, _, _ in handlers += 1 }
        #expect(handlers == 1, "the relay is found again under its key: one action for the events")
        tokens.forEach { $0.cancel() }
    }

    @Test("a control's event signal is released with the control and does not keep it alive")
    func relayLifetime() {
        weak var weakButton: UIButton?
        var taps = 0
        var token: Token?
        do {
            let button = UIButton(type: .system)
            token = button.loom.taps.observe { taps += 1 }
            button.simulateTap()
            weakButton = button
        }
        #expect(weakButton == nil)
        #expect(taps == 1)
        token?.cancel()
    }

    @Test("a switch signals its value each time the user flips it; setting it in code signals nothing")
    func switchChanges() {
        let toggle = UISwitch()
        var values: [Bool] = []
        let token = toggle.loom.isOnChanges.observe { values.append($0) }
        toggle.simulateFlip()
        toggle.simulateFlip()
        let binding = toggle.loom.isOn <~ MutableProperty(true)
        #expect(toggle.isOn)
        #expect(values == [true, false])
        token.cancel()
        binding.cancel()
    }

    @Test("a text field signals the text as the user types and when editing ends, not when code sets it")
    func textFieldChanges() {
        let field = UITextField()
        var texts: [String] = []
        let token = field.loom.textChanges.observe { texts.append($0) }
        field.simulateTyping("AC")
        field.text = "set in code"
        #expect(texts == ["A", "AC"])
        field.simulateReplaceText(with: "")
        field.simulateReturnKey()
        #expect(texts == ["A", "AC", "", ""])
        token.cancel()
    }

    @Test("a search bar signals the text the user types in its field")
    func searchBarChanges() {
        let bar = UISearchBar()
        var texts: [String] = []
        let token = bar.loom.textChanges.observe { texts.append($0) }
        bar.searchTextField.simulateTyping("Bo")
        #expect(texts == ["B", "Bo"])
        let binding = bar.loom.text <~ MutableProperty<String?>("Bon Scott")
        #expect(bar.text == "Bon Scott")
        #expect(texts == ["B", "Bo"], "the binder sets the text without an event")
        token.cancel()
        binding.cancel()
    }

    @Test("binders show each value: enabled, selected, title, text, placeholder, hidden, alpha, animating")
    func binders() {
        let button = UIButton(type: .system)
        let field = UITextField()
        let label = UILabel()
        let spinner = UIActivityIndicatorView()
        let screen = UIViewController()
        let item = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
        let flag = MutableProperty(false)
        let text = MutableProperty<String?>("one")
        let tokens = [
            button.loom.isEnabled <~ flag,
            button.loom.isSelected <~ flag.map { !$0 },
            button.loom.title() <~ text,
            field.loom.text <~ text,
            field.loom.placeholder <~ text,
            label.loom.text <~ text,
            label.loom.isHidden <~ flag,
            label.loom.alpha <~ flag.map { $0 ? 1 : 0.5 },
            spinner.loom.isAnimating <~ flag,
            screen.loom.title <~ text,
            item.loom.isEnabled <~ flag,
            item.loom.title <~ text,
        ]
        #expect(!button.isEnabled && button.isSelected && !item.isEnabled)
        #expect(button.title(for: .normal) == "one" && field.text == "one" && field.placeholder == "one")
        #expect(label.text == "one" && !label.isHidden && label.alpha == 0.5 && !spinner.isAnimating)
        flag.value = true
        text.value = "two"
        #expect(button.isEnabled && !button.isSelected && item.isEnabled && item.title == "two")
        #expect(button.title(for: .normal) == "two" && field.text == "two" && screen.title == "two")
        #expect(label.isHidden && label.alpha == 1 && spinner.isAnimating)
        tokens.forEach { $0.cancel() }
        text.value = "three"
        #expect(label.text == "two", "a cancelled binding sets nothing")
    }
}
