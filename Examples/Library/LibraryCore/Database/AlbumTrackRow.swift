public import Loom

/// A track of an artist's album, as the albums screen shows it (one section per album).
///
/// ```swift
/// let rows = try store.albumTracks(artistID: 1)   // grouped by album, in album and track order
/// ```
public struct AlbumTrackRow: Hashable, Sendable, Identifiable, Differentiable {
    /// The track's id.
    public var id: Int64
    /// The track's name.
    public var name: String
    /// The album's id.
    public var albumID: Int64
    /// The album's title.
    public var albumTitle: String
    /// The duration in milliseconds.
    public var milliseconds: Int

    /// Creates a row.
    public init(id: Int64, name: String, albumID: Int64, albumTitle: String, milliseconds: Int) {
        self.id = id
        self.name = name
        self.albumID = albumID
        self.albumTitle = albumTitle
        self.milliseconds = milliseconds
    }
}
