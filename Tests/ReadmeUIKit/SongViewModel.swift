#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import Loom

/// The README's `SongViewModel` (its MVVM section), as far as the UIKit blocks use it.
@MainActor
final class SongViewModel: ViewModel {
    let title = MutableProperty("")
}
#endif
