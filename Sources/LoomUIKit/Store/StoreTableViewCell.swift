#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import Loom
public import UIKit

/// A table view cell bound to its row's store (see `Store.scope(element:in:action:)` and
/// `ElementStores`): ``bind(to:)`` renders the row's state now and after each change of it, and
/// `prepareForReuse()` ends the binding, so a reused cell never shows, nor sends to, its previous row.
/// Subclass it, override ``render(_:)``, and send the row's actions through ``store``.
///
/// ```swift
/// final class ItemCell: StoreTableViewCell<Item, ItemAction> {
///     override func render(_ item: Item) {
///         textLabel?.text = item.title
///         accessoryType = item.isDone ? .checkmark : .none
///     }
/// }
///
/// let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
/// if let cell = cell as? ItemCell, let row = rows[id] { cell.bind(to: row) }
/// ```
open class StoreTableViewCell<State, Action>: UITableViewCell {
    private let binding = StoreBinding<State, Action>()

    /// The store of the row shown, or `nil` when the cell is not bound.
    public var store: Store<State, Action>? { binding.store }

    /// Shows the row of `store` (ending the previous binding).
    public func bind(to store: Store<State, Action>) {
        binding.bind(store) { [weak self] state in self?.render(state) }
    }

    /// Shows `state`; called at once by ``bind(to:)`` and after each change of the row. Does nothing
    /// here: override it.
    open func render(_ state: State) {}

    /// Ends the binding before UIKit hands the cell to another row.
    open override func prepareForReuse() {
        super.prepareForReuse()
        binding.unbind()
    }
}
#endif
