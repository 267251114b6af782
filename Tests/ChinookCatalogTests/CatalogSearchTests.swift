import ChinookCatalog
import Foundation
import Testing

@Suite("Full-text search of tracks")
struct CatalogSearchTests {
    /// True when some word of one of the searched fields starts with `term`, ignoring case and
    /// diacritics: the contract of the search, checked independently of SQLite.
    private func matches(_ match: TrackMatch, _ term: String) -> Bool {
        let fold = { (text: String) in
            text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        }
        let words = [match.name, match.album, match.artist, match.composer ?? ""]
            .flatMap { fold($0).split(whereSeparator: { !$0.isLetter && !$0.isNumber }) }
        let folded = fold(term)
        return words.contains { $0.hasPrefix(folded) }
    }

    @Test("every result of a one-word search has a word starting with the term")
    func prefixOfAWord() throws {
        let results = try SharedCatalog.get().searchTracks(matching: "lov", limit: 500)
        #expect(results.count > 100)
        #expect(results.allSatisfy { matches($0, "lov") })
        #expect(results.contains { $0.name == "Love Or Confusion" })
    }

    @Test("search is case-insensitive")
    func caseInsensitive() throws {
        let catalog = try SharedCatalog.get()
        let lower = try catalog.searchTracks(matching: "love", limit: 500)
        #expect(!lower.isEmpty)
        #expect(try catalog.searchTracks(matching: "LOVE", limit: 500) == lower)
        #expect(try catalog.searchTracks(matching: "LoVe", limit: 500) == lower)
    }

    @Test("search is diacritic-insensitive both ways")
    func diacriticInsensitive() throws {
        let catalog = try SharedCatalog.get()
        let plain = try catalog.searchTracks(matching: "meditacao", limit: 50)
        #expect(plain.contains { $0.id == 207 })  // Meditação
        let accented = try catalog.searchTracks(matching: "antônio", limit: 50)
        #expect(accented.contains { $0.artist == "Antônio Carlos Jobim" })
        #expect(try catalog.searchTracks(matching: "antonio", limit: 50).count >= accented.count)
    }

    @Test("every term must match: more terms narrow the results")
    func allTermsMustMatch() throws {
        let catalog = try SharedCatalog.get()
        let love = try catalog.searchTracks(matching: "love", limit: 1000)
        let both = try catalog.searchTracks(matching: "love u2", limit: 1000)
        #expect(!both.isEmpty)
        #expect(both.count < love.count)
        #expect(both.allSatisfy { matches($0, "love") && matches($0, "u2") })
        #expect(Set(both.map(\.id)).isSubset(of: Set(love.map(\.id))))
    }

    @Test("album title, artist name and composer are searched too")
    func otherFields() throws {
        let catalog = try SharedCatalog.get()
        let byArtist = try catalog.searchTracks(matching: "ac/dc", limit: 100)
        #expect(byArtist.count == 18)
        #expect(byArtist.allSatisfy { $0.artist == "AC/DC" })
        let byComposer = try catalog.searchTracks(matching: "bumps", limit: 10)
        #expect(byComposer.map(\.id) == [112])
        let byAlbum = try catalog.searchTracks(matching: "balls wall", limit: 10)
        #expect(byAlbum.contains { $0.album == "Balls to the Wall" })
    }

    @Test("a match in the track name ranks above a match in the composer only")
    func ranking() throws {
        for term in ["john", "paul"] {
            let results = try SharedCatalog.get().searchTracks(matching: term, limit: 1000)
            let inName = { (match: TrackMatch) in
                matches(
                    TrackMatch(
                        id: match.id, name: match.name, artist: "", album: "", genre: "", composer: nil,
                        milliseconds: 0, unitPrice: 0), term)
            }
            let lastNameMatch = try #require(results.lastIndex(where: inName))
            let composerOnly = results.indices.filter { index in
                let match = results[index]
                return !inName(match)
                    && !matches(
                        TrackMatch(
                            id: match.id, name: "", artist: match.artist, album: match.album, genre: "",
                            composer: nil,
                            milliseconds: 0, unitPrice: 0), term)
            }
            let firstComposerOnly = try #require(composerOnly.first)
            #expect(lastNameMatch < firstComposerOnly, "term: \(term)")
        }
    }

    @Test("the ranking is stable: the same search gives the same order")
    func stableOrder() throws {
        let catalog = try SharedCatalog.get()
        #expect(
            try catalog.searchTracks(matching: "the", limit: 200)
                == catalog.searchTracks(matching: "the", limit: 200))
    }

    @Test("each result carries track, artist, album, genre, duration and price")
    func resultFields() throws {
        let results = try SharedCatalog.get().searchTracks(matching: "for those about to rock", limit: 5)
        let first = try #require(results.first)
        #expect(
            first
                == TrackMatch(
                    id: 1, name: "For Those About To Rock (We Salute You)", artist: "AC/DC",
                    album: "For Those About To Rock We Salute You", genre: "Rock",
                    composer: "Angus Young, Malcolm Young, Brian Johnson", milliseconds: 343_719,
                    unitPrice: 0.99))
    }

    @Test("the limit caps the number of results")
    func limit() throws {
        let catalog = try SharedCatalog.get()
        #expect(try catalog.searchTracks(matching: "a", limit: 7).count == 7)
        #expect(try catalog.searchTracks(matching: "a", limit: 1).count == 1)
    }

    @Test("a limit below 1 is a typed error")
    func invalidLimit() throws {
        let catalog = try SharedCatalog.get()
        #expect(throws: CatalogError.invalidLimit(0)) { try catalog.searchTracks(matching: "love", limit: 0) }
        #expect(throws: CatalogError.invalidLimit(-5)) {
            try catalog.searchTracks(matching: "love", limit: -5)
        }
    }

    @Test("empty, whitespace-only and punctuation-only text gives no results")
    func emptyText() throws {
        let catalog = try SharedCatalog.get()
        for text in ["", "   ", " \n\t ", "-", "\"", "* ( ) -", "\"\""] {
            #expect(try catalog.searchTracks(matching: text).isEmpty, "text: \(text.debugDescription)")
        }
    }

    @Test("FTS5 syntax in the text is taken literally and never fails")
    func hostileText() throws {
        let catalog = try SharedCatalog.get()
        let texts = [
            "love AND", "OR love", "NOT", "NEAR(love rock)", "love*", "*love", "-love", "love -rock", "(love",
            "love)", "\"love", "love\"", "\"love rock\"", "name:love", "{name}:love", "^love", "love + rock",
            "'; DROP TABLE tracks; --", "love\u{0}rock", "🎸", "a\"\"b", "col:\"x\"*",
            String(repeating: "ab ", count: 400),
            "AND OR NOT NEAR", "love NEAR/3 rock", "%_", "\\", "love\\",
            "a\"\u{33B}b", "\"\u{301}love", "love\"\u{20DD}",  // a quote joined to a combining mark
        ]
        for text in texts {
            #expect(throws: Never.self, "text: \(text.prefix(40).debugDescription)") {
                _ = try catalog.searchTracks(matching: text, limit: 20)
            }
        }
        #expect(
            try catalog.database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM tracks") }
                == 3503)
    }

    @Test("operator words are searched as ordinary words")
    func operatorWordsAreWords() throws {
        let catalog = try SharedCatalog.get()
        let and = try catalog.searchTracks(matching: "and", limit: 500)
        #expect(!and.isEmpty)
        #expect(and.allSatisfy { matches($0, "and") })
        let near = try catalog.searchTracks(matching: "near", limit: 100)
        #expect(near.allSatisfy { matches($0, "near") })
    }

    @Test("a term made of punctuation and letters keeps its letters")
    func punctuatedTerm() throws {
        let results = try SharedCatalog.get().searchTracks(matching: "(love)", limit: 1000)
        #expect(results == (try SharedCatalog.get().searchTracks(matching: "love", limit: 1000)))
    }

    @Test("a track is found by id with its names, and an unknown id gives nil")
    func trackByID() throws {
        let catalog = try SharedCatalog.get()
        let track = try #require(try catalog.track(id: 112))
        #expect(track.name == "Long Tall Sally")
        #expect(track.artist == "BackBeat")
        #expect(track.album == "BackBeat Soundtrack")
        #expect(try catalog.track(id: 999_999) == nil)
    }

    @Test("the asynchronous search returns what the synchronous one does")
    func asyncSearch() async throws {
        let catalog = try SharedCatalog.get()
        let asynchronous: [TrackMatch] = try await catalog.searchTracks(matching: "love", limit: 30)
        let synchronous: [TrackMatch] = try { () throws -> [TrackMatch] in
            try catalog.searchTracks(matching: "love", limit: 30)
        }()
        #expect(asynchronous == synchronous)
    }

    @Test("an asynchronous search in a cancelled task throws the cancelled error")
    func asyncSearchCancelled() async throws {
        let catalog = try SharedCatalog.get()
        let task = Task<[TrackMatch], any Error> {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await catalog.searchTracks(matching: "love", limit: 30)
        }
        await #expect(throws: CatalogError.cancelled) { try await task.value }
    }
}
