public import GRDB

/// A genre of the Chinook catalog (table `genres`), e.g. "Rock".
///
/// ```swift
/// let genres = try catalog.database.read { db in try Genre.fetchAll(db) }
/// ```
public struct Genre: Codable, Sendable, Hashable, Identifiable, FetchableRecord, PersistableRecord {
    /// The table that stores genres.
    public static let databaseTableName = "genres"

    /// The genre's id in the catalog.
    public var id: Int64
    /// The genre's name.
    public var name: String

    /// Creates a genre value.
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
}
