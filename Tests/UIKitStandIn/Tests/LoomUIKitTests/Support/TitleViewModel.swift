import Loom

/// A view model with a title, that counts how many bindings observe it.
@MainActor
final class TitleViewModel: ViewModel {
    let title: MutableProperty<String>

    init(title: String) {
        self.title = MutableProperty(title)
    }
}
