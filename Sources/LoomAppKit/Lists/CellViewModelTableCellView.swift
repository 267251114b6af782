#if canImport(AppKit) && !targetEnvironment(macCatalyst)
public import AppKit
public import Loom

/// The cell view a ``TableViewAdapter`` makes for a row whose reuse identifier has no view of its own: a
/// `CellViewModel`'s title and subtitle (any other item: its description), bound while its row is on
/// screen.
///
/// ```swift
/// let view = CellViewModelTableCellView(identifier: NSUserInterfaceItemIdentifier("TrackCell"))
/// ```
public final class CellViewModelTableCellView: NSTableCellView, ViewModelOwner {
    /// Bound while its row is on screen.
    public let viewModelSlot = ViewModelSlot<CellViewModelTableCellView>(activation: .whileAttached)
    private let label = NSTextField(labelWithString: "")

    /// A cell view the table view reuses for `identifier`.
    public init(identifier: NSUserInterfaceItemIdentifier) {
        super.init(frame: .zero)
        self.identifier = identifier
        label.lineBreakMode = .byTruncatingTail
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        textField = label
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 4),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -4),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    /// Not available: the view is made in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Shows the title, and the subtitle after it, as they change.
    public func bind(viewModel: AnyObject) -> Token {
        Binder(label) { label, content in
            label.stringValue = content.subtitle.map { "\(content.title) — \($0)" } ?? content.title
        } <~ CellContent.of(viewModel)
    }
}
#endif
