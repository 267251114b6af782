import Foundation
import SearchyCore
import Testing

@Suite("Image provider: artwork cached by URL")
struct ImageProviderTests {
    private func pngServer(gate: Gate? = nil) throws -> LocalHTTPServer {
        try LocalHTTPServer { request in
            switch request.path {
            case "/missing.png": return .status(404)
            case "/page.html": return .json(Fixtures.htmlPage)
            default:
                var response = LocalHTTPServer.Response.bytes(Fixtures.png, contentType: "image/png")
                response.gate = gate
                return response
            }
        }
    }

    @Test("a loaded image has the served bytes and is recognized as PNG")
    func loadsImage() async throws {
        let server = try pngServer()
        defer { server.shutdown() }
        let artwork = try await ImageProvider().artwork(for: server.url("/cover.png"))
        #expect(artwork.data == Fixtures.png)
        #expect(artwork.format == .png)
        #expect(artwork.url == server.url("/cover.png"))
    }

    @Test("the same URL twice gives the identical instance, loaded once")
    func sameURLSameInstance() async throws {
        let server = try pngServer()
        defer { server.shutdown() }
        let provider = ImageProvider()
        let first = try await provider.artwork(for: server.url("/cover.png"))
        let second = try await provider.artwork(for: server.url("/cover.png"))
        #expect(first === second)
        #expect(server.requests.count == 1)
        #expect(await provider.loadCount == 1)
        #expect(await provider.cachedArtwork(for: server.url("/cover.png")) === first)
    }

    @Test("concurrent requests for one URL share one load and one instance")
    func concurrentRequestsShareOneLoad() async throws {
        let gate = Gate()
        let server = try pngServer(gate: gate)
        defer { server.shutdown() }
        let provider = ImageProvider()
        let url = server.url("/cover.png")
        let tasks = (0..<6).map { _ in Task { try await provider.artwork(for: url) } }
        await server.waitForRequests(1)
        gate.open()
        var artworks: [Artwork] = []
        for task in tasks { artworks.append(try await task.value) }
        #expect(artworks.allSatisfy { $0 === artworks[0] })
        #expect(server.requests.count == 1)
        #expect(await provider.loadCount == 1)
    }

    @Test("two URLs are cached independently")
    func twoURLs() async throws {
        let server = try pngServer()
        defer { server.shutdown() }
        let provider = ImageProvider()
        let a = try await provider.artwork(for: server.url("/a.png"))
        let b = try await provider.artwork(for: server.url("/b.png"))
        #expect(a !== b)
        #expect(try await provider.artwork(for: server.url("/a.png")) === a)
        #expect(try await provider.artwork(for: server.url("/b.png")) === b)
        #expect(server.requests.map(\.path) == ["/a.png", "/b.png"])
    }

    @Test("an HTTP error is a typed error")
    func httpError() async throws {
        let server = try pngServer()
        defer { server.shutdown() }
        let url = server.url("/missing.png")
        await #expect(throws: ImageError.httpStatus(404, url: url.absoluteString)) {
            try await ImageProvider().artwork(for: url)
        }
    }

    @Test("data that is not an image is a typed error")
    func notAnImage() async throws {
        let server = try pngServer()
        defer { server.shutdown() }
        let url = server.url("/page.html")
        await #expect(throws: ImageError.notAnImage(url: url.absoluteString)) {
            try await ImageProvider().artwork(for: url)
        }
    }

    @Test("an unreachable server is a typed error")
    func unreachable() async throws {
        let server = try pngServer()
        let url = server.url("/cover.png")
        server.shutdown()
        await #expect(
            throws: ImageError.unreachable(url: url.absoluteString, reason: "the connection was refused")
        ) {
            try await ImageProvider().artwork(for: url)
        }
    }

    @Test("a failed load is not cached: the next request tries again")
    func failureNotCached() async throws {
        let failing = Locked(true)
        let server = try LocalHTTPServer { _ in
            failing.withLock { $0 } ? .status(500) : .bytes(Fixtures.png, contentType: "image/png")
        }
        defer { server.shutdown() }
        let provider = ImageProvider()
        let url = server.url("/flaky.png")
        await #expect(throws: ImageError.httpStatus(500, url: url.absoluteString)) {
            try await provider.artwork(for: url)
        }
        failing.withLock { $0 = false }
        #expect(try await provider.artwork(for: url).data == Fixtures.png)
        #expect(server.requests.count == 2)
    }

    @Test("beyond the count limit the oldest artwork is forgotten")
    func countLimit() async throws {
        let server = try pngServer()
        defer { server.shutdown() }
        let provider = ImageProvider(countLimit: 1)
        let a = try await provider.artwork(for: server.url("/a.png"))
        _ = try await provider.artwork(for: server.url("/b.png"))
        #expect(await provider.cachedArtwork(for: server.url("/a.png")) == nil)
        #expect(await provider.cachedArtwork(for: server.url("/b.png")) != nil)
        #expect(try await provider.artwork(for: server.url("/a.png")) !== a)
        #expect(server.requests.count == 3)
    }

    @Test("removeAll empties the cache")
    func removeAll() async throws {
        let server = try pngServer()
        defer { server.shutdown() }
        let provider = ImageProvider()
        _ = try await provider.artwork(for: server.url("/a.png"))
        await provider.removeAll()
        #expect(await provider.cachedArtwork(for: server.url("/a.png")) == nil)
    }

    @Test("image formats are recognized by their signature")
    func formats() {
        #expect(ImageFormat(signatureOf: Fixtures.png) == .png)
        #expect(ImageFormat(signatureOf: Data([0xFF, 0xD8, 0xFF, 0xE0])) == .jpeg)
        #expect(ImageFormat(signatureOf: Data("GIF89a...".utf8)) == .gif)
        #expect(ImageFormat(signatureOf: Data("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8)) == .webp)
        #expect(ImageFormat(signatureOf: Data("RIFF\u{0}\u{0}\u{0}\u{0}WAVE".utf8)) == nil)
        #expect(ImageFormat(signatureOf: Data()) == nil)
        #expect(ImageFormat(signatureOf: Data([0x89, 0x50])) == nil)
    }
}
