#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import Loom
import UIKit

extension ListAdapter {
    /// A row's swipe actions (``ListAdapter/swipeActions(at:includingDelete:)``) as UIKit's configuration,
    /// `nil` when there are none; tapping one performs it and tells UIKit whether it was performed.
    func swipeActionsConfiguration(
        at indexPath: IndexPath, includingDelete: Bool
    ) -> UISwipeActionsConfiguration? {
        let path = ListIndexPath(indexPath)
        let actions = swipeActions(at: path, includingDelete: includingDelete)
        guard !actions.isEmpty else { return nil }
        return UISwipeActionsConfiguration(
            actions: actions.map { action in
                UIContextualAction(style: action.isDestructive ? .destructive : .normal, title: action.title)
                {
                    [weak self] _, _, done in
                    done(self?.perform(action, at: path) ?? false)
                }
            })
    }
}

extension UIListContentConfiguration {
    /// This configuration showing a row's content (its image: an SF Symbol, else an asset of the main
    /// bundle).
    mutating func show(_ content: CellContent) {
        text = content.title
        secondaryText = content.subtitle
        image = content.image.flatMap { UIImage(systemName: $0.name) ?? UIImage(named: $0.name) }
    }
}
#endif
