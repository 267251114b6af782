// https://developer.apple.com/documentation/uikit/uicolor — the stand-in's colours are names.
public import Foundation

/// A colour, by name.
public final class UIColor: NSObject, Sendable {
    /// The colour's name.
    public let name: String

    /// A colour named `name`.
    public init(named name: String) {
        self.name = name
    }

    /// The background of the system's views.
    public static let systemBackground = UIColor(named: "systemBackground")
    /// Text.
    public static let label = UIColor(named: "label")
    /// Secondary text.
    public static let secondaryLabel = UIColor(named: "secondaryLabel")
    /// Red.
    public static let systemRed = UIColor(named: "systemRed")
    /// No colour.
    public static let clear = UIColor(named: "clear")
}
