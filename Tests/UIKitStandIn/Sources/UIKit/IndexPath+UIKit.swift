// UIKit's additions to index paths
// (https://developer.apple.com/documentation/foundation/indexpath — "UIKit additions": `row`, `item`,
// `section`, `init(row:section:)`, `init(item:section:)`). Those AppKit makes too (`item`, `section`,
// `init(item:section:)`) are in StandInCommon.
public import Foundation

extension IndexPath {
    /// An index path of a table view row.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The row of a table view (the second index).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
