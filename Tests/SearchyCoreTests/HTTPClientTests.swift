import Foundation
import Testing

@testable import SearchyCore

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("HTTP outcomes mapped to typed failures")
struct HTTPClientTests {
    private let url = URL(string: "http://127.0.0.1:9/x")!

    private func response(_ status: Int) -> HTTPURLResponse? {
        HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: nil)
    }

    @Test("a timed-out request is unreachable with 'no answer in time'")
    func timedOut() {
        #expect(
            HTTPClient.outcome(data: nil, response: nil, error: URLError(.timedOut))
                == .failure(.unreachable(reason: "no answer in time")))
    }

    @Test("connection errors name their cause")
    func connectionErrors() {
        #expect(
            HTTPClient.outcome(data: nil, response: nil, error: URLError(.cannotFindHost))
                == .failure(.unreachable(reason: "the host name is unknown")))
        #expect(
            HTTPClient.outcome(data: nil, response: nil, error: URLError(.notConnectedToInternet))
                == .failure(.unreachable(reason: "there is no network connection")))
        #expect(
            HTTPClient.outcome(data: nil, response: nil, error: URLError(.networkConnectionLost))
                == .failure(.unreachable(reason: "the connection was lost")))
    }

    @Test("a cancelled request is cancelled")
    func cancelled() {
        #expect(
            HTTPClient.outcome(data: nil, response: nil, error: URLError(.cancelled)) == .failure(.cancelled))
    }

    @Test("statuses outside 200–299 are failures; inside, the body is returned")
    func statuses() {
        #expect(
            HTTPClient.outcome(data: Data("x".utf8), response: response(301), error: nil)
                == .failure(.status(301)))
        #expect(
            HTTPClient.outcome(data: Data("x".utf8), response: response(204), error: nil)
                == .success(Data("x".utf8)))
        #expect(HTTPClient.outcome(data: nil, response: response(200), error: nil) == .success(Data()))
    }
}
