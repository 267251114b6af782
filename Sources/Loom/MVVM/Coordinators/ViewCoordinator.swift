/// A coordinator that drives one view, held weakly and typed: a view controller, a window, a terminal program.
///
/// The view owns its view model, which may own the coordinator (``CoordinatedViewModel``); the
/// coordinator only refers back weakly, so releasing the view releases all three.
///
/// ```swift
/// final class TrackCoordinator: ViewCoordinator<TrackViewController> {
///     func showLyrics() {
///         view?.present(LyricsViewController(), animated: true)   // typed: no cast
///     }
/// }
/// let coordinator = TrackCoordinator(view: trackViewController)
/// ```
///
/// `View` may be a class or a class-bound protocol (`any TrackScreen`); it must be a class instance
/// at run time (a value put here is released at once and reads back as `nil`).
@MainActor
open class ViewCoordinator<View>: Coordinator {
    private weak var viewObject: AnyObject?

    /// Creates a coordinator driving `view` (held weakly).
    public init(view: View? = nil) {
        super.init()
        self.view = view
    }

    /// The view, or `nil` before it is set and once it was released.
    public var view: View? {
        get { viewObject as? View }
        set { viewObject = newValue.map { $0 as AnyObject } }
    }
}
