// https://developer.apple.com/documentation/uikit/uitableviewdatasource — the counts and cells are
// required; the other methods are optional in UIKit: here each has a default implementation giving
// UIKit's default answer.
public import Foundation

/// What a table view asks about its contents.
@MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of sections (1 by default).
    func numberOfSections(in tableView: UITableView) -> Int
    /// The number of rows of `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell of a row, configured.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The section's header title (none by default).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The section's footer title (none by default).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// The section index's titles (none by default).
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// The section a section-index title leads to (its index by default).
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    /// Whether the row can be edited (`true` by default).
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row shows a reorder control in editing mode (`true` by default here; UIKit shows it
    /// when the data source implements `tableView(_:moveRowAt:to:)`).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user committed a delete or an insert of the row.
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath)
    /// The user moved a row: update the model only (the table view already shows the row there).
    func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No header title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// No section index.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// The title's index.
    public func tableView(
        _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int { index }
    /// Every row can be edited.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Every row can move.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    /// Nothing is committed.
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {}
    /// Nothing moves.
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}
