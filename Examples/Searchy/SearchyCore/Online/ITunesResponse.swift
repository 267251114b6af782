import Foundation

/// The JSON of the iTunes Search API:
/// `{"resultCount": N, "results": [{"trackId": …, "trackName": …, …}]}`.
///
/// Only `results` is required. An item without `trackId` or `trackName` (an artist or an album
/// rather than a track) is skipped; the other fields are optional.
struct ITunesResponse: Decodable {
    var resultCount: Int?
    var results: [Item]

    struct Item: Decodable {
        var wrapperType: String?
        var kind: String?
        var trackId: Int64?
        var trackName: String?
        var artistName: String?
        var collectionName: String?
        var primaryGenreName: String?
        var trackTimeMillis: Int?
        var trackPrice: Double?
        var artworkUrl100: String?
    }

    /// The tracks of the answer, in order.
    var searchResults: [SearchResult] {
        results.compactMap { item in
            guard let id = item.trackId, let name = item.trackName else { return nil }
            return SearchResult(
                id: id, name: name, artist: item.artistName ?? "", album: item.collectionName ?? "",
                genre: item.primaryGenreName ?? "", milliseconds: item.trackTimeMillis ?? 0,
                price: item.trackPrice, artworkURL: item.artworkUrl100.flatMap(URL.init(string:)))
        }
    }
}
