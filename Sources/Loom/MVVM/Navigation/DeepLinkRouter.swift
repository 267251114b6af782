/// How links map to navigation states and back (deep links): each path segment names one route of the
/// stack, given the route before it.
///
/// The app says which route a segment names after a given parent (`nil` for the first segment), and
/// which segment names a route. Segments arrive percent-decoded and leave percent-encoded, so they can
/// hold any text. A link with a custom scheme (`library://artists/…`) starts its path at the host; give
/// `host` for a web link (`https://example.com/artists/…`). The query and fragment name no route.
///
/// ```swift
/// enum Route: Hashable, Sendable { case artists, artist(String), album(String, String), track(Int) }
///
/// let router = DeepLinkRouter<Route>(scheme: "library") { segment, parent in
///     switch parent {
///     case nil: segment == "artists" ? .artists : nil
///     case .artists: .artist(segment)
///     case .artist(let artist): .album(artist, segment)
///     case .album: Int(segment).map(Route.track)
///     case .track: nil
///     }
/// } segment: { screen in
///     switch screen {
///     case .artists: "artists"
///     case .artist(let name): name
///     case .album(_, let title): title
///     case .track(let number): String(number)
///     }
/// }
/// try router.state(for: "library://artists/Sigur%20R%C3%B3s/Takk").stack
/// // [.artists, .artist("Sigur Rós"), .album("Sigur Rós", "Takk")]
/// router.link(for: navigator.value)   // "library://artists/Sigur%20R%C3%B3s/Takk"
/// try navigator.open("library://artists/Sigur%20R%C3%B3s/Takk/3", with: router)   // one push
/// ```
///
/// The two closures should be inverse: then `state(for: link(for: state))` has `state`'s stack. A link
/// names the stack only; presented and embedded routes are not part of it.
public struct DeepLinkRouter<Route: Hashable & Sendable>: Sendable {
    private let scheme: String
    private let host: String?
    private let screen: @Sendable (_ segment: String, _ parent: Route?) -> Route?
    private let segment: @Sendable (Route) -> String

    /// Creates a router for links with `scheme` (and `host`, for web links).
    ///
    /// - Parameters:
    ///   - scheme: The links' scheme (`library` for `library://…`), matched regardless of case.
    ///   - host: For web links, the host the path follows (`example.com` for
    ///     `https://example.com/artists`); `nil` when the path starts at the host (`library://artists`).
    ///   - screen: The screen a decoded path segment names after `parent` (nil for the first
    ///     segment), or nil when it names none.
    ///   - segment: The segment that names a screen (not yet percent-encoded).
    public init(
        scheme: String, host: String? = nil,
        screen: @escaping @Sendable (_ segment: String, _ parent: Route?) -> Route?,
        segment: @escaping @Sendable (Route) -> String
    ) {
        self.scheme = scheme.lowercased()
        self.host = host
        self.screen = screen
        self.segment = segment
    }

    /// The state a link names: its stack, one route per path segment. Throws a ``DeepLinkError``
    /// naming the link when it is malformed, for another scheme or host, has an empty path, or has a
    /// segment that names no route (an empty one, between two slashes, names none).
    public func state(for link: String) throws(DeepLinkError) -> NavigationState<Route> {
        let parsed = try DeepLink(parsing: link)
        let expected = DeepLink(scheme: scheme, host: host ?? "", path: []).description
        guard parsed.scheme == scheme, host.map({ $0.lowercased() == parsed.host.lowercased() }) ?? true
        else {
            throw .otherDestination(link: link, expected: expected)
        }
        var segments = parsed.path
        if host == nil, !parsed.host.isEmpty {
            guard let first = PercentEncoding.decode(parsed.host) else {
                throw .malformed(link: link, reason: "bad percent-encoding in \"\(parsed.host)\"")
            }
            segments.insert(first, at: 0)
        }
        guard !segments.isEmpty else { throw .emptyPath(link: link) }
        var state = NavigationState<Route>()
        for (position, text) in segments.enumerated() {
            guard !text.isEmpty, let next = screen(text, state.stack.last) else {
                throw .unknownSegment(link: link, segment: text, position: position)
            }
            state.push(next)
        }
        return state
    }

    /// The link that names `state`'s stack, segments percent-encoded.
    public func link(for state: NavigationState<Route>) -> String {
        let segments = state.stack.map(segment)
        guard host == nil, let first = segments.first else {
            return DeepLink(scheme: scheme, host: host ?? "", path: segments).description
        }
        return DeepLink(
            scheme: scheme, host: PercentEncoding.encode(first), path: Array(segments.dropFirst())
        )
        .description
    }
}
