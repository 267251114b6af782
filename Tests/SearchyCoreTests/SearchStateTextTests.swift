import SearchyCore
import Testing

@Suite("The words every Searchy front-end shows")
struct SearchStateTextTests {
    let result = SearchResult(
        id: 7, name: "Love Me Do", artist: "The Beatles", album: "", genre: "Rock", milliseconds: 141_000)

    @Test("the status line says where the search is, with the term and the number of results")
    func statusText() {
        #expect(SearchState.idle.statusText == "Type to search")
        #expect(SearchState(term: "love", results: [], status: .searching).statusText == "Searching “love”…")
        #expect(
            SearchState(term: "love", results: [result], status: .loaded).statusText == "1 result for “love”")
        #expect(
            SearchState(term: "love", results: [result, result], status: .loaded).statusText
                == "2 results for “love”")
        #expect(
            SearchState(term: "love", results: [], status: .failed("x")).statusText
                == "Search for “love” failed")
    }

    @Test("an empty list says nothing before a search, Searching… while it runs, No results after")
    func emptyListText() {
        #expect(SearchState.idle.emptyListText == "")
        #expect(SearchState(term: "a", results: [], status: .searching).emptyListText == "Searching…")
        #expect(SearchState(term: "a", results: [], status: .loaded).emptyListText == "No results")
    }

    @Test("only a failed search has an error row")
    func failureText() {
        #expect(
            SearchState(term: "a", results: [], status: .failed("offline")).failureText
                == "⚠ Search failed: offline")
        #expect(SearchState(term: "a", results: [], status: .loaded).failureText == nil)
        #expect(SearchState.idle.failureText == nil)
    }

    @Test("a detail screen lists artist, album, genre, duration, price when known and the id; unknown is —")
    func details() {
        let lines = SearchResultFormatter.details(of: result)
        #expect(lines.map(\.label) == ["Artist", "Album", "Genre", "Duration", "Track id"])
        #expect(lines.map(\.value) == ["The Beatles", "—", "Rock", "2:21", "7"])
        var priced = result
        priced.price = 1.29
        #expect(SearchResultFormatter.details(of: priced).map(\.value).contains("1.29"))
    }
}
