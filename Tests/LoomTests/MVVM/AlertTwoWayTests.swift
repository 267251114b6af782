import Loom
import LoomTesting
import Testing

@MainActor
@Suite("An alert view model shown by a declarative front-end")
struct AlertTwoWayTests {
    final class Detail: ViewModel {}

    @Test("isShowing is true only while the binding holds that very alert, of that style")
    func isShowing() {
        let current = MutableProperty<AlertViewModel?>(nil)
        let binding = TwoWayBinding(current)
        let alert = AlertViewModel(title: "Remove?")
        let sheet = AlertViewModel(style: .actionSheet, title: "Share")
        #expect(binding.isShowing(nil).value == false)
        #expect(binding.isShowing(alert).value == false)
        current.value = alert
        #expect(binding.isShowing(alert).value)
        #expect(binding.isShowing(alert, style: .alert).value)
        #expect(binding.isShowing(alert, style: .actionSheet).value == false)
        #expect(binding.isShowing(AlertViewModel(title: "Remove?")).value == false)
        current.value = sheet
        #expect(binding.isShowing(sheet, style: .actionSheet).value)
        #expect(binding.isShowing(sheet, style: .alert).value == false)
    }

    @Test("dismissing clears the alert, but not another alert that replaced it")
    func dismissing() {
        let current = MutableProperty<AlertViewModel?>(nil)
        let binding = TwoWayBinding(current)
        let first = AlertViewModel(title: "First")
        let second = AlertViewModel(title: "Second")
        current.value = first
        let firstShown = binding.isShowing(first)
        current.value = second
        firstShown.value = false
        #expect(current.value === second)
        binding.isShowing(second).value = false
        #expect(current.value == nil)
        binding.isShowing(first).value = true
        #expect(current.value === first)
        binding.isShowing(nil).value = true
        #expect(current.value === first)
    }

    @Test("tapping an action taps the view model and dismisses the alert")
    func tapDismisses() {
        var tapped: [String] = []
        let alert = AlertViewModel(
            title: "Remove “Hells Bells”?", defaultActions: [], destructiveActions: ["Remove"],
            cancelAction: "Cancel"
        ) { action in
            tapped.append(action.title)
            return nil
        }
        let current = MutableProperty<AlertViewModel?>(alert)
        var next: [any ViewModel] = []
        TwoWayBinding(current).tap(0, of: alert) { next.append($0) }
        #expect(tapped == ["Remove"])
        #expect(current.value == nil)
        #expect(next.isEmpty)
    }

    @Test("the next alert an action returns is shown, whichever way the front-end dismisses first")
    func nextAlert() {
        let confirmation = AlertViewModel(title: "Removed", defaultActions: ["OK"])
        let alert = AlertViewModel(title: "Remove?", defaultActions: ["Remove"]) { _ in confirmation }

        let tapFirst = MutableProperty<AlertViewModel?>(alert)
        let tapFirstBinding = TwoWayBinding(tapFirst)
        let isPresented = tapFirstBinding.isShowing(alert)
        tapFirstBinding.tap(0, of: alert)
        isPresented.value = false  // the front-end dismisses after the action ran
        #expect(tapFirst.value === confirmation)

        let dismissFirst = MutableProperty<AlertViewModel?>(alert)
        let dismissFirstBinding = TwoWayBinding(dismissFirst)
        dismissFirstBinding.isShowing(alert).value = false  // dismissed before the action runs
        dismissFirstBinding.tap(0, of: alert)
        #expect(dismissFirst.value === confirmation)
    }

    @Test("a next view model that is not an alert goes to onNext")
    func nextViewModel() {
        let detail = Detail()
        let alert = AlertViewModel(title: "Open?", defaultActions: ["Open"]) { _ in detail }
        let current = MutableProperty<AlertViewModel?>(alert)
        var next: [any ViewModel] = []
        TwoWayBinding(current).tap(0, of: alert) { next.append($0) }
        #expect(current.value == nil)
        #expect(next.count == 1)
        #expect(next.first === detail)
    }

    @Test("an action index outside the actions only dismisses")
    func badIndex() {
        var tapped = 0
        let alert = AlertViewModel(title: "Oops") { _ in
            tapped += 1
            return nil
        }
        let current = MutableProperty<AlertViewModel?>(alert)
        TwoWayBinding(current).tap(5, of: alert)
        TwoWayBinding(current).tap(-1, of: alert)
        #expect(tapped == 0)
        #expect(current.value == nil)
    }

    @Test("tapping an alert that was replaced leaves the replacement")
    func tapReplaced() {
        let old = AlertViewModel(title: "Old")
        let new = AlertViewModel(title: "New")
        let current = MutableProperty<AlertViewModel?>(new)
        TwoWayBinding(current).tap(0, of: old)
        #expect(current.value === new)
    }

    @Test("the alert and what it returns are released with their holder")
    func lifetime() {
        let leaks = LeakTracker()
        do {
            let detail = Detail()
            let alert = AlertViewModel(title: "Open?", defaultActions: ["Open"]) { [weak detail] _ in detail }
            let current = MutableProperty<AlertViewModel?>(alert)
            TwoWayBinding(current).tap(0, of: alert)
            leaks.track(alert, "alert")
            leaks.track(detail, "detail")
            leaks.track(current, "property")
        }
        leaks.expectReleased()
    }
}
