// https://developer.apple.com/documentation/appkit/nsfont — a font; the stand-in keeps its size and weight
// (`monospacedDigitSystemFont(ofSize:weight:)`,
// https://developer.apple.com/documentation/appkit/nsfont/monospaceddigitsystemfont(ofsize:weight:)).
public import Foundation
public import StandInCommon

/// A font.
@MainActor
open class NSFont: NSObject {
    /// A weight of the system font.
    public typealias Weight = FontWeight

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
