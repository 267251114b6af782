import Loom

/// A model with observable state, as a view model sees it.
final class SongModel: BindableModel {
    let name: MutableProperty<String>
    let seconds: MutableProperty<Int>
    init(name: String, seconds: Int = 0) {
        self.name = MutableProperty(name)
        self.seconds = MutableProperty(seconds)
    }
}

/// A view model whose model bindings are declared in one place, and which counts its updates.
@MainActor
final class SongViewModel: ModelViewModel {
    static let modelBindings: [ModelBinding<SongViewModel, SongModel>] = [
        ModelBinding(\.name, SongViewModel.nameDidChange),
        ModelBinding(\.seconds) { viewModel, seconds in
            viewModel.durationUpdates += 1
            let rest = seconds % 60
            viewModel.duration.value = "\(seconds / 60):\(rest < 10 ? "0" : "")\(rest)"
        },
    ]
    let modelConnection = ModelConnection<SongViewModel>()
    let title = MutableProperty("")
    let duration = MutableProperty("")
    var nameUpdates: [String] = []
    var durationUpdates = 0

    func nameDidChange(_ name: String) {
        nameUpdates.append(name)
        title.value = name.uppercased()
    }
}

/// An owner that records every bind and every end of a binding.
@MainActor
final class SongView: ViewModelOwner {
    let viewModelSlot: ViewModelSlot<SongView>
    var text = ""
    var log: [String] = []

    init(activation: OwnerActivation) {
        viewModelSlot = ViewModelSlot(activation: activation)
    }

    func bind(viewModel: SongViewModel) -> Token {
        let name = viewModel.title.value
        log.append("bind \(name)")
        let binding = Binder(self, \.text) <~ viewModel.title
        return Token { [weak self] in
            binding.cancel()
            self?.log.append("unbind \(name)")
        }
    }
}
