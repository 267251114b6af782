public import Loom

/// A track with its artist's name: an entry of a playlist, or a candidate to add to one.
///
/// ```swift
/// let entries = try store.playlistEntries(playlistID: 1)
/// ```
public struct TrackRow: Hashable, Sendable, Identifiable, Differentiable {
    /// The track's id.
    public var id: Int64
    /// The track's name.
    public var name: String
    /// The artist's name.
    public var artist: String

    /// Creates a row.
    public init(id: Int64, name: String, artist: String) {
        self.id = id
        self.name = name
        self.artist = artist
    }
}
