public import GRDB

/// One entry of a playlist (table `playlist_tracks`): a track at a position.
///
/// The Chinook data has no order inside a playlist; the import numbers each playlist's entries
/// 0, 1, 2… in the order of the bundled CSV, so a playlist can be displayed and reordered.
/// A track appears at most once in a playlist (primary key `playlist_id, track_id`).
///
/// ```swift
/// let entries = try catalog.database.read { db in
///     try PlaylistTrack
///         .filter(PlaylistTrack.Columns.playlistID == 1)
///         .order(PlaylistTrack.Columns.position)
///         .fetchAll(db)
/// }
/// ```
public struct PlaylistTrack: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    /// The table that stores playlist entries.
    public static let databaseTableName = "playlist_tracks"

    /// The id of the ``Playlist``.
    public var playlistID: Int64
    /// The id of the ``Track``.
    public var trackID: Int64
    /// The 0-based position of the entry inside its playlist.
    public var position: Int

    /// Creates a playlist entry value.
    public init(playlistID: Int64, trackID: Int64, position: Int) {
        self.playlistID = playlistID
        self.trackID = trackID
        self.position = position
    }

    /// The columns of ``databaseTableName``, for GRDB's query interface.
    public enum Columns {
        /// `playlist_id`
        public static let playlistID = Column(CodingKeys.playlistID)
        /// `track_id`
        public static let trackID = Column(CodingKeys.trackID)
        /// `position`
        public static let position = Column(CodingKeys.position)
    }

    enum CodingKeys: String, CodingKey {
        case playlistID = "playlist_id"
        case trackID = "track_id"
        case position
    }

    /// The playlist of this entry.
    public static let playlist = belongsTo(Playlist.self)
    /// The track of this entry.
    public static let track = belongsTo(Track.self)
}
