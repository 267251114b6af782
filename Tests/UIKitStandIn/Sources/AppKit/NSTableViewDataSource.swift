// https://developer.apple.com/documentation/appkit/nstableviewdatasource — the number of rows of a
// view-based table view (its views come from the delegate). The method is optional in AppKit; the stand-in
// (without Objective-C optional requirements) gives it a default of no rows.

/// The data source of a table view.
@MainActor
public protocol NSTableViewDataSource: AnyObject {
    /// The number of rows.
    func numberOfRows(in tableView: NSTableView) -> Int
}

extension NSTableViewDataSource {
    /// No rows.
    public func numberOfRows(in tableView: NSTableView) -> Int { 0 }
}
