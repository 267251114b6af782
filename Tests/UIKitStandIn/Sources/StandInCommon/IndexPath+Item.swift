// The additions UIKit and AppKit both make to index paths
// (https://developer.apple.com/documentation/foundation/indexpath — "UIKit additions" and "AppKit additions":
// `item`, `section`, `init(item:section:)`). UIKit's `row` and `init(row:section:)` are in the UIKit stand-in.
public import Foundation

extension IndexPath {
    /// An index path of a collection view item.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section (the first index).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item of a collection view (the second index).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
