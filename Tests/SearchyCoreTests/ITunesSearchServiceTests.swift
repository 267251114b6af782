import Foundation
import SearchyCore
import Testing

@Suite("iTunes Search API client against a local server")
struct ITunesSearchServiceTests {
    private func withServer(
        _ route: @escaping @Sendable (LocalHTTPServer.Request) -> LocalHTTPServer.Response,
        _ body: (LocalHTTPServer) async throws -> Void
    ) async throws {
        let server = try LocalHTTPServer(route: route)
        defer { server.shutdown() }
        try await body(server)
    }

    @Test("a recorded answer decodes into results; items that are not tracks are skipped")
    func decodesRecordedAnswer() async throws {
        try await withServer({ _ in .json(Fixtures.loveResponse) }) {
            (server: LocalHTTPServer) async throws in
            let service = ITunesSearchService(baseURL: server.url("/search"))
            #expect(try await service.search("love") == Fixtures.loveResults)
        }
    }

    @Test("the request carries term, media, entity and limit, with the term encoded safely")
    func requestParameters() async throws {
        try await withServer({ _ in .json(Fixtures.emptyResponse) }) {
            (server: LocalHTTPServer) async throws in
            let service = ITunesSearchService(baseURL: server.url("/search"), limit: 7)
            _ = try await service.search("  rock & roll c++ =?é  ")
            let request = try #require(server.requests.first)
            #expect(request.method == "GET")
            #expect(request.path == "/search")
            #expect(
                request.query == [
                    "term": "rock & roll c++ =?é", "media": "music", "entity": "song", "limit": "7",
                ])
        }
    }

    @Test("query items already in the base URL are kept")
    func baseURLQueryKept() async throws {
        try await withServer({ _ in .json(Fixtures.emptyResponse) }) {
            (server: LocalHTTPServer) async throws in
            let base = try ITunesSearchService.baseURL(
                from: server.url("/api/search").absoluteString + "?country=se")
            _ = try await ITunesSearchService(baseURL: base).search("abba")
            let request = try #require(server.requests.first)
            #expect(request.path == "/api/search")
            #expect(request.query["country"] == "se")
            #expect(request.query["term"] == "abba")
        }
    }

    @Test("a blank term gives no results and sends no request")
    func blankTerm() async throws {
        try await withServer({ _ in .json(Fixtures.loveResponse) }) {
            (server: LocalHTTPServer) async throws in
            let service = ITunesSearchService(baseURL: server.url("/search"))
            #expect(try await service.search(" \n\t ").isEmpty)
            #expect(server.requests.isEmpty)
        }
    }

    @Test(
        "malformed JSON is a typed error, never a crash",
        arguments: [
            (Fixtures.truncatedJSON, "not JSON"),
            (Fixtures.htmlPage, "not JSON"),
            (Fixtures.wrongShape, "unexpected type at results"),
            (Fixtures.wrongType, "unexpected type at results.[0].trackId"),
            (Fixtures.missingResults, "missing results"),
            ("", "not JSON"),
        ])
    func malformedJSON(body: String, reason: String) async throws {
        try await withServer({ _ in .json(body) }) { (server: LocalHTTPServer) async throws in
            let service = ITunesSearchService(baseURL: server.url("/search"))
            await #expect(throws: SearchError.malformedResponse(reason: reason)) {
                try await service.search("love")
            }
        }
    }

    @Test("an HTTP error status is a typed error", arguments: [500, 404, 503])
    func httpStatus(status: Int) async throws {
        try await withServer({ _ in .status(status) }) { (server: LocalHTTPServer) async throws in
            let service = ITunesSearchService(baseURL: server.url("/search"))
            await #expect(throws: SearchError.httpStatus(status, url: server.url("/search").absoluteString)) {
                try await service.search("love")
            }
        }
    }

    @Test("an unreachable service is a typed error")
    func unreachable() async throws {
        // A port that was just free: nothing listens there any more.
        let server = try LocalHTTPServer { _ in .status(200) }
        let url = server.url("/search")
        server.shutdown()
        let service = ITunesSearchService(baseURL: url)
        await #expect(
            throws: SearchError.unreachable(url: url.absoluteString, reason: "the connection was refused")
        ) {
            try await service.search("love")
        }
    }

    @Test("cancelling a slow search throws cancelled at once, and its late answer is never returned")
    func slowSearchCancelled() async throws {
        let gate = Gate()
        try await withServer({ _ in .json(Fixtures.loveResponse, gate: gate) }) {
            (server: LocalHTTPServer) async throws in
            let service = ITunesSearchService(baseURL: server.url("/search"), timeout: 60)
            let slow = Task { try await service.search("slow") }
            await server.waitForRequests(1)
            slow.cancel()
            // The gate is still closed: the search ends because of the cancellation alone.
            await #expect(throws: SearchError.cancelled) { try await slow.value }
            gate.open()
        }
    }

    @Test("a newer search answers while an older one is still waiting")
    func newerSearchAnswersFirst() async throws {
        let gate = Gate()
        try await withServer({ request in
            request.query["term"] == "slow"
                ? .json(Fixtures.single(id: 1, name: "Stale"), gate: gate)
                : .json(Fixtures.single(id: 2, name: "Fresh"))
        }) { (server: LocalHTTPServer) async throws in
            let service = ITunesSearchService(baseURL: server.url("/search"), timeout: 60)
            let slow = Task { try await service.search("slow") }
            await server.waitForRequests(1)
            #expect(try await service.search("fast").map(\.name) == ["Fresh"])
            gate.open()
            #expect(try await slow.value.map(\.name) == ["Stale"])
        }
    }

    @Test("a search in an already cancelled task throws cancelled without a request")
    func alreadyCancelled() async throws {
        try await withServer({ _ in .json(Fixtures.loveResponse) }) {
            (server: LocalHTTPServer) async throws in
            let service = ITunesSearchService(baseURL: server.url("/search"))
            let task = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return try await service.search("love")
            }
            await #expect(throws: SearchError.cancelled) { try await task.value }
            #expect(server.requests.isEmpty)
        }
    }

    @Test("base URLs must be absolute http or https URLs with a host")
    func baseURLValidation() throws {
        #expect(
            try ITunesSearchService.baseURL(from: "https://itunes.apple.com/search").host
                == "itunes.apple.com")
        #expect(try ITunesSearchService.baseURL(from: "http://127.0.0.1:8080/search").port == 8080)
        for text in [
            "", "itunes.apple.com/search", "ftp://host/x", "http://", "/search", "https:///x", "not a url",
            "http://host/x#frag", "javascript:alert(1)",
        ] {
            #expect(throws: SearchError.invalidBaseURL(text)) { try ITunesSearchService.baseURL(from: text) }
        }
    }

    @Test("the default base URL is Apple's endpoint and the limit is clamped to 1…200")
    func defaults() {
        #expect(ITunesSearchService.defaultBaseURL.absoluteString == "https://itunes.apple.com/search")
        #expect(ITunesSearchService(limit: 0).limit == 1)
        #expect(ITunesSearchService(limit: 500).limit == 200)
        #expect(ITunesSearchService(limit: 25).limit == 25)
    }

    @Test("errors describe themselves for a person")
    func errorDescriptions() {
        #expect(
            SearchError.httpStatus(500, url: "http://x/search").description
                == "the search service at http://x/search answered with HTTP status 500")
        #expect(
            SearchError.unreachable(url: "http://x", reason: "the connection was refused").description
                == "cannot reach the search service at http://x: the connection was refused")
        #expect(SearchError.invalidBaseURL("ftp://x").description == "not a valid http or https URL: ftp://x")
    }
}
