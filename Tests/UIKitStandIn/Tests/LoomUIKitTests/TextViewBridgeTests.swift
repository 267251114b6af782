import Loom
import LoomUIKit
import Testing
import UIKit

/// LoomUIKit's text view bridge on the stand-in: a text view is not a control, its editing is told by
/// notifications.
@MainActor
@Suite("Text view bridge on the stand-in")
struct TextViewBridgeTests {
    @Test("a text view signals the text as the user types and when editing ends, not when code sets it")
    func textChanges() {
        let notes = UITextView()
        var texts: [String] = []
        let token = notes.loom.textChanges.observe { texts.append($0) }
        notes.simulateTyping("ab")
        notes.text = "set in code"
        notes.resignFirstResponder()
        #expect(texts == ["a", "ab", "set in code"])
        token.cancel()
        notes.simulateTyping("c")
        #expect(texts.count == 3, "a cancelled observation hears nothing")
    }

    @Test("a two-way text view writes each change; a model change while the user types waits for the end")
    func twoWayEachChange() {
        let notes = UITextView()
        let model = MutableProperty("draft")
        var written: [String] = []
        let token = notes.loom.text(model, onChange: { written.append($0) })
        #expect(notes.text == "draft")
        notes.simulateReplaceText(with: "mine")
        model.value = "theirs"
        #expect(notes.text == "mine" && written == ["mine"])
        notes.resignFirstResponder()
        #expect(notes.text == "theirs")
        let binder = notes.loom.text <~ MutableProperty<String?>("bound")
        #expect(notes.text == "bound")
        token.cancel()
        binder.cancel()
    }

    @Test("a text view written when editing ends writes once, then shows the model's value")
    func twoWayOnEditingEnd() {
        let notes = UITextView()
        let model = MutableProperty("old")
        var written: [String] = []
        let token = notes.loom.text(
            model,
            onEditingEnd: { text in
                written.append(text); model.value = text.uppercased()
            })
        notes.simulateTyping("!")
        #expect(written.isEmpty)
        notes.resignFirstResponder()
        #expect(written == ["old!"] && notes.text == "OLD!")
        token.cancel()
    }

    @Test("a text view's relay and bindings are released with it and do not keep it alive")
    func releasedWithTextView() {
        weak var weakNotes: UITextView?
        let model = MutableProperty("a")
        var tokens: [Token] = []
        do {
            let notes = UITextView()
            tokens = [notes.loom.text(model, onChange: { _ in }), notes.loom.textChanges.observe { _ in }]
            notes.simulateTyping("b")
            weakNotes = notes
        }
        #expect(weakNotes == nil)
        model.value = "after"
        tokens.forEach { $0.cancel() }
    }
}
