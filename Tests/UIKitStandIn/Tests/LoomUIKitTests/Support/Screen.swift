import Foundation
import UIKit

/// A window of 320 × `height` points with `view` in it, laid out: what a screen shows.
@MainActor
func onScreen<View: UIScrollView>(_ view: View, rows: Int = 5) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
    view.frame = CGRect(x: 0, y: 0, width: 320, height: CGFloat(rows) * 44)
    window.addSubview(view)
    view.layoutIfNeeded()
    return window
}

/// The text each visible cell shows, top first.
@MainActor
func shownTexts(_ table: UITableView) -> [String] {
    table.visibleCells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text ?? "" }
}

/// The text each visible cell shows, top first.
@MainActor
func shownTexts(_ collection: UICollectionView) -> [String] {
    collection.visibleCells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text ?? "" }
}
