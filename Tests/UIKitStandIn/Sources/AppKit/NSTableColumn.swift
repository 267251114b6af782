// https://developer.apple.com/documentation/appkit/nstablecolumn — a column of a table view.
public import Foundation

/// A column of a table view.
@MainActor
open class NSTableColumn: NSObject {
    /// The column's identifier.
    open var identifier: NSUserInterfaceItemIdentifier

    /// A column of `identifier`.
    public init(identifier: NSUserInterfaceItemIdentifier) {
        self.identifier = identifier
        super.init()
    }
}
