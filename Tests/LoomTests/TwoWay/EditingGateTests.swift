import Foundation
import Loom
import Testing

/// The two-way rule of a control bound to a model value: what the user types is never overwritten.
@MainActor
@Suite("Editing gate")
struct EditingGateTests {
    /// A control stand-in: what it shows, and what reached the model.
    final class Field {
        var shown: [String] = []
    }

    @Test("the control shows the model's value at start and each new value while the user is not editing")
    func showsModelValues() {
        let model = MutableProperty("Hey Jude")
        let field = Field()
        let gate = EditingGate(model: model, show: { field.shown.append($0) }, write: { model.value = $0 })
        let token = gate.start()
        model.value = "Let It Be"
        #expect(field.shown == ["Hey Jude", "Let It Be"])
        token.cancel()
        model.value = "Help!"
        #expect(field.shown == ["Hey Jude", "Let It Be"], "a cancelled binding shows nothing")
    }

    @Test("a model change while the user edits waits; the model's value shows when editing ends")
    func modelChangeWaitsForEditingEnd() {
        let model = MutableProperty("Hey Jude")
        let field = Field()
        var written: [String] = []
        let gate = EditingGate(
            model: model, show: { field.shown.append($0) },
            write: { written.append($0) })
        let token = gate.start()
        gate.editingBegan()
        gate.userChanged("Hey J")
        model.value = "Changed elsewhere"
        gate.userChanged("Hey Ju")
        #expect(field.shown == ["Hey Jude"], "nothing is shown over the user's typing")
        #expect(written == ["Hey J", "Hey Ju"], "each change is written")
        gate.editingEnded()
        #expect(field.shown == ["Hey Jude", "Changed elsewhere"])
        #expect(!gate.isEditing)
        token.cancel()
    }

    @Test("writing when editing ends writes the last edit once, then shows the model's value")
    func writesWhenEditingEnds() {
        let model = MutableProperty("Hey Jude")
        let field = Field()
        var written: [String] = []
        let gate = EditingGate(
            model: model, writes: .whenEditingEnds, show: { field.shown.append($0) },
            write: { edit in
                written.append(edit)
                if !edit.isEmpty { model.value = edit.trimmingCharacters(in: .whitespaces) }
            })
        let token = gate.start()
        gate.editingBegan()
        gate.userChanged("Let")
        gate.userChanged("Let It Be ")
        #expect(written.isEmpty)
        gate.editingEnded()
        #expect(written == ["Let It Be "])
        #expect(field.shown == ["Hey Jude", "Let It Be"], "the model's trimmed value replaces the edit")
        gate.editingBegan()
        gate.userChanged("")
        gate.editingEnded()
        #expect(written == ["Let It Be ", ""])
        #expect(field.shown.last == "Let It Be", "the refused edit is replaced by the model's value")
        gate.editingBegan()
        gate.editingEnded()
        #expect(written.count == 2, "ending an edit without a change writes nothing")
        token.cancel()
    }

    @Test("the gate does not keep the model's observation alive after the gate is released")
    func releasedGateShowsNothing() {
        let model = MutableProperty(1)
        var shown: [Int] = []
        var gate: EditingGate<Int>? = EditingGate(model: model, show: { shown.append($0) }, write: { _ in })
        let token = gate?.start()
        gate = nil
        model.value = 2
        #expect(shown == [1])
        token?.cancel()
    }
}
