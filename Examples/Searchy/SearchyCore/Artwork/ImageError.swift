/// Why ``ImageProvider`` could not give an artwork. ``description`` is a sentence for a person.
///
/// ```swift
/// do { _ = try await provider.artwork(for: url) } catch {
///     print(error)  // the image at http://… is not a PNG, JPEG, GIF or WebP image
/// }
/// ```
public enum ImageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The server could not be reached.
    case unreachable(url: String, reason: String)
    /// The server answered with an HTTP status outside 200–299.
    case httpStatus(Int, url: String)
    /// The data is not an image of a supported ``ImageFormat``.
    case notAnImage(url: String)

    /// A sentence that explains the problem.
    public var description: String {
        switch self {
        case .unreachable(let url, let reason): "cannot load the image at \(url): \(reason)"
        case .httpStatus(let status, let url): "the image at \(url) answered with HTTP status \(status)"
        case .notAnImage(let url): "the image at \(url) is not a PNG, JPEG, GIF or WebP image"
        }
    }
}
