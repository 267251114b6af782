// https://developer.apple.com/documentation/uikit/uiimage — the stand-in's images are names.
// `init(systemName:)` returns nil for a name that is no SF Symbol; the stand-in has no symbol catalog and
// takes every non-empty name. `init(named:)` looks in the app's assets; the stand-in has none: nil.
public import Foundation

/// An image, by name.
public final class UIImage: NSObject, Sendable {
    /// The image's name.
    public let name: String

    /// The SF Symbol `name`; nil for an empty name.
    public init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.name = name
    }

    /// The asset `name` of the main bundle: the stand-in has no assets.
    public init?(named name: String) {
        return nil
    }
}
