public import Loom

/// A track's detail screen: a view model over a ``TrackModel`` whose model bindings are declared in one
/// place. Each update runs once when bound, then whenever the track changes in the database.
///
/// ```swift
/// let detail = try TrackDetailViewModel(trackID: 1, store: store)
/// detail.title.value   // the track's name
/// detail.lines.value   // ["AC/DC — For Those About To Rock…", "Genre: Rock", …]
/// ```
@MainActor
public final class TrackDetailViewModel: ModelViewModel {
    /// Every binding from the track to this view model.
    public static let modelBindings: [ModelBinding<TrackDetailViewModel, TrackModel>] = [
        ModelBinding(\.name, TrackDetailViewModel.nameDidChange),
        ModelBinding(\.origin, TrackDetailViewModel.originDidChange),
        ModelBinding(\.facts) { viewModel, facts in viewModel.factsDidChange(facts) },
    ]
    /// The model and its bindings.
    public let modelConnection = ModelConnection<TrackDetailViewModel>()
    /// The track's name.
    public let title = MutableProperty("")
    /// The lines of the detail: origin, then one fact per line.
    public let lines = MutableProperty<[String]>([])
    private var origin = ""
    private var facts: [String] = []

    /// Loads a track and binds it.
    public init(trackID: Int64, store: LibraryStore) throws(LibraryError) {
        setModel(try TrackModel(id: trackID, store: store))
    }

    /// Reads the track again (a database change).
    public func reload() throws(LibraryError) {
        try model?.refresh()
    }

    private func nameDidChange(_ name: String) {
        title.value = name
    }

    private func originDidChange(_ origin: String) {
        self.origin = origin
        updateLines()
    }

    private func factsDidChange(_ facts: [String]) {
        self.facts = facts
        updateLines()
    }

    private func updateLines() {
        lines.value = [origin] + facts
    }
}
