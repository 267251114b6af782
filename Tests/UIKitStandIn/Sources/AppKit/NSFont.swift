// https://developer.apple.com/documentation/appkit/nsfont — a font; the stand-in keeps its size and weight
// (`monospacedDigitSystemFont(ofSize:weight:)`,
// https://developer.apple.com/documentation/appkit/nsfont/monospaceddigitsystemfont(ofsize:weight:)).
public import Foundation

/// A font.
@MainActor
open class NSFont: NSObject {
    /// A weight of the system font.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight, from -1 (lightest) to 1 (heaviest).
        public let rawValue: CGFloat
        /// The weight `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Regular.
        public static let regular = Weight(rawValue: 0)
        /// Semibold.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold.
        public static let bold = Weight(rawValue: 0.4)
    }

    /// The point size.
    public let pointSize: CGFloat
    /// The weight.
    public let weight: Weight

    init(pointSize: CGFloat, weight: Weight) {
        self.pointSize = pointSize
        self.weight = weight
        super.init()
    }

    /// The system font of `fontSize` and `weight`, with digits of one width.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> NSFont {
        NSFont(pointSize: fontSize, weight: weight)
    }
}
