import Loom

/// A cell view model with a title and a subtitle, for the adapters' tests.
@MainActor
final class TrackRow: CellViewModel {
    let title: Property<String>
    let subtitle: Property<String?>

    init(_ title: String, subtitle: String? = nil) {
        self.title = Property(constant: title)
        self.subtitle = Property(constant: subtitle)
    }
}
