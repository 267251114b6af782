import Foundation
import SearchyCore
import Testing

@Suite("Command-line output of results")
struct SearchResultFormatterTests {
    private let rock = SearchResult(
        id: 1, name: "For Those About To Rock (We Salute You)", artist: "AC/DC",
        album: "For Those About To Rock We Salute You", genre: "Rock", milliseconds: 343_719, price: 0.99)
    private let online = SearchResult(
        id: 42, name: "Help!", artist: "The Beatles", album: "Love", genre: "Rock", milliseconds: 139_560,
        price: nil, artworkURL: URL(string: "https://example.com/a/100x100.jpg"))

    @Test("JSON is an array of objects with sorted keys, stable from run to run")
    func json() throws {
        let text = try SearchResultFormatter.json([rock, online])
        #expect(
            text == """
                [
                  {
                    "album" : "For Those About To Rock We Salute You",
                    "artist" : "AC/DC",
                    "genre" : "Rock",
                    "id" : 1,
                    "milliseconds" : 343719,
                    "name" : "For Those About To Rock (We Salute You)",
                    "price" : 0.99
                  },
                  {
                    "album" : "Love",
                    "artist" : "The Beatles",
                    "artworkURL" : "https://example.com/a/100x100.jpg",
                    "genre" : "Rock",
                    "id" : 42,
                    "milliseconds" : 139560,
                    "name" : "Help!"
                  }
                ]
                """)
        #expect(try JSONDecoder().decode([SearchResult].self, from: Data(text.utf8)) == [rock, online])
    }

    @Test("jsonKeys names every key the JSON can have: every property of a result, each printed when known")
    func jsonKeys() throws {
        let full = SearchResult(
            id: 7, name: "Angie", artist: "The Rolling Stones", album: "Goats Head Soup", genre: "Rock",
            milliseconds: 273_000, price: 0.99, artworkURL: URL(string: "https://example.com/angie.jpg"),
            composer: "Jagger/Richards")
        let objects = try #require(
            try JSONSerialization.jsonObject(with: Data(SearchResultFormatter.json([full]).utf8))
                as? [[String: Any]])
        let printed = try #require(objects.first).keys.sorted()
        #expect(printed == SearchResultFormatter.jsonKeys.sorted())
        #expect(Mirror(reflecting: full).children.compactMap(\.label) == SearchResultFormatter.jsonKeys)
        #expect(SearchResultFormatter.jsonKeys.contains("composer"))
    }

    @Test("no results is an empty JSON array")
    func emptyJSON() throws {
        #expect(try SearchResultFormatter.json([]) == "[\n\n]")
    }

    @Test("the table has a header, aligned columns, long texts cut to the column, m:ss durations")
    func table() {
        let lines = SearchResultFormatter.table([rock, online]).split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "ID  Track                                 Artist       Album                           Genre  Time  Price",
                " 1  For Those About To Rock (We Salute …  AC/DC        For Those About To Rock We Sa…  Rock   5:43   0.99",
                "42  Help!                                 The Beatles  Love                            Rock   2:19",
            ])
    }

    @Test("texts longer than a column are cut with an ellipsis, line breaks become spaces")
    func truncation() {
        let long = SearchResult(
            id: 7, name: String(repeating: "x", count: 50), artist: "A\nB", album: "", genre: "",
            milliseconds: 0)
        let row = SearchResultFormatter.table([long]).split(separator: "\n")[1]
        #expect(row.contains(String(repeating: "x", count: 35) + "…"))
        #expect(!row.contains(String(repeating: "x", count: 36)))
        #expect(row.contains("A B"))
    }

    @Test("durations read m:ss below an hour and h:mm:ss from one hour")
    func durations() {
        #expect(SearchResultFormatter.duration(milliseconds: 0) == "0:00")
        #expect(SearchResultFormatter.duration(milliseconds: 61_999) == "1:01")
        #expect(SearchResultFormatter.duration(milliseconds: 343_719) == "5:43")
        #expect(SearchResultFormatter.duration(milliseconds: 5_286_953) == "1:28:06")
        #expect(SearchResultFormatter.duration(milliseconds: -5) == "0:00")
    }
}
