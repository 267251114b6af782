public import Foundation

/// The bytes of one cover image, loaded once by ``ImageProvider`` and shared: every request for
/// the same URL gets this same instance (compare with `===`).
///
/// ```swift
/// let artwork = try await provider.artwork(for: url)
/// print(artwork.format, artwork.data.count)  // png 4312
/// ```
public final class Artwork: Sendable {
    /// Where the image was loaded from.
    public let url: URL
    /// The encoded image, as served.
    public let data: Data
    /// The image format recognized from the data's signature.
    public let format: ImageFormat

    /// An artwork from data already known to be an image of `format`.
    public init(url: URL, data: Data, format: ImageFormat) {
        self.url = url
        self.data = data
        self.format = format
    }
}
