#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import Loom
import UIKit

/// The cell a ``TableViewAdapter`` shows for a row whose reuse identifier has no cell registered: a
/// `CellViewModel`'s title, subtitle and image (an SF Symbol or asset name), or any other item's
/// description, bound while the cell is in a window. Register it for your own identifiers too.
///
/// ```swift
/// tableView.register(CellViewModelTableViewCell.self, forCellReuseIdentifier: "TrackCell")
/// ```
public final class CellViewModelTableViewCell: ViewModelTableViewCell, ViewModelOwner {
    /// Bound while attached to a window.
    public let viewModelSlot = ViewModelSlot<CellViewModelTableViewCell>(activation: .whileAttached)

    /// Shows a cell view model's title, subtitle and image as they change, or any other item's
    /// description (`CellContent.of(_:)`).
    public func bind(viewModel: AnyObject) -> Token {
        Binder(self) { cell, content in
            var configuration = cell.defaultContentConfiguration()
            configuration.show(content)
            cell.contentConfiguration = configuration
        } <~ CellContent.of(viewModel)
    }
}
#endif
