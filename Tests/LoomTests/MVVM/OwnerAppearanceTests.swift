@_spi(Testing) import Loom
import LoomTesting
import Testing

@MainActor
@Suite("A declarative view's appearance drives its owner's activation")
struct OwnerAppearanceTests {
    @Test("appearing binds and disappearing unbinds a while-visible owner, each time")
    func whileVisible() {
        let view = SongView(activation: .whileVisible)
        let viewModel = SongViewModel()
        viewModel.title.value = "A"
        view.viewModel = viewModel
        #expect(view.log.isEmpty)
        view.handle(OwnerLifecycleEvent.appearance)
        #expect(view.isBoundToViewModel)
        view.handle(OwnerLifecycleEvent.disappearance)
        #expect(!view.isBoundToViewModel)
        view.handle(OwnerLifecycleEvent.appearance)
        view.handle(OwnerLifecycleEvent.appearance)
        #expect(view.log == ["bind A", "unbind A", "bind A"])
    }

    @Test("a while-attached owner (a row) binds on appear and unbinds on disappear")
    func whileAttached() {
        let view = SongView(activation: .whileAttached)
        view.viewModel = SongViewModel()
        view.handle(OwnerLifecycleEvent.appearance)
        #expect(view.isBoundToViewModel)
        view.handle(OwnerLifecycleEvent.disappearance)
        #expect(!view.isBoundToViewModel)
        #expect(view.viewModelSlot.bindCount == 1)
        #expect(view.viewModelSlot.unbindCount == 1)
    }

    @Test("a once-loaded owner binds on the first appear and stays bound; an immediate one is bound already")
    func onceLoadedAndImmediate() {
        let loaded = SongView(activation: .onceLoaded)
        loaded.viewModel = SongViewModel()
        loaded.handle(OwnerLifecycleEvent.appearance)
        loaded.handle(OwnerLifecycleEvent.disappearance)
        loaded.handle(OwnerLifecycleEvent.appearance)
        #expect(loaded.isBoundToViewModel)
        #expect(loaded.viewModelSlot.bindCount == 1)

        let immediate = SongView(activation: .immediately)
        immediate.viewModel = SongViewModel()
        #expect(immediate.isBoundToViewModel)
        immediate.handle(OwnerLifecycleEvent.appearance)
        immediate.handle(OwnerLifecycleEvent.disappearance)
        #expect(immediate.isBoundToViewModel)
        #expect(immediate.viewModelSlot.bindCount == 1)
    }

    @Test("the events are the UIKit ones, in the order a view controller sends them")
    func events() {
        #expect(OwnerLifecycleEvent.appearance == [.loaded, .attached, .willAppear])
        #expect(OwnerLifecycleEvent.disappearance == [.willDisappear, .detached])
    }

    @Test("an owner that appeared and disappeared is released with its view model")
    func released() {
        let leaks = LeakTracker()
        do {
            let view = SongView(activation: .whileVisible)
            let viewModel = SongViewModel()
            view.viewModel = viewModel
            view.handle(OwnerLifecycleEvent.appearance)
            leaks.track(view, "owner")
            leaks.track(viewModel, "view model")
        }
        leaks.expectReleased()
    }
}
