@_spi(Testing) import Loom
import LoomTesting
import Testing

@MainActor
@Suite("View-model owners: typed bind and the bind / unbind sequences")
struct ViewModelOwnerTests {
    private func song(_ name: String) -> SongViewModel {
        let viewModel = SongViewModel()
        viewModel.setModel(SongModel(name: name))
        return viewModel
    }

    @Test("a view controller binds on appear and unbinds on disappear")
    func appearDisappear() {
        let view = SongView(activation: .whileVisible)
        view.viewModel = song("a")
        view.handle(.loaded)
        #expect(view.log.isEmpty)
        view.handle(.willAppear)
        #expect(view.log == ["bind A"])
        #expect(view.text == "A")
        view.handle(.willDisappear)
        #expect(view.log == ["bind A", "unbind A"])
        view.handle(.willAppear)
        #expect(view.log == ["bind A", "unbind A", "bind A"])
    }

    @Test("setting the same view model twice binds once")
    func sameViewModelTwice() {
        let view = SongView(activation: .whileVisible)
        view.handle(.willAppear)
        let viewModel = song("a")
        view.viewModel = viewModel
        view.viewModel = viewModel
        view.handle(.willAppear)
        #expect(view.log == ["bind A"])
        #expect(view.viewModelSlot.bindCount == 1)
    }

    @Test("replacing the view model unbinds the previous one before binding the new one")
    func replaceUnbindsPrevious() {
        let view = SongView(activation: .whileVisible)
        view.handle(.willAppear)
        view.viewModel = song("a")
        view.viewModel = song("b")
        #expect(view.log == ["bind A", "unbind A", "bind B"])
        #expect(view.text == "B")
    }

    @Test("changes reach the owner only while bound")
    func changesWhileBound() throws {
        let view = SongView(activation: .whileVisible)
        let viewModel = song("a")
        view.viewModel = viewModel
        view.handle(.willAppear)
        let model = try #require(viewModel.model)
        model.name.value = "b"
        #expect(view.text == "B")
        view.handle(.willDisappear)
        model.name.value = "c"
        #expect(view.text == "B")
    }

    @Test("an owner bound once loaded binds at load and stays bound (MVVMKit)")
    func onceLoaded() {
        let view = SongView(activation: .onceLoaded)
        view.viewModel = song("a")
        #expect(view.log.isEmpty)
        view.handle(.loaded)
        #expect(view.log == ["bind A"])
        view.handle(.willDisappear)
        view.handle(.willAppear)
        #expect(view.log == ["bind A"])
        view.viewModel = song("b")
        #expect(view.log == ["bind A", "unbind A", "bind B"])
    }

    @Test("a cell binds while attached; detaching unbinds")
    func cellAttachDetach() {
        let cell = SongView(activation: .whileAttached)
        cell.viewModel = song("a")
        #expect(cell.log.isEmpty)
        cell.handle(.attached)
        cell.handle(.detached)
        #expect(cell.log == ["bind A", "unbind A"])
        #expect(!cell.isBoundToViewModel)
    }

    @Test("a reused cell unbinds and drops its view model; the next one binds")
    func cellReuse() {
        let cell = SongView(activation: .whileAttached)
        cell.handle(.attached)
        cell.viewModel = song("a")
        cell.handle(.reused)
        #expect(cell.viewModel == nil)
        cell.viewModel = song("b")
        #expect(cell.log == ["bind A", "unbind A", "bind B"])
        #expect(cell.viewModelSlot.unbindCount == 1)
    }

    @Test("an owner active immediately binds as soon as a view model is set; nil unbinds")
    func immediately() {
        let view = SongView(activation: .immediately)
        view.viewModel = song("a")
        view.viewModel = nil
        #expect(view.log == ["bind A", "unbind A"])
    }

    @Test("a view model of the wrong type known only at run time is a typed error, not a crash")
    func wrongTypeIsTypedError() {
        let view = SongView(activation: .immediately)
        view.viewModel = song("a")
        #expect(
            throws: ViewModelError.typeMismatch(
                owner: "SongView", expected: "SongViewModel", actual: "ControllerModel")
        ) {
            try view.setViewModel(untyped: ControllerModel())
        }
        #expect(view.log == ["bind A"])
        #expect(throws: Never.self) { try view.setViewModel(untyped: song("b")) }
        #expect(view.log == ["bind A", "unbind A", "bind B"])
    }

    @Test("neither the view model nor its owner keeps itself alive through the bindings")
    func noSelfRetain() {
        var view: SongView? = SongView(activation: .immediately)
        var viewModel: SongViewModel? = song("a")
        view?.viewModel = viewModel
        let leaks = LeakTracker()
        leaks.track(view, "view")
        leaks.track(viewModel, "view model")
        viewModel = nil
        #expect(leaks.alive == ["view", "view model"], "the owner holds its view model")
        view = nil
        leaks.expectReleased()
    }

    @Test("a bound view model released by its owner is released, even while its owner stays bound elsewhere")
    func replacedViewModelReleased() {
        let view = SongView(activation: .immediately)
        var viewModel: SongViewModel? = song("a")
        view.viewModel = viewModel
        let leaks = LeakTracker()
        leaks.track(viewModel, "replaced view model")
        viewModel = nil
        view.viewModel = song("b")
        leaks.expectReleased()
    }
}
