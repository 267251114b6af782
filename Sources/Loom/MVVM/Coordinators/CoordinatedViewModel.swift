/// A view model that owns its coordinator, typed: the screen's
/// view model asks its coordinator to navigate, without a signal in between.
///
/// Ownership runs one way: the view (or view controller) holds the view model, the view model holds
/// the coordinator, the coordinator holds the view weakly (``ViewCoordinator``). Releasing the view
/// releases the three. The coordinator must not keep this view model strongly (hold it weakly if it
/// needs it), or neither would ever be released.
///
/// ```swift
/// final class TrackCoordinator: ViewCoordinator<TrackViewController> {
///     func showAlbum(_ id: Int64) { view?.show(AlbumViewController(albumID: id), sender: nil) }
/// }
///
/// final class TrackViewModel: CoordinatedViewModel {
///     let coordinator: TrackCoordinator
///     init(coordinator: TrackCoordinator) { self.coordinator = coordinator }
///     func albumTapped() { coordinator.showAlbum(albumID) }
/// }
/// ```
///
/// The coordinator may be a protocol type, so that a test gives the view model a fake:
///
/// ```swift
/// protocol HomeCoordinating: AnyObject { func showTrack(_ id: Int) }
///
/// final class HomeViewModel: CoordinatedViewModel {
///     let coordinator: any HomeCoordinating
///     init(coordinator: any HomeCoordinating) { self.coordinator = coordinator }
/// }
/// ```
///
/// Loom's other way, signals from the view model that its coordinator observes with `[weak self]`
/// (``Coordinator``), suits flows that outlive one screen; this one suits a coordinator made for one
/// screen.
@MainActor
public protocol CoordinatedViewModel: ViewModel {
    /// The coordinator's type: a ``Coordinator`` subclass, or a protocol type (`any HomeCoordinating`).
    associatedtype CoordinatorType
    /// The coordinator, owned by the view model.
    var coordinator: CoordinatorType { get }
}
