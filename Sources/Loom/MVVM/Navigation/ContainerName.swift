/// The name of a container a screen can be embedded into (a split view's detail pane, a player bar).
///
/// ```swift
/// extension ContainerName { static let detail: ContainerName = "detail" }
/// try navigator.value.embed(.track(id: 1), in: .detail)
/// ```
public struct ContainerName: Hashable, Sendable, Comparable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The name.
    public var rawValue: String

    /// Creates a container name.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a container name from a literal.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// Orders by name.
    public static func < (lhs: ContainerName, rhs: ContainerName) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The name.
    public var description: String { rawValue }
}

extension ContainerName: Codable {
    /// Decodes a name from a single string.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the name as a single string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
