@_spi(Testing) import Loom
import LoomTesting
import Testing

/// A value cell view model (MVVMKit's struct cell view models).
struct TrackRow: ValueCellViewModel, Identifiable, Equatable {
    let id: Int
    var title: String
}

/// A value cell view model of another type, with a reuse identifier of its own.
struct AlbumRow: ValueCellViewModel, Identifiable, Equatable {
    let id: Int
    var name: String
    var reuseIdentifier: String { "AlbumCell" }
}

/// Something a value view model refers to (an action handler), to watch its lifetime.
final class TapHandler {
    var taps = 0
}

/// A value view model that refers to an object.
struct ActionRow: ValueCellViewModel {
    let id: Int
    let handler: TapHandler
    var differenceID: Int { id }
    func isContentEqual(to other: ActionRow) -> Bool { handler === other.handler }
}

/// A value that is `Equatable` but not `Differentiable`.
struct Badge: Equatable {
    var text: String
}

/// A value that is neither `Equatable` nor `Differentiable`.
struct Blurb {
    var text: String
}

/// A class view model that is also `Differentiable`: owners still compare it by instance.
@MainActor
final class ClassRow: ViewModel, Differentiable {
    let id: Int
    init(id: Int) { self.id = id }
    nonisolated var differenceID: Int { id }
    nonisolated func isContentEqual(to other: ClassRow) -> Bool { true }
}

/// A cell that shows any view model type and records every bind and end of a binding.
@MainActor
final class RecordingCell<Shown>: ViewModelOwner {
    let viewModelSlot: ViewModelSlot<RecordingCell<Shown>>
    let describe: (Shown) -> String
    var text = ""
    var log: [String] = []

    init(activation: OwnerActivation = .immediately, describe: @escaping (Shown) -> String) {
        viewModelSlot = ViewModelSlot(activation: activation)
        self.describe = describe
    }

    func bind(viewModel: Shown) -> Token {
        let name = describe(viewModel)
        text = name
        log.append("bind \(name)")
        return Token { [weak self] in self?.log.append("unbind \(name)") }
    }
}

@MainActor
@Suite("Value cell view models: owners bind values by identity and content")
struct ValueCellViewModelTests {
    private func trackCell(_ activation: OwnerActivation = .immediately) -> RecordingCell<TrackRow> {
        RecordingCell(activation: activation) { "\($0.id):\($0.title)" }
    }

    @Test("a cell binds a value view model; the same identity and content again binds once")
    func sameValueBindsOnce() {
        let cell = trackCell()
        cell.viewModel = TrackRow(id: 1, title: "a")
        cell.viewModel = TrackRow(id: 1, title: "a")
        #expect(cell.log == ["bind 1:a"])
        #expect(cell.viewModelSlot.bindCount == 1)
        #expect(cell.isBoundToViewModel)
        #expect(cell.viewModel == TrackRow(id: 1, title: "a"))
    }

    @Test("a value with the same identity and new content unbinds the old one, then binds the new one")
    func newContentRebinds() {
        let cell = trackCell()
        cell.viewModel = TrackRow(id: 1, title: "a")
        cell.viewModel = TrackRow(id: 1, title: "b")
        #expect(cell.log == ["bind 1:a", "unbind 1:a", "bind 1:b"])
        #expect(cell.text == "1:b")
    }

    @Test("a value with another identity and the same content is another view model")
    func newIdentityRebinds() {
        let cell = trackCell()
        cell.viewModel = TrackRow(id: 1, title: "a")
        cell.viewModel = TrackRow(id: 2, title: "a")
        #expect(cell.log == ["bind 1:a", "unbind 1:a", "bind 2:a"])
    }

    @Test("a value cell binds while attached, unbinds when detached, and drops its value when reused")
    func lifecycle() {
        let cell = trackCell(.whileAttached)
        cell.viewModel = TrackRow(id: 1, title: "a")
        #expect(cell.log.isEmpty)
        cell.handle(.attached)
        cell.handle(.attached)
        #expect(cell.log == ["bind 1:a"])
        cell.handle(.detached)
        #expect(cell.log == ["bind 1:a", "unbind 1:a"])
        cell.handle(.attached)
        cell.handle(.reused)
        #expect(cell.log == ["bind 1:a", "unbind 1:a", "bind 1:a", "unbind 1:a"])
        #expect(cell.viewModel == nil)
        cell.viewModel = nil
        #expect(cell.viewModelSlot.unbindCount == 2)
    }

    @Test("an Equatable value is the same when equal; a value that is neither binds again every time")
    func equatableAndPlainValues() {
        let badge = RecordingCell<Badge> { $0.text }
        badge.viewModel = Badge(text: "new")
        badge.viewModel = Badge(text: "new")
        badge.viewModel = Badge(text: "hot")
        #expect(badge.log == ["bind new", "unbind new", "bind hot"])

        let blurb = RecordingCell<Blurb> { $0.text }
        blurb.viewModel = Blurb(text: "x")
        blurb.viewModel = Blurb(text: "x")
        #expect(blurb.log == ["bind x", "unbind x", "bind x"])
    }

    @Test("a class view model is compared by instance, even when it is Differentiable")
    func classesByInstance() {
        let cell = RecordingCell<ClassRow> { "\($0.id)" }
        let first = ClassRow(id: 1)
        cell.viewModel = first
        cell.viewModel = first
        cell.viewModel = ClassRow(id: 1)
        #expect(cell.log == ["bind 1", "unbind 1", "bind 1"])
    }

    @Test("a heterogeneous cell binds values of several types; a different type is a different view model")
    func heterogeneousValues() throws {
        let cell = RecordingCell<any ValueCellViewModel> { $0.reuseIdentifier }
        cell.viewModel = TrackRow(id: 1, title: "a")
        cell.viewModel = TrackRow(id: 1, title: "a")
        cell.viewModel = AlbumRow(id: 1, name: "a")
        #expect(cell.log == ["bind TrackRow", "unbind TrackRow", "bind AlbumCell"])
        try cell.setViewModel(untyped: TrackRow(id: 2, title: "b"))
        #expect(cell.text == "TrackRow")
    }

    @Test(
        "setViewModel(untyped:) takes a value of the owner's type and rejects another, keeping the current one"
    )
    func untypedValues() throws {
        let cell = trackCell()
        try cell.setViewModel(untyped: TrackRow(id: 1, title: "a"))
        #expect(cell.text == "1:a")
        #expect(
            throws: ViewModelError.typeMismatch(
                owner: "RecordingCell<TrackRow>", expected: "TrackRow", actual: "AlbumRow")
        ) {
            try cell.setViewModel(untyped: AlbumRow(id: 1, name: "a"))
        }
        #expect(throws: ViewModelError.self) { try cell.setViewModel(untyped: ClassRow(id: 1)) }
        #expect(cell.viewModel == TrackRow(id: 1, title: "a"))
        #expect(cell.log == ["bind 1:a"])
    }

    @Test("reuse identifiers: the type name by default, or the value's own")
    func reuseIdentifiers() {
        #expect(TrackRow(id: 1, title: "a").reuseIdentifier == "TrackRow")
        #expect(AlbumRow(id: 1, name: "a").reuseIdentifier == "AlbumCell")
    }

    // MARK: Lifetimes

    @Test("a cell holding a value view model is released, and so is what the value refers to")
    func cellAndValueReleased() {
        let leaks = LeakTracker()
        do {
            let handler = TapHandler()
            let cell = RecordingCell<ActionRow>(activation: .whileAttached) { "\($0.id)" }
            cell.viewModel = ActionRow(id: 1, handler: handler)
            cell.handle(.attached)
            #expect(cell.isBoundToViewModel)
            leaks.track(cell, "cell")
            leaks.track(handler, "the value's handler")
        }
        leaks.expectReleased()
    }

    @Test("a reused cell drops its value, releasing what the value refers to while the cell lives on")
    func reuseReleasesValue() {
        let leaks = LeakTracker()
        let cell = RecordingCell<ActionRow>(activation: .whileAttached) { "\($0.id)" }
        do {
            let handler = TapHandler()
            cell.viewModel = ActionRow(id: 1, handler: handler)
            cell.handle(.attached)
            leaks.track(handler, "the value's handler")
        }
        #expect(leaks.alive == ["the value's handler"])
        cell.handle(.reused)
        leaks.expectReleased()
        #expect(cell.log == ["bind 1", "unbind 1"])
    }
}
