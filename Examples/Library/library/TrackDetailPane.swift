import LibraryCore
import Loom

/// The track screen of the terminal front-end: a view-model owner bound while the screen is visible.
@MainActor
final class TrackDetailPane: ViewModelOwner {
    let viewModelSlot = ViewModelSlot<TrackDetailPane>(activation: .whileVisible)
    var title = ""
    var composer = ""
    var lines: [String] = []
    var status = ""

    func bind(viewModel: TrackDetailViewModel) -> Token {
        Token.batch([
            Binder(self, \.title) <~ viewModel.title, Binder(self, \.composer) <~ viewModel.composer,
            Binder(self, \.lines) <~ viewModel.lines, Binder(self, \.status) <~ viewModel.statusText,
        ])
    }
}
