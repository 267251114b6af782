/// A link split by hand into its scheme, host and percent-decoded path segments (the core has no
/// Foundation `URL`). The query and fragment are dropped: they name no route.
struct DeepLink: Hashable, Sendable, CustomStringConvertible {
    /// The scheme, lowercased.
    var scheme: String
    /// The host as written (empty in `scheme:///path`).
    var host: String
    /// The path's segments, percent-decoded; a single trailing slash adds no segment.
    var path: [String]

    init(scheme: String, host: String, path: [String]) {
        self.scheme = scheme.lowercased()
        self.host = host
        self.path = path
    }

    /// Parses `scheme://host/a/b?query#fragment`.
    init(parsing link: String) throws(DeepLinkError) {
        guard let separator = link.firstRange(of: "://") else {
            throw .malformed(link: link, reason: "no \"://\" after a scheme")
        }
        let scheme = link[..<separator.lowerBound]
        guard let first = scheme.first, first.isASCII, first.isLetter,
            scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { throw .malformed(link: link, reason: "\"\(scheme)\" is not a scheme") }
        let rest = link[separator.upperBound...].prefix { $0 != "?" && $0 != "#" }
        let authority = rest.prefix { $0 != "/" }
        var segments = rest.dropFirst(authority.count + 1).split(
            separator: "/", omittingEmptySubsequences: false)
        if segments.last == "" { segments.removeLast() }
        func decoded(_ part: Substring) throws(DeepLinkError) -> String {
            guard let text = PercentEncoding.decode(String(part)) else {
                throw .malformed(link: link, reason: "bad percent-encoding in \"\(part)\"")
            }
            return text
        }
        var path: [String] = []
        for segment in segments { path.append(try decoded(segment)) }
        self.init(scheme: String(scheme), host: String(authority), path: path)
    }

    /// The link, its segments percent-encoded.
    var description: String {
        let path = self.path.map { "/" + PercentEncoding.encode($0) }.joined()
        return "\(scheme)://\(host)\(path)"
    }
}
