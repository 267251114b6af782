// The weight of a system font, the same in UIKit (https://developer.apple.com/documentation/uikit/uifont/weight)
// and AppKit (https://developer.apple.com/documentation/appkit/nsfont/weight): `UIFont.Weight` and
// `NSFont.Weight` are this type.
public import Foundation

/// The weight of a font.
public struct FontWeight: RawRepresentable, Hashable, Sendable {
    /// The weight, from -1 (ultra light) to 1 (black).
    public let rawValue: CGFloat
    /// A weight of `rawValue`.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Regular.
    public static let regular = FontWeight(rawValue: 0)
    /// Semibold.
    public static let semibold = FontWeight(rawValue: 0.3)
    /// Bold.
    public static let bold = FontWeight(rawValue: 0.4)
}
