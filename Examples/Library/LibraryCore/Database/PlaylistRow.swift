public import Loom

/// A playlist as the playlists list shows it.
///
/// ```swift
/// let rows = try store.playlists()   // [PlaylistRow(id: 1, name: "Music", trackCount: 3290), …]
/// ```
public struct PlaylistRow: Hashable, Sendable, Identifiable, Differentiable {
    /// The playlist's id.
    public var id: Int64
    /// The playlist's name.
    public var name: String
    /// How many tracks it holds.
    public var trackCount: Int

    /// Creates a row.
    public init(id: Int64, name: String, trackCount: Int) {
        self.id = id
        self.name = name
        self.trackCount = trackCount
    }
}
