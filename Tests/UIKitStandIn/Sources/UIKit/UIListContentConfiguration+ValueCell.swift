// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/valuecell() — the content of a
// cell with a label and a value on the right (the stand-in keeps one style: the same content).
import Foundation

extension UIListContentConfiguration {
    /// The content of a value cell.
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }
}
