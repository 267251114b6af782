import Foundation
import SearchyCore

/// Recorded answers of the iTunes Search API (shape as served by
/// `https://itunes.apple.com/search?term=…&media=music&entity=song`, trimmed to the fields the
/// client reads plus a few it ignores), and broken variants.
enum Fixtures {
    /// Two songs and one collection (which is not a track and must be skipped).
    static let loveResponse = """
        {
         "resultCount":3,
         "results": [
        {"wrapperType":"track", "kind":"song", "artistId":136975, "collectionId":1441164426, "trackId":1441164430,
         "artistName":"The Beatles", "collectionName":"Love", "trackName":"Help!",
         "collectionCensoredName":"Love", "trackCensoredName":"Help!",
         "artworkUrl60":"https://is1-ssl.mzstatic.com/image/thumb/Music/60x60bb.jpg",
         "artworkUrl100":"https://is1-ssl.mzstatic.com/image/thumb/Music/100x100bb.jpg",
         "collectionPrice":12.99, "trackPrice":1.29, "releaseDate":"2006-11-20T12:00:00Z",
         "trackCount":26, "trackNumber":24, "trackTimeMillis":139560, "country":"USA", "currency":"USD",
         "primaryGenreName":"Rock", "isStreamable":true},
        {"wrapperType":"track", "kind":"song", "artistId":7, "trackId":42, "artistName":"Beyoncé",
         "collectionName":"Dangerously in Love", "trackName":"Crazy in Love (feat. Jay-Z)",
         "primaryGenreName":"R&B/Soul", "trackTimeMillis":236133},
        {"wrapperType":"collection", "collectionType":"Album", "collectionId":99, "collectionName":"Love Songs",
         "artistName":"Various Artists", "collectionPrice":9.99}]
        }
        """

    static let loveResults = [
        SearchResult(
            id: 1_441_164_430, name: "Help!", artist: "The Beatles", album: "Love", genre: "Rock",
            milliseconds: 139_560, price: 1.29,
            artworkURL: URL(string: "https://is1-ssl.mzstatic.com/image/thumb/Music/100x100bb.jpg")),
        SearchResult(
            id: 42, name: "Crazy in Love (feat. Jay-Z)", artist: "Beyoncé", album: "Dangerously in Love",
            genre: "R&B/Soul", milliseconds: 236_133, price: nil, artworkURL: nil),
    ]

    static func single(id: Int, name: String) -> String {
        """
        {"resultCount":1,"results":[{"wrapperType":"track","kind":"song","trackId":\(id),"trackName":"\(name)",
        "artistName":"Artist","collectionName":"Album","primaryGenreName":"Pop","trackTimeMillis":1000,"trackPrice":0.99}]}
        """
    }

    static let emptyResponse = #"{"resultCount":0,"results":[]}"#
    static let truncatedJSON = #"{"resultCount":3,"results":[{"trackId":1,"trackName":"Hel"#
    static let htmlPage = "<html><body>Service Unavailable</body></html>"
    static let wrongShape = #"{"resultCount":1,"results":{"trackId":1}}"#
    static let wrongType = #"{"resultCount":1,"results":[{"trackId":"one","trackName":"x"}]}"#
    static let missingResults = #"{"resultCount":0}"#

    /// A 2×2 PNG image.
    static let png = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGM4IRcFRAwQCgAkxgUBBHQ3qwAAAABJRU5ErkJggg=="
    )!
}
