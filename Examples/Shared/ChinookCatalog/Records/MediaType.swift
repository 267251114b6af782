public import GRDB

/// A media type of the Chinook catalog (table `media_types`), e.g. "MPEG audio file".
///
/// ```swift
/// let types = try catalog.database.read { db in try MediaType.fetchAll(db) }
/// ```
public struct MediaType: Codable, Sendable, Hashable, Identifiable, FetchableRecord, PersistableRecord {
    /// The table that stores media types.
    public static let databaseTableName = "media_types"

    /// The media type's id in the catalog.
    public var id: Int64
    /// The media type's name.
    public var name: String

    /// Creates a media type value.
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
