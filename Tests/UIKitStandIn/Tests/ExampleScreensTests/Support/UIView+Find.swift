import UIKit

extension UIView {
    /// Every view of type `type` under this one, depth first, in order.
    func descendants<View: UIView>(of type: View.Type) -> [View] {
        subviews.flatMap { subview in
            ((subview as? View).map { [$0] } ?? []) + subview.descendants(of: type)
        }
    }

    /// The button titled `title` under this view.
    func button(titled title: String) -> UIButton? {
        descendants(of: UIButton.self).first { $0.title(for: .normal) == title }
    }
}

extension UITableView {
    /// The primary texts of the rows shown (after laying out at `height` points), top first.
    func shownTexts(height: CGFloat = 2_000) -> [String] {
        frame = CGRect(x: 0, y: 0, width: 390, height: height)
        layoutIfNeeded()
        return (indexPathsForVisibleRows ?? []).compactMap { indexPath in
            (cellForRow(at: indexPath)?.contentConfiguration as? UIListContentConfiguration)?.text
        }
    }
}
