public import Loom

/// An artist as the artists list shows it: name and number of albums.
///
/// ```swift
/// let rows = try store.artists()   // [ArtistRow(id: 1, name: "AC/DC", albumCount: 2), …]
/// ```
public struct ArtistRow: Hashable, Sendable, Identifiable, Differentiable {
    /// The artist's id.
    public var id: Int64
    /// The artist's name.
    public var name: String
    /// How many albums the artist has.
    public var albumCount: Int

    /// Creates a row.
    public init(id: Int64, name: String, albumCount: Int) {
        self.id = id
        self.name = name
        self.albumCount = albumCount
    }

    /// The group the artist is listed under: the upper-cased first letter, or `#` for anything else.
    public var groupKey: String {
        guard let first = name.first, first.isLetter else { return "#" }
        return String(first).uppercased()
    }
}
