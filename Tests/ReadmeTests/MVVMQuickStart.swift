import Loom
import Testing

// The README's "MVVM" and "Coordinators" blocks, verbatim.

final class SongModel: BindableModel {
    let name = MutableProperty("Hells Bells")
}

@MainActor
final class SongViewModel: ModelViewModel {
    // Every model binding in one place: each runs once when bound, then on every change.
    static let modelBindings: [ModelBinding<SongViewModel, SongModel>] = [
        ModelBinding(\.name) { viewModel, name in viewModel.title.value = name.uppercased() }
    ]
    let modelConnection = ModelConnection<SongViewModel>()
    let title = MutableProperty("")
}

@MainActor
final class SongView: ViewModelOwner {
    let viewModelSlot = ViewModelSlot<SongView>(activation: .whileVisible)
    var text = ""
    // Typed: giving this view another kind of view model does not compile.
    func bind(viewModel: SongViewModel) -> Token { Binder(self, \.text) <~ viewModel.title }
}

@MainActor
func mvvmQuickStart() -> (title: String, view: SongView) {
    let viewModel = SongViewModel()
    viewModel.setModel(SongModel())  // title == "HELLS BELLS"
    let view = SongView()
    view.viewModel = viewModel
    view.handle(.willAppear)  // bound: text == "HELLS BELLS"
    view.handle(.willDisappear)  // unbound
    return (viewModel.title.value, view)
}

enum BrowseRoute: Hashable, Sendable { case artists, albums(Int64) }

@MainActor
final class BrowseCoordinator: Coordinator {
    let navigator = Navigator<BrowseRoute>(root: .artists)

    func showAlbums(of artist: Int64) { navigator.value.push(.albums(artist)) }
}

@MainActor
func coordinatorQuickStart() throws -> (
    stack: [BrowseRoute], afterPop: [BrowseRoute], childrenLeft: Int, finished: Bool
) {
    let app = Coordinator()
    let browse = BrowseCoordinator()
    app.startChild(browse)  // kept while the flow runs
    browse.showAlbums(of: 1)
    let stack = browse.navigator.value.stack  // [.artists, .albums(1)]
    try browse.navigator.value.pop()  // [.artists]; popping again throws .cannotPopRoot
    browse.finish()  // removed from `app` and released
    return (stack, browse.navigator.value.stack, app.children.count, browse.isFinished)
}

@MainActor
@Test("README: the MVVM quick start binds on appear and unbinds on disappear")
func mvvmQuickStartRuns() {
    let result = mvvmQuickStart()
    #expect(result.title == "HELLS BELLS")
    #expect(result.view.text == "HELLS BELLS", "set while it was bound, between appear and disappear")
    result.view.viewModel?.title.value = "AFTER DISAPPEAR"
    #expect(result.view.text == "HELLS BELLS", "unbound after willDisappear")
}

@MainActor
@Test("README: the coordinator quick start navigates as a value and releases the finished flow")
func coordinatorQuickStartRuns() throws {
    let result = try coordinatorQuickStart()
    #expect(result.stack == [.artists, .albums(1)])
    #expect(result.afterPop == [.artists])
    #expect(result.childrenLeft == 0)
    #expect(result.finished)
}
