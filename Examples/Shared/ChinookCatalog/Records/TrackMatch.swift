public import GRDB

/// A track with the names of its artist, album and genre: what a search of the catalog returns.
///
/// ```swift
/// for match in try catalog.searchTracks(matching: "love", limit: 5) {
///     print(match.id, match.name, "—", match.artist, "·", match.album, match.genre)
/// }
/// ```
public struct TrackMatch: Codable, Sendable, Hashable, Identifiable, FetchableRecord {
    /// The track's id in the catalog.
    public var id: Int64
    /// The track's name.
    public var name: String
    /// The name of the album's artist.
    public var artist: String
    /// The album's title.
    public var album: String
    /// The genre's name.
    public var genre: String
    /// The composer(s), when known.
    public var composer: String?
    /// The duration in milliseconds.
    public var milliseconds: Int
    /// The price of one unit, in US dollars.
    public var unitPrice: Double

    /// Creates a match value.
    public init(
        id: Int64, name: String, artist: String, album: String, genre: String, composer: String?,
        milliseconds: Int, unitPrice: Double
    ) {
        self.id = id
        self.name = name
        self.artist = artist
        self.album = album
        self.genre = genre
        self.composer = composer
        self.milliseconds = milliseconds
        self.unitPrice = unitPrice
    }

    enum CodingKeys: String, CodingKey {
        case id
        case name
        case artist
        case album
        case genre
        case composer
        case milliseconds
        case unitPrice = "unit_price"
    }
}
