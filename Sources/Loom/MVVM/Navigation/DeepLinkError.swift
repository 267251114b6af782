/// Why a link names no route (``DeepLinkRouter/state(for:)``). Each case carries the link as given.
///
/// ```swift
/// do {
///     try navigator.open("library://artists/Nobody/%ZZ", with: router)
/// } catch {
///     print(error)   // "library://artists/Nobody/%ZZ is malformed: bad percent-encoding in "%ZZ""
/// }
/// ```
public enum DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is not a `scheme://host/path` link, or a part of it is badly percent-encoded.
    case malformed(link: String, reason: String)
    /// The link is for another app or site: its scheme or host is not the router's.
    case otherDestination(link: String, expected: String)
    /// The link has no path, so it names no route.
    case emptyPath(link: String)
    /// The path segment at `position` (0 is the first) names no route after the ones before it.
    case unknownSegment(link: String, segment: String, position: Int)

    /// A sentence describing the error.
    public var description: String {
        switch self {
        case .malformed(let link, let reason): "\(link) is malformed: \(reason)"
        case .otherDestination(let link, let expected): "\(link) is not a link to \(expected)"
        case .emptyPath(let link): "\(link) names no screen: its path is empty"
        case .unknownSegment(let link, let segment, let position):
            "\(link) names no screen: segment \(position + 1) \"\(segment)\" is unknown there"
        }
    }
}
