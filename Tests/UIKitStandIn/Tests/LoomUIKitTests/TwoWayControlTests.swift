import Foundation
import Loom
import LoomUIKit
import Testing
import UIKit

/// LoomUIKit's two-way control bindings and value controls on the stand-in: the user's changes reach
/// the model, the model's reach the control, and a model change never overwrites what the user is doing.
@MainActor
@Suite("Two-way control bindings on the stand-in")
struct TwoWayControlTests {
    @Test("a two-way text field writes each change; a model change while typing waits for the end")
    func textFieldEachChange() {
        let field = UITextField()
        let title = MutableProperty("Hey Jude")
        var written: [String] = []
        let token = field.loom.text(title, onChange: { written.append($0) })
        #expect(field.text == "Hey Jude")
        title.value = "Let It Be"
        #expect(field.text == "Let It Be", "not editing: the model's value shows at once")
        field.simulateReplaceText(with: "Help")
        field.simulateTyping("!")
        title.value = "Changed elsewhere"
        #expect(field.text == "Help!", "the user's typing is not overwritten")
        #expect(written == ["Help", "Help!"])
        field.resignFirstResponder()
        #expect(field.text == "Changed elsewhere", "when editing ends the field shows the model's value")
        token.cancel()
        title.value = "After"
        #expect(field.text == "Changed elsewhere", "a cancelled binding sets nothing")
    }

    @Test("a text field bound to a mutable property writes what the user types into it")
    func textFieldProperty() {
        let field = UITextField()
        let name = MutableProperty("")
        let token = field.loom.text(name)
        field.simulateTyping("Ada")
        #expect(name.value == "Ada")
        field.simulateReturnKey()
        #expect(field.text == "Ada")
        token.cancel()
    }

    @Test("a text field written when editing ends writes once; a refused edit shows the model again")
    func textFieldOnEditingEnd() {
        let field = UITextField()
        let title = MutableProperty("Hey Jude")
        var written: [String] = []
        let token = field.loom.text(
            title,
            onEditingEnd: { text in
                written.append(text)
                if !text.isEmpty { title.value = text }
            })
        field.simulateReplaceText(with: "Let It Be")
        #expect(written.isEmpty && title.value == "Hey Jude")
        field.simulateReturnKey()
        #expect(written == ["Let It Be"] && title.value == "Let It Be")
        field.simulateReplaceText(with: "")
        field.resignFirstResponder()
        #expect(written == ["Let It Be", ""])
        #expect(field.text == "Let It Be", "the refused empty name is replaced by the model's value")
        token.cancel()
    }

    @Test("a text field already being edited when bound keeps the user's text until editing ends")
    func textFieldBoundWhileEditing() {
        let field = UITextField()
        field.simulateTyping("draft")
        let title = MutableProperty("model")
        let token = field.loom.text(title, onChange: { _ in })
        #expect(field.text == "draft")
        field.resignFirstResponder()
        #expect(field.text == "model")
        token.cancel()
    }

    @Test("a two-way slider writes each value dragged to; a model change waits for the thumb's release")
    func sliderTwoWay() {
        let slider = UISlider()
        let volume = MutableProperty<Float>(0.5)
        var written: [Float] = []
        let token = slider.loom.value(volume, animated: true, onChange: { written.append($0) })
        #expect(slider.value == 0.5 && slider.standInLastSetAnimated == true)
        slider.simulateBeginDrag(to: 0.7)
        volume.value = 0.1
        #expect(slider.value == 0.7, "the held thumb does not jump")
        #expect(written == [0.7])
        slider.simulateEndDrag()
        #expect(slider.value == 0.1, "on release the slider shows the model's value")
        slider.simulateDrag(through: [0.2, 2])
        #expect(written == [0.7, 0.2, 1], "values are clamped to the range")
        token.cancel()
    }

    @Test("a slider's value changes signal each move; a non-continuous slider signals once, on release")
    func sliderSignals() {
        let slider = UISlider()
        var values: [Float] = []
        let token = slider.loom.valueChanges.observe { values.append($0) }
        slider.simulateDrag(through: [0.25, 0.5])
        slider.isContinuous = false
        slider.simulateDrag(through: [0.75, 1])
        let binding = slider.loom.value() <~ MutableProperty<Float>(0.3)
        #expect(values == [0.25, 0.5, 1], "setting the value in code signals nothing")
        #expect(slider.value == 0.3 && slider.standInLastSetAnimated == false)
        token.cancel()
        binding.cancel()
    }

    @Test("a stepper bound both ways writes each step and shows each model value")
    func stepperTwoWay() {
        let stepper = UIStepper()
        let quantity = MutableProperty<Double>(2)
        let token = stepper.loom.value(quantity, onChange: { quantity.value = $0 })
        var signalled: [Double] = []
        let changes = stepper.loom.valueChanges.observe { signalled.append($0) }
        stepper.simulateIncrement()
        stepper.simulateIncrement()
        stepper.simulateDecrement()
        #expect(quantity.value == 3 && signalled == [3, 4, 3])
        quantity.value = 10
        #expect(stepper.value == 10)
        let binder = stepper.loom.value <~ MutableProperty<Double>(7)
        #expect(stepper.value == 7)
        [token, changes, binder].forEach { $0.cancel() }
    }

    @Test("a segmented control bound both ways writes the user's selection and selects the model's index")
    func segmentedTwoWay() {
        let control = UISegmentedControl(items: ["All", "Liked", "Recent"])
        let filter = MutableProperty(0)
        var written: [Int] = []
        let token = control.loom.selectedSegmentIndex(filter, onChange: { written.append($0) })
        var signalled: [Int] = []
        let changes = control.loom.selectedSegmentChanges.observe { signalled.append($0) }
        #expect(control.selectedSegmentIndex == 0)
        control.simulateSelect(2)
        #expect(written == [2] && signalled == [2])
        filter.value = 1
        #expect(control.selectedSegmentIndex == 1 && written == [2], "the model's value sends nothing back")
        let binder = control.loom.selectedSegmentIndex <~ MutableProperty(UISegmentedControl.noSegment)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        [token, changes, binder].forEach { $0.cancel() }
    }

    @Test("a date picker bound both ways writes the picked date and shows the model's, animated when asked")
    func datePickerTwoWay() {
        let picker = UIDatePicker()
        let due = MutableProperty(Date(timeIntervalSince1970: 1_000))
        var written: [Date] = []
        let token = picker.loom.date(due, animated: true, onChange: { written.append($0) })
        #expect(picker.date == Date(timeIntervalSince1970: 1_000) && picker.standInLastSetAnimated == true)
        var signalled: [Date] = []
        let changes = picker.loom.dateChanges.observe { signalled.append($0) }
        picker.simulatePick(Date(timeIntervalSince1970: 2_000))
        #expect(written == [Date(timeIntervalSince1970: 2_000)] && signalled == written)
        due.value = Date(timeIntervalSince1970: 3_000)
        #expect(picker.date == Date(timeIntervalSince1970: 3_000))
        let binder = picker.loom.date() <~ MutableProperty(Date(timeIntervalSince1970: 4_000))
        #expect(picker.date == Date(timeIntervalSince1970: 4_000) && picker.standInLastSetAnimated == false)
        [token, changes, binder].forEach { $0.cancel() }
    }

    @Test("a switch is set with animation when asked, and a two-way switch writes each flip")
    func animatedSwitch() {
        let toggle = UISwitch()
        let binder = toggle.loom.isOn(animated: true) <~ MutableProperty(true)
        #expect(toggle.isOn && toggle.standInLastSetAnimated == true)
        binder.cancel()
        let wifi = MutableProperty(false)
        var written: [Bool] = []
        let token = toggle.loom.isOn(wifi, onChange: { written.append($0) })
        #expect(!toggle.isOn && toggle.standInLastSetAnimated == false)
        toggle.simulateFlip()
        #expect(written == [true])
        wifi.value = true
        wifi.value = false
        #expect(!toggle.isOn)
        token.cancel()
    }

    @Test("two-way bindings are released with their controls and do not keep them alive")
    func releasedWithControls() {
        weak var weakField: UITextField?
        weak var weakSlider: UISlider?
        weak var weakStepper: UIStepper?
        weak var weakControl: UISegmentedControl?
        weak var weakPicker: UIDatePicker?
        weak var weakSwitch: UISwitch?
        let text = MutableProperty("a")
        let number = MutableProperty<Float>(0)
        let double = MutableProperty<Double>(0)
        let index = MutableProperty(0)
        let date = MutableProperty(Date(timeIntervalSince1970: 0))
        let flag = MutableProperty(false)
        var tokens: [Token] = []
        do {
            let field = UITextField()
            let slider = UISlider()
            let stepper = UIStepper()
            let control = UISegmentedControl(items: ["A", "B"])
            let picker = UIDatePicker()
            let toggle = UISwitch()
            tokens = [
                field.loom.text(text, onChange: { _ in }),
                field.loom.text(text, onEditingEnd: { _ in }),
                slider.loom.value(number, onChange: { _ in }),
                stepper.loom.value(double, onChange: { _ in }),
                control.loom.selectedSegmentIndex(index, onChange: { _ in }),
                picker.loom.date(date, onChange: { _ in }),
                toggle.loom.isOn(flag, onChange: { _ in }),
            ]
            field.simulateTyping("b")
            (weakField, weakSlider, weakStepper) = (field, slider, stepper)
            (weakControl, weakPicker, weakSwitch) = (control, picker, toggle)
        }
        #expect(weakField == nil && weakSlider == nil && weakStepper == nil)
        #expect(weakControl == nil && weakPicker == nil && weakSwitch == nil)
        text.value = "after"
        number.value = 1
        flag.value = true
        tokens.forEach { $0.cancel() }
    }
}
