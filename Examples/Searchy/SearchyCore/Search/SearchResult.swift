public import ChinookCatalog
public import Foundation

/// One track found by a ``SearchService``: what Searchy shows in a row and prints with `--json`.
///
/// ```swift
/// let result = SearchResult(
///     id: 1, name: "For Those About To Rock (We Salute You)", artist: "AC/DC",
///     album: "For Those About To Rock We Salute You", genre: "Rock", milliseconds: 343_719, price: 0.99)
/// print(result.name, SearchResultFormatter.duration(milliseconds: result.milliseconds))  // … 5:43
/// ```
public struct SearchResult: Sendable, Codable, Hashable, Identifiable {
    /// The track's id: the catalog's track id, or the iTunes `trackId`.
    public var id: Int64
    /// The track's name.
    public var name: String
    /// The artist's name ("" when the service does not say).
    public var artist: String
    /// The album's title ("" when the service does not say).
    public var album: String
    /// The genre's name ("" when the service does not say).
    public var genre: String
    /// The composer, when known (the catalog knows it for most tracks; the search matches it too).
    public var composer: String?
    /// The duration in milliseconds (0 when the service does not say).
    public var milliseconds: Int
    /// The price in the store's currency, when known.
    public var price: Double?
    /// The address of the cover art, when known (the iTunes service gives one; the catalog does
    /// not).
    public var artworkURL: URL?

    /// The keys of the JSON form (`searchy --json` prints them; its `--help` names them all).
    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, name, artist, album, genre, composer, milliseconds, price, artworkURL
    }

    /// Creates a result.
    public init(
        id: Int64, name: String, artist: String, album: String, genre: String, milliseconds: Int,
        price: Double? = nil, artworkURL: URL? = nil, composer: String? = nil
    ) {
        self.id = id
        self.name = name
        self.artist = artist
        self.album = album
        self.genre = genre
        self.milliseconds = milliseconds
        self.price = price
        self.artworkURL = artworkURL
        self.composer = composer
    }

    /// The result for a track of the Chinook catalog.
    public init(_ match: TrackMatch) {
        self.init(
            id: match.id, name: match.name, artist: match.artist, album: match.album, genre: match.genre,
            milliseconds: match.milliseconds, price: match.unitPrice, composer: match.composer)
    }
}
