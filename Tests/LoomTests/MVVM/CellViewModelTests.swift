import Loom
import LoomTesting
import Testing

@MainActor
final class PlainCell: CellViewModel {
    let title = Property(constant: "Plain")
}

@MainActor
final class EditableCell: CellViewModel {
    let title = Property(constant: "Editable")
    var deleted = 0
    var movedTo: [ListIndexPath] = []
    var canDelete: Bool { true }
    var canMove: Bool { true }
    var reuseIdentifier: String { "EditableCell" }
    func delete() throws(ViewModelError) { deleted += 1 }
    func move(to indexPath: ListIndexPath) throws(ViewModelError) { movedTo.append(indexPath) }
    var detailViewModel: (any ViewModel)? { ControllerModel(isEditing: true) }
}

@MainActor
final class InsertRecorder: InsertCellViewModelDelegate, RowActionDelegate {
    var inserts = 0
    var triggered: [ListIndexPath] = []
    func insertCellViewModelDidRequestInsert(_ cell: InsertCellViewModel) { inserts += 1 }
    func rowAction(_ action: RowActionViewModel, triggeredAt indexPath: ListIndexPath) -> (any ViewModel)? {
        triggered.append(indexPath)
        return AlertViewModel(title: "Sure?")
    }
}

@MainActor
protocol TrackCellDelegate: AnyObject {
    func playTapped()
}

@MainActor
final class TrackCell: CustomDelegator {
    let delegateReference = WeakDelegate<any TrackCellDelegate>()
    func tapPlay() { delegate?.playTapped() }
}

@MainActor
final class PlayCounter: TrackCellDelegate {
    var plays = 0
    func playTapped() { plays += 1 }
}

@MainActor
@Suite("Cell view models, insert rows, row actions, custom delegation")
struct CellViewModelTests {
    @Test("a plain cell view model has no subtitle, image, detail or editing")
    func defaults() {
        let cell = PlainCell()
        #expect(cell.title.value == "Plain")
        #expect(cell.subtitle.value == nil)
        #expect(cell.image.value == nil)
        #expect(!cell.canDelete && !cell.canMove)
        #expect(cell.detailViewModel == nil)
        #expect(cell.rowActions.isEmpty)
        #expect(cell.editingStyle == .none)
        #expect(cell.reuseIdentifier == "PlainCell")
    }

    @Test("deleting or moving a read-only cell is a typed error")
    func unsupportedActions() {
        let cell = PlainCell()
        #expect(throws: ViewModelError.actionNotSupported("delete")) { try cell.delete() }
        #expect(throws: ViewModelError.actionNotSupported("move")) {
            try cell.move(to: ListIndexPath(section: 0, row: 1))
        }
    }

    @Test("an editable cell deletes, moves, gives its detail and a custom reuse identifier")
    func editable() throws {
        let cell = EditableCell()
        #expect(cell.editingStyle == .delete)
        try cell.delete()
        try cell.move(to: ListIndexPath(section: 0, row: 3))
        #expect(cell.deleted == 1)
        #expect(cell.movedTo == [ListIndexPath(section: 0, row: 3)])
        #expect(cell.detailViewModel is ControllerModel)
        #expect(cell.reuseIdentifier == "EditableCell")
    }

    @Test("the insert cell is titled Insert, can be edited and inserted, and asks its delegate")
    func insertCell() {
        let delegate = InsertRecorder()
        let cell = InsertCellViewModel(delegate: delegate)
        #expect(cell.title.value == "Insert")
        #expect(cell.editingStyle == .insert)
        #expect(cell.detailViewModel == nil)
        #expect(cell.insert())
        #expect(delegate.inserts == 1)
    }

    @Test("the insert cell holds its delegate weakly")
    func insertCellWeakDelegate() {
        var delegate: InsertRecorder? = InsertRecorder()
        let cell = InsertCellViewModel(title: "Add", delegate: delegate)
        let leaks = LeakTracker()
        leaks.track(delegate, "delegate")
        delegate = nil
        leaks.expectReleased()
        #expect(!cell.insert())
    }

    @Test("a row action asks its delegate, which returns the next view model")
    func rowAction() {
        let delegate = InsertRecorder()
        let action = RowActionViewModel(title: "Remove", style: .destructive, delegate: delegate)
        let next = action.trigger(at: ListIndexPath(section: 0, row: 2))
        #expect(delegate.triggered == [ListIndexPath(section: 0, row: 2)])
        #expect((next as? AlertViewModel)?.title == "Sure?")
    }

    @Test("a row action holds its delegate weakly")
    func rowActionWeak() {
        var delegate: InsertRecorder? = InsertRecorder()
        let action = RowActionViewModel(title: "Remove", delegate: delegate)
        let leaks = LeakTracker()
        leaks.track(delegate, "delegate")
        delegate = nil
        leaks.expectReleased()
        #expect(action.trigger(at: ListIndexPath(section: 0, row: 0)) == nil)
    }

    @Test("a custom delegator calls its delegate and holds it weakly (no dangling pointer)")
    func customDelegator() {
        let cell = TrackCell()
        var counter: PlayCounter? = PlayCounter()
        cell.delegate = counter
        cell.tapPlay()
        #expect(counter?.plays == 1)
        let leaks = LeakTracker()
        leaks.track(counter, "delegate")
        counter = nil
        leaks.expectReleased()
        #expect(cell.delegate == nil)
        cell.tapPlay()  // nobody to call, no crash
    }

    @Test("a weak reference forgets its object once released")
    func weakReference() {
        var object: PlayCounter? = PlayCounter()
        let reference = WeakReference(object)
        #expect(reference.object === object)
        object = nil
        #expect(reference.object == nil)
    }
}

@MainActor
@Suite("Alert and controller models")
struct AlertAndControllerModelTests {
    @Test("alert actions come in the order default, destructive, cancel")
    func actionOrder() {
        let alert = AlertViewModel(
            style: .actionSheet, title: "Track", message: "What now?", defaultActions: ["Play", "Queue"],
            destructiveActions: ["Delete"], cancelAction: "Cancel")
        #expect(alert.style == .actionSheet)
        #expect(alert.message == "What now?")
        #expect(
            alert.actions == [
                AlertAction(title: "Play"), AlertAction(title: "Queue"),
                AlertAction(title: "Delete", role: .destructive), AlertAction(title: "Cancel", role: .cancel),
            ])
    }

    @Test("a tapped action may return the next view model")
    func tapReturnsNext() throws {
        var tapped: [String] = []
        let alert = AlertViewModel(
            title: "Edit image", defaultActions: ["Choose Photo"], cancelAction: "Cancel"
        ) {
            action in
            tapped.append(action.title)
            return action.role == .cancel ? nil : ControllerModel()
        }
        #expect(try alert.tap("Choose Photo") is ControllerModel)
        #expect(try alert.tap(at: 1) == nil)
        #expect(tapped == ["Choose Photo", "Cancel"])
    }

    @Test("tapping an unknown action is a typed error")
    func unknownAction() {
        let alert = AlertViewModel(title: "Oops")
        #expect(throws: ViewModelError.unknownAlertAction("Nope")) { try alert.tap("Nope") }
        #expect(throws: ViewModelError.alertActionOutOfRange(index: 1, count: 1)) { try alert.tap(at: 1) }
        #expect(throws: ViewModelError.alertActionOutOfRange(index: -1, count: 1)) { try alert.tap(at: -1) }
    }

    @Test("the controller model carries the editing state to the next screen as a copy")
    func controllerModel() {
        let model = ControllerModel()
        model.isEditing.value.toggle()
        let next = model.forNextScreen()
        #expect(next !== model)
        #expect(next.isEditing.value)
        next.isEditing.value = false
        #expect(model.isEditing.value)
    }
}
