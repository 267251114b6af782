@_spi(Testing) import Loom
import LoomTesting
import Testing

@MainActor
@Suite("View models: model bindings declared in one place")
struct ModelBindingTests {
    @Test("each model binding's update runs once when bound, then on every change")
    func firesOnceThenOnChange() {
        let model = SongModel(name: "Hells Bells", seconds: 312)
        let viewModel = SongViewModel()
        #expect(viewModel.nameUpdates.isEmpty)
        viewModel.setModel(model)
        #expect(viewModel.nameUpdates == ["Hells Bells"])
        #expect(viewModel.durationUpdates == 1)
        #expect(viewModel.title.value == "HELLS BELLS")
        #expect(viewModel.duration.value == "5:12")
        model.name.value = "Shoot to Thrill"
        #expect(viewModel.nameUpdates == ["Hells Bells", "Shoot to Thrill"])
        #expect(viewModel.durationUpdates == 1)
        #expect(viewModel.title.value == "SHOOT TO THRILL")
    }

    @Test("binding again while bound does nothing: a view model is never bound twice")
    func neverBoundTwice() {
        let model = SongModel(name: "A")
        let viewModel = SongViewModel()
        viewModel.setModel(model)
        viewModel.bindModel()
        viewModel.bindModel()
        #expect(viewModel.modelConnection.bindCount == 1)
        model.name.value = "B"
        #expect(viewModel.nameUpdates == ["A", "B"])
    }

    @Test("setting the same model again does not rebind")
    func sameModelNoRebind() {
        let model = SongModel(name: "A")
        let viewModel = SongViewModel()
        viewModel.setModel(model)
        viewModel.setModel(model)
        #expect(viewModel.modelConnection.bindCount == 1)
        #expect(viewModel.nameUpdates == ["A"])
    }

    @Test("replacing the model unbinds the old one and binds the new one once")
    func rebindOnReplace() {
        let first = SongModel(name: "First")
        let second = SongModel(name: "Second")
        let viewModel = SongViewModel()
        viewModel.setModel(first)
        viewModel.setModel(second)
        #expect(viewModel.nameUpdates == ["First", "Second"])
        #expect(viewModel.modelConnection.bindCount == 2)
        first.name.value = "ignored"
        #expect(viewModel.nameUpdates == ["First", "Second"])
        second.name.value = "Third"
        #expect(viewModel.nameUpdates == ["First", "Second", "Third"])
        #expect(viewModel.model === second)
    }

    @Test("setting no model ends the bindings")
    func nilModelUnbinds() {
        let model = SongModel(name: "A")
        let viewModel = SongViewModel()
        viewModel.setModel(model)
        viewModel.setModel(nil)
        #expect(!viewModel.isBoundToModel)
        model.name.value = "B"
        #expect(viewModel.nameUpdates == ["A"])
    }

    @Test("unbinding stops updates; binding again runs each update once more")
    func unbindAndRebind() {
        let model = SongModel(name: "A")
        let viewModel = SongViewModel()
        viewModel.setModel(model)
        viewModel.unbindModel()
        model.name.value = "B"
        #expect(viewModel.nameUpdates == ["A"])
        viewModel.bindModel()
        #expect(viewModel.nameUpdates == ["A", "B"])
    }

    @Test("a bound model does not keep its view model alive, and the bindings end with the view model")
    func viewModelReleased() {
        let model = SongModel(name: "A")
        var viewModel: SongViewModel? = SongViewModel()
        viewModel?.setModel(model)
        let leaks = LeakTracker()
        leaks.track(viewModel, "view model")
        viewModel = nil
        leaks.expectReleased()
        model.name.value = "B"  // no crash, nobody to update
        #expect(model.name.value == "B")
    }

    @Test("a view model releases its model when released")
    func modelReleasedWithViewModel() {
        var model: SongModel? = SongModel(name: "A")
        var viewModel: SongViewModel? = SongViewModel()
        viewModel?.setModel(model)
        let leaks = LeakTracker()
        leaks.track(model, "model")
        model = nil
        #expect(leaks.alive == ["model"], "the view model owns its model")
        viewModel = nil
        leaks.expectReleased()
    }
}
