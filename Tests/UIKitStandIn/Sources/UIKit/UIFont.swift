// https://developer.apple.com/documentation/uikit/uifont — a font: the stand-in keeps its text style, size
// and weight (nothing is drawn).
public import Foundation
public import StandInCommon

/// A font.
@MainActor
open class UIFont: NSObject {
    /// The Dynamic Type text styles.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name.
        public let rawValue: String
        /// A style named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A large title.
        public static let largeTitle = TextStyle(rawValue: "largeTitle")
        /// A first-level title.
        public static let title1 = TextStyle(rawValue: "title1")
        /// A headline.
        public static let headline = TextStyle(rawValue: "headline")
        /// Body text.
        public static let body = TextStyle(rawValue: "body")
        /// A footnote.
        public static let footnote = TextStyle(rawValue: "footnote")
        /// A caption.
        public static let caption1 = TextStyle(rawValue: "caption1")
    }

    /// The weights of a font.
    public typealias Weight = FontWeight

    /// The point size.
    public let pointSize: CGFloat
    /// The text style, for a Dynamic Type font.
    public let textStyle: TextStyle?
    /// The weight.
    public let weight: Weight

    init(pointSize: CGFloat, textStyle: TextStyle?, weight: Weight) {
        self.pointSize = pointSize
        self.textStyle = textStyle
        self.weight = weight
    }

    /// The font of a text style at the user's size (the stand-in's default sizes).
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let sizes: [TextStyle: CGFloat] = [
            .largeTitle: 34, .title1: 28, .headline: 17, .body: 17, .footnote: 13,
        ]
        return UIFont(pointSize: sizes[style] ?? 12, textStyle: style, weight: .regular)
    }

    /// The system font with digits of equal width.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, textStyle: nil, weight: weight)
    }

    /// The system font.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, textStyle: nil, weight: .regular)
    }
}
