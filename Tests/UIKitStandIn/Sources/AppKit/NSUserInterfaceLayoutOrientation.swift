// https://developer.apple.com/documentation/appkit/nsuserinterfacelayoutorientation — a row or a column.

/// A row or a column.
public enum NSUserInterfaceLayoutOrientation: Int, Sendable {
    /// A row.
    case horizontal = 0
    /// A column.
    case vertical = 1
}
