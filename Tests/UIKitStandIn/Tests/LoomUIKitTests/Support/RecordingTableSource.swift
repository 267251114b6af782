import Foundation
import UIKit

/// A table view data source and delegate over rows of strings that records what the table asks and
/// tells, for the tests of the stand-in itself.
@MainActor
final class RecordingTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rows: [[String]]
    var identifier = "Cell"
    private(set) var log: [String] = []

    init(_ rows: [[String]]) {
        self.rows = rows
    }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.section][indexPath.row]
        cell.contentConfiguration = content
        (cell as? RecordingCell)?.log = { [weak self] in self?.log.append($0) }
        log.append("cellForRowAt \(content.text ?? "")")
        return cell
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    {
        log.append("willDisplay \(Self.text(of: cell))")
    }

    func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        log.append("didEndDisplaying \(Self.text(of: cell))")
    }

    func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        log.append("moveRowAt \(sourceIndexPath.row) \(destinationIndexPath.row)")
        let row = rows[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        rows[destinationIndexPath.section].insert(row, at: destinationIndexPath.row)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.row)")
    }

    func clearLog() { log = [] }

    static func text(of cell: UITableViewCell) -> String {
        (cell.contentConfiguration as? UIListContentConfiguration)?.text ?? ""
    }
}

/// A cell that records its reuse and its window changes.
final class RecordingCell: UITableViewCell {
    var log: ((String) -> Void)?

    override func prepareForReuse() {
        super.prepareForReuse()
        log?("prepareForReuse")
    }
}

extension UITableView {
    /// A table of `rows` rows on screen (44 points each) in a window, laid out.
    static func onScreen(rows: Int = 5, source: RecordingTableSource) -> (UITableView, UIWindow) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
        let table = UITableView(
            frame: CGRect(x: 0, y: 0, width: 320, height: CGFloat(rows) * 44), style: .plain)
        window.addSubview(table)
        table.register(RecordingCell.self, forCellReuseIdentifier: source.identifier)
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        return (table, window)
    }
}
