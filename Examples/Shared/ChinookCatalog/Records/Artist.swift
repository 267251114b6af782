public import GRDB

/// An artist of the Chinook catalog (table `artists`).
///
/// ```swift
/// let artists = try catalog.database.read { db in
///     try Artist.order(Artist.Columns.name).fetchAll(db)
/// }
/// ```
public struct Artist: Codable, Sendable, Hashable, Identifiable, FetchableRecord, PersistableRecord {
    /// The table that stores artists.
    public static let databaseTableName = "artists"

    /// The artist's id in the catalog.
    public var id: Int64
    /// The artist's name, e.g. "AC/DC".
    public var name: String

    /// Creates an artist value.
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

    /// The albums of this artist.
    public static let albums = hasMany(Album.self)
}
