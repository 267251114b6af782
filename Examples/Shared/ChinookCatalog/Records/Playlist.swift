public import GRDB

/// A playlist of the Chinook catalog (table `playlists`).
///
/// ```swift
/// let playlists = try catalog.database.read { db in
///     try Playlist.order(Playlist.Columns.name).fetchAll(db)
/// }
/// ```
public struct Playlist: Codable, Sendable, Hashable, Identifiable, FetchableRecord, PersistableRecord {
    /// The table that stores playlists.
    public static let databaseTableName = "playlists"

    /// The playlist's id in the catalog.
    public var id: Int64
    /// The playlist's name.
    public var name: String

    /// Creates a playlist value.
    public init(id: Int64, name: String) {
        self.id = id
        self.name = name
    }

    /// The columns of ``databaseTableName``, for GRDB's query interface.
    public enum Columns {
        /// `id`
        public static let id = Column(CodingKeys.id)
        /// `name`
        public static let name = Column(CodingKeys.name)
    }

    enum CodingKeys: String, CodingKey {
        case id
        case name
    }

    /// The entries of this playlist (order them by ``PlaylistTrack/Columns/position``).
    public static let entries = hasMany(PlaylistTrack.self)
}
