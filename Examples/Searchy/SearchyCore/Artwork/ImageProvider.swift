public import Foundation

/// Loads cover art by URL and caches it: the same URL always gives the same ``Artwork``
/// instance, loaded once, even when many callers ask at the same time.
///
/// A failed load is not cached (the next request tries again). The cache keeps at most
/// ``countLimit`` artworks and forgets the oldest loaded first.
///
/// ```swift
/// let provider = ImageProvider()
/// let first = try await provider.artwork(for: result.artworkURL!)
/// let again = try await provider.artwork(for: result.artworkURL!)
/// assert(first === again)  // one download, one instance
/// ```
///
/// Concurrent callers share one download; cancelling one caller's task does not cancel the
/// shared download, whose result stays in the cache for the next request.
public actor ImageProvider {
    /// The largest number of artworks kept.
    public let countLimit: Int
    private let client: HTTPClient
    private var cache: [URL: Artwork] = [:]
    private var loadOrder: [URL] = []
    private var inFlight: [URL: Task<Result<Artwork, ImageError>, Never>] = [:]
    private var loads = 0

    /// A provider that keeps up to `countLimit` artworks (at least 1) and gives up on a request
    /// after `timeout` seconds without an answer.
    public init(countLimit: Int = 200, timeout: TimeInterval = 15) {
        self.countLimit = max(1, countLimit)
        client = HTTPClient(timeout: timeout)
    }

    /// The artwork at `url`, from the cache or loaded (once) from the network.
    ///
    /// - Throws: ``ImageError``: unreachable, HTTP status, not an image.
    public func artwork(for url: URL) async throws(ImageError) -> Artwork {
        if let cached = cache[url] { return cached }
        if let running = inFlight[url] { return try await running.value.get() }
        let client = client
        loads += 1
        let task = Task { () -> Result<Artwork, ImageError> in
            do throws(HTTPFailure) {
                let data = try await client.get(url)
                guard let format = ImageFormat(signatureOf: data) else {
                    return .failure(.notAnImage(url: url.absoluteString))
                }
                return .success(Artwork(url: url, data: data, format: format))
            } catch {
                switch error {
                // The shared load runs in its own task, which nobody cancels.
                case .cancelled:
                    return .failure(
                        .unreachable(url: url.absoluteString, reason: "the request was cancelled"))
                case .status(let status): return .failure(.httpStatus(status, url: url.absoluteString))
                case .unreachable(let reason):
                    return .failure(.unreachable(url: url.absoluteString, reason: reason))
                }
            }
        }
        inFlight[url] = task
        let result = await task.value
        inFlight[url] = nil
        if case .success(let artwork) = result { store(artwork) }
        return try result.get()
    }

    /// The cached artwork for `url`, without loading.
    public func cachedArtwork(for url: URL) -> Artwork? {
        cache[url]
    }

    /// How many loads were started (cache misses not already in flight): a diagnostic for tests
    /// and statistics.
    public var loadCount: Int { loads }

    /// Forgets every cached artwork.
    public func removeAll() {
        cache.removeAll()
        loadOrder.removeAll()
    }

    private func store(_ artwork: Artwork) {
        if cache.updateValue(artwork, forKey: artwork.url) == nil {
            loadOrder.append(artwork.url)
        }
        while loadOrder.count > countLimit {
            cache[loadOrder.removeFirst()] = nil
        }
    }
}
