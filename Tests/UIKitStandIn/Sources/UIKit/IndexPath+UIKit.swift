// UIKit's additions to index paths
// (https://developer.apple.com/documentation/foundation/indexpath — "UIKit additions": `row`, `item`,
// `section`, `init(row:section:)`, `init(item:section:)`).
public import Foundation

extension IndexPath {
    /// An index path of a table view row.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// An index path of a collection view item.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section (the first index).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row of a table view (the second index).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item of a collection view (the second index).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
