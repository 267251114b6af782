public import GRDB

/// An album of the Chinook catalog (table `albums`).
///
/// ```swift
/// let albums = try catalog.database.read { db in
///     try Album.filter(Album.Columns.artistID == 1).fetchAll(db)
/// }
/// ```
public struct Album: Codable, Sendable, Hashable, Identifiable, FetchableRecord, PersistableRecord {
    /// The table that stores albums.
    public static let databaseTableName = "albums"

    /// The album's id in the catalog.
    public var id: Int64
    /// The album's title.
    public var title: String
    /// The id of the album's ``Artist``.
    public var artistID: Int64

    /// Creates an album value.
    public init(id: Int64, title: String, artistID: Int64) {
        self.id = id
        self.title = title
        self.artistID = artistID
    }

    /// The columns of ``databaseTableName``, for GRDB's query interface.
    public enum Columns {
        /// `id`
        public static let id = Column(CodingKeys.id)
        /// `title`
        public static let title = Column(CodingKeys.title)
        /// `artist_id`
        public static let artistID = Column(CodingKeys.artistID)
    }

    enum CodingKeys: String, CodingKey {
        case id
        case title
        case artistID = "artist_id"
    }

    /// The artist of this album.
    public static let artist = belongsTo(Artist.self)
    /// The tracks of this album.
    public static let tracks = hasMany(Track.self)
}
