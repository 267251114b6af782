public import GRDB

/// A track of the Chinook catalog (table `tracks`), as stored.
///
/// For a track with its artist, album and genre names, see ``TrackMatch`` and
/// ``ChinookCatalog/track(id:)``.
///
/// ```swift
/// let tracks = try catalog.database.read { db in
///     try Track.filter(Track.Columns.albumID == 1).order(Track.Columns.id).fetchAll(db)
/// }
/// ```
public struct Track: Codable, Sendable, Hashable, Identifiable, FetchableRecord, PersistableRecord {
    /// The table that stores tracks.
    public static let databaseTableName = "tracks"

    /// The track's id in the catalog.
    public var id: Int64
    /// The track's name.
    public var name: String
    /// The id of the track's ``Album``.
    public var albumID: Int64
    /// The id of the track's ``MediaType``.
    public var mediaTypeID: Int64
    /// The id of the track's ``Genre``.
    public var genreID: Int64
    /// The composer(s), when known.
    public var composer: String?
    /// The duration in milliseconds.
    public var milliseconds: Int
    /// The size of the file in bytes.
    public var bytes: Int
    /// The price of one unit, in US dollars (0.99 or 1.99 in the bundled data).
    public var unitPrice: Double

    /// Creates a track value.
    public init(
        id: Int64, name: String, albumID: Int64, mediaTypeID: Int64, genreID: Int64, composer: String?,
        milliseconds: Int, bytes: Int, unitPrice: Double
    ) {
        self.id = id
        self.name = name
        self.albumID = albumID
        self.mediaTypeID = mediaTypeID
        self.genreID = genreID
        self.composer = composer
        self.milliseconds = milliseconds
        self.bytes = bytes
        self.unitPrice = unitPrice
    }

    /// The columns of ``databaseTableName``, for GRDB's query interface.
    public enum Columns {
        /// `id`
        public static let id = Column(CodingKeys.id)
        /// `name`
        public static let name = Column(CodingKeys.name)
        /// `album_id`
        public static let albumID = Column(CodingKeys.albumID)
        /// `media_type_id`
        public static let mediaTypeID = Column(CodingKeys.mediaTypeID)
        /// `genre_id`
        public static let genreID = Column(CodingKeys.genreID)
        /// `composer`
        public static let composer = Column(CodingKeys.composer)
        /// `milliseconds`
        public static let milliseconds = Column(CodingKeys.milliseconds)
        /// `bytes`
        public static let bytes = Column(CodingKeys.bytes)
        /// `unit_price`
        public static let unitPrice = Column(CodingKeys.unitPrice)
    }

    enum CodingKeys: String, CodingKey {
        case id
        case name
        case albumID = "album_id"
        case mediaTypeID = "media_type_id"
        case genreID = "genre_id"
        case composer
        case milliseconds
        case bytes
        case unitPrice = "unit_price"
    }

    /// The album of this track.
    public static let album = belongsTo(Album.self)
    /// The genre of this track.
    public static let genre = belongsTo(Genre.self)
    /// The media type of this track.
    public static let mediaType = belongsTo(MediaType.self)
}
