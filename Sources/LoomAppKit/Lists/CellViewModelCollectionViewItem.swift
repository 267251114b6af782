#if canImport(AppKit) && !targetEnvironment(macCatalyst)
public import AppKit
public import Loom

/// The item a ``CollectionViewAdapter`` makes for a row whose reuse identifier it does not know to be
/// registered: a `CellViewModel`'s title (any other item: its description), bound while the item is
/// displayed.
///
/// ```swift
/// adapter.register(CellViewModelCollectionViewItem.self, forReuseIdentifier: "AlbumItem")
/// ```
public final class CellViewModelCollectionViewItem: NSCollectionViewItem, ViewModelOwner {
    /// Bound while displayed.
    public let viewModelSlot = ViewModelSlot<CellViewModelCollectionViewItem>(activation: .whileAttached)
    private let label = NSTextField(labelWithString: "")

    /// A view holding one centred label.
    public override func loadView() {
        let view = NSView(frame: NSRect(x: 0, y: 0, width: 160, height: 44))
        label.alignment = .center
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 4),
            label.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -4),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        self.view = view
        textField = label
    }

    /// Shows the title as it changes.
    public func bind(viewModel: AnyObject) -> Token {
        Binder(label) { label, content in label.stringValue = content.title } <~ CellContent.of(viewModel)
    }
}
#endif
