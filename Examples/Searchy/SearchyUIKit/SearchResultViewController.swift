#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import SearchyCore
public import UIKit

/// One result's facts (``SearchResultFormatter/details(of:)``, the same lines the terminal shows).
///
/// ```swift
/// navigationController?.pushViewController(SearchResultViewController(result: result), animated: true)
/// ```
public final class SearchResultViewController: UITableViewController {
    private let lines: [(label: String, value: String)]

    /// A detail screen for `result`.
    public init(result: SearchResult) {
        lines = SearchResultFormatter.details(of: result)
        super.init(style: .insetGrouped)
        title = result.name
    }

    /// Not available: the screen is made in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// One row per fact.
    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        lines.count
    }

    /// The label, and its value on the right.
    public override func tableView(
        _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "fact")
            ?? UITableViewCell(style: .value1, reuseIdentifier: "fact")
        var content = UIListContentConfiguration.valueCell()
        content.text = lines[indexPath.row].label
        content.secondaryText = lines[indexPath.row].value
        cell.contentConfiguration = content
        cell.selectionStyle = .none
        return cell
    }
}
#endif
