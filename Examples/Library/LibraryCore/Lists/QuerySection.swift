public import Loom

/// The identity and header of a section of a ``QueryDataSource``.
///
/// ```swift
/// QuerySection(id: "album-1", title: "For Those About To Rock We Salute You")
/// ```
public struct QuerySection: Hashable, Sendable, Differentiable {
    /// The section's identity.
    public var id: String
    /// The header title.
    public var title: String?

    /// Creates a section.
    public init(id: String, title: String?) {
        self.id = id
        self.title = title
    }

    /// ``id``.
    public var differenceID: String { id }

    /// Same title.
    public func isContentEqual(to other: QuerySection) -> Bool { title == other.title }
}
