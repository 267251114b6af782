public import Loom

/// An album: a section of the random list tests.
public struct Disc: Identifiable, Equatable, Differentiable, Sendable {
    /// The identity.
    public let id: Int
    /// The title a header shows.
    public let title: String

    /// The album `id` titled `title`.
    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}
