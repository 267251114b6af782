public import Loom

/// A song: a row of the random list tests, shown by its description (its title).
public struct Tune: Identifiable, Equatable, Differentiable, CustomStringConvertible, Sendable {
    /// The identity.
    public let id: Int
    /// The title a row shows.
    public let title: String

    /// The song `id` titled `title`.
    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }

    /// The title.
    public var description: String { title }
}
