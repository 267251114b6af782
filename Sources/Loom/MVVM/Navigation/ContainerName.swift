/// The name of a container a route can be embedded into (a split view's detail pane, a player bar).
///
/// ```swift
/// extension ContainerName { static let detail: ContainerName = "detail" }
/// try navigator.value.embed(.track(id: 1), in: .detail)
/// ```
///
/// It encodes as its name, a single string (the standard library's `Codable` for a `RawRepresentable`).
public struct ContainerName: RawRepresentable, Hashable, Sendable, Codable,
    ExpressibleByStringLiteral, CustomStringConvertible
{
    /// The name.
    public var rawValue: String

    /// Creates a container name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a container name from a literal.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// The name.
    public var description: String { rawValue }
}

extension Sequence<ContainerName> {
    /// The names in the order of their strings (how Loom lists containers: in errors, in an encoded
    /// state, in navigation steps).
    func sortedByName() -> [ContainerName] {
        sorted { $0.rawValue < $1.rawValue }
    }
}
