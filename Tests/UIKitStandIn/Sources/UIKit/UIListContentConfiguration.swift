// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration — the content of a list
// cell: text, secondary text, image. A cell shows a configuration once it is assigned to its
// `contentConfiguration` (https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration).
import Foundation

/// What a content configuration is (the stand-in's list cells show `UIListContentConfiguration`).
public protocol UIContentConfiguration {}

/// The content of a list cell.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// The primary text.
    public var text: String?
    /// The secondary text.
    public var secondaryText: String?
    /// The image.
    public var image: UIImage?

    /// An empty configuration (the stand-in's cells have one style).
    public init() {}

    /// The configuration of a cell.
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }

    /// The height a list cell showing this content needs: 44 points, 20 more for secondary text (the
    /// stand-in's measure; UIKit's depends on fonts).
    var fittingHeight: CGFloat {
        44 + ((secondaryText?.isEmpty ?? true) ? 0 : 20)
    }
}

extension Optional where Wrapped == any UIContentConfiguration {
    /// The height a cell showing this configuration needs.
    var fittingHeight: CGFloat {
        (self as? UIListContentConfiguration)?.fittingHeight ?? 44
    }
}
