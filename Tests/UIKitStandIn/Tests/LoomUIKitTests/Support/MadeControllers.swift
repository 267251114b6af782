import UIKit

/// View controllers held weakly: which of them are still alive.
@MainActor
final class MadeControllers {
    private struct Weak {
        weak var controller: ScreenViewController?
    }

    private var made: [Weak] = []

    func add(_ controller: ScreenViewController) {
        made.append(Weak(controller: controller))
    }

    /// The ones still alive, oldest first.
    var alive: [ScreenViewController] { made.compactMap(\.controller) }
}
