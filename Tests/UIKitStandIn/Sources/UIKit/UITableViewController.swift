// https://developer.apple.com/documentation/uikit/uitableviewcontroller — a view controller whose view is a
// table view of the style given at init, with itself as the table's data source and delegate; `setEditing`
// puts the table in editing mode too
// (https://developer.apple.com/documentation/uikit/uitableviewcontroller/setediting(_:animated:)); it keeps
// the table's refresh control.
public import Foundation

/// A view controller that manages a table view.
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let style: UITableView.Style
    /// The pull-to-refresh control.
    open var refreshControl: UIRefreshControl?

    /// A table view controller of `style`.
    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A plain table view controller.
    public convenience override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(style: .plain)
    }

    /// Not available: the stand-in has no archives.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The table view (the view).
    open var tableView: UITableView {
        get {
            if let table = view as? UITableView { return table }
            preconditionFailure("a table view controller's view is its table view")
        }
        set { view = newValue }
    }

    /// Makes the table view, with this view controller as its data source and delegate.
    open override func loadView() {
        let table = UITableView(frame: .zero, style: style)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// Enters or leaves editing mode, the table with it.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    /// No rows by default.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// A subclass with rows makes their cells.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        preconditionFailure("\(type(of: self)) has rows but makes no cells")
    }
}
