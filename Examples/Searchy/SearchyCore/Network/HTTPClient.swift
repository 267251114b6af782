import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Why an HTTP GET failed; each service turns it into its own typed error.
enum HTTPFailure: Error, Equatable {
    /// No answer: refused, unknown host, lost connection, timed out.
    case unreachable(reason: String)
    /// An answer with a status outside 200–299.
    case status(Int)
    /// The task was cancelled.
    case cancelled
}

/// A small GET client over `URLSession` (FoundationNetworking on Linux) with typed failures and
/// prompt cancellation: cancelling the calling task cancels the request, and an answer that
/// arrives after cancellation is discarded.
final class HTTPClient: Sendable {
    private let session: URLSession

    /// A client whose requests give up after `timeout` seconds without an answer. The timeout
    /// is rounded up to whole seconds, at least 1: FoundationNetworking on Linux truncates it
    /// to whole seconds, and 0 would fail every request at once.
    init(timeout: TimeInterval) {
        let seconds = max(1, timeout.rounded(.up))
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = seconds
        configuration.timeoutIntervalForResource = seconds * 4
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        session = URLSession(configuration: configuration)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// The body of a successful answer to `GET url`.
    func get(_ url: URL) async throws(HTTPFailure) -> Data {
        if Task.isCancelled { throw .cancelled }
        let request = URLRequest(url: url)
        let handle = CancellableRequest()
        let outcome: Result<Data, HTTPFailure> = await withTaskCancellationHandler {
            await withCheckedContinuation {
                (continuation: CheckedContinuation<Result<Data, HTTPFailure>, Never>) in
                let task = session.dataTask(with: request) { data, response, error in
                    continuation.resume(returning: Self.outcome(data: data, response: response, error: error))
                }
                handle.start(task)
            }
        } onCancel: {
            handle.cancel()
        }
        if Task.isCancelled { throw .cancelled }
        return try outcome.get()
    }

    static func outcome(data: Data?, response: URLResponse?, error: (any Error)?) -> Result<Data, HTTPFailure>
    {
        if let error {
            let code = (error as? URLError)?.code.rawValue ?? (error as NSError).code
            if code == URLError.Code.cancelled.rawValue { return .failure(.cancelled) }
            if code == URLError.Code.timedOut.rawValue {
                return .failure(.unreachable(reason: "no answer in time"))
            }
            return .failure(.unreachable(reason: reason(for: code, error: error)))
        }
        guard let http = response as? HTTPURLResponse else {
            return .failure(.unreachable(reason: "the answer is not HTTP"))
        }
        guard (200..<300).contains(http.statusCode) else { return .failure(.status(http.statusCode)) }
        return .success(data ?? Data())
    }

    private static func reason(for code: Int, error: any Error) -> String {
        switch code {
        case URLError.Code.cannotConnectToHost.rawValue: "the connection was refused"
        case URLError.Code.cannotFindHost.rawValue, URLError.Code.dnsLookupFailed.rawValue:
            "the host name is unknown"
        case URLError.Code.notConnectedToInternet.rawValue: "there is no network connection"
        case URLError.Code.networkConnectionLost.rawValue: "the connection was lost"
        case URLError.Code.badServerResponse.rawValue: "the server's answer is not valid HTTP"
        default: error.localizedDescription
        }
    }
}

/// The data task of one request, cancellable from the task's cancellation handler, which may
/// run before the data task exists or concurrently with its start.
///
/// `@unchecked Sendable` is safe: `task` and `isCancelled` are only read and written while
/// holding `lock`.
private final class CancellableRequest: @unchecked Sendable {
    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var isCancelled = false

    func start(_ task: URLSessionDataTask) {
        let cancelledAlready = lock.withLock {
            self.task = task
            return isCancelled
        }
        if cancelledAlready { task.cancel() }
        task.resume()
    }

    func cancel() {
        let task = lock.withLock {
            isCancelled = true
            return self.task
        }
        task?.cancel()
    }
}
