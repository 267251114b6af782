import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A minimal HTTP/1.1 server on 127.0.0.1 for tests: an ephemeral port, one thread per
/// connection (at most `maximumConnections` at a time), one request per connection
/// (`Connection: close`), answers chosen by a routing closure. ``shutdown()`` opens every gate,
/// stops accepting and waits for the threads to end; call it at the end of each test.
///
/// A ``Response`` may wait on a ``Gate`` before it is sent: the test opens the gate when it
/// wants the (slow) answer to arrive.
final class LocalHTTPServer: Sendable {
    /// What the server received.
    struct Request: Sendable, Equatable {
        var method: String
        var target: String

        /// The path, without the query.
        var path: String { String(target.prefix { $0 != "?" }) }

        /// The decoded query items.
        var query: [String: String] {
            let items = URLComponents(string: target)?.queryItems ?? []
            return Dictionary(
                items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// What the server sends back.
    struct Response: Sendable {
        var status: Int
        var contentType: String
        var body: Data
        /// When set, the answer waits until the gate opens.
        var gate: Gate?

        static func json(_ text: String, status: Int = 200, gate: Gate? = nil) -> Response {
            Response(status: status, contentType: "application/json", body: Data(text.utf8), gate: gate)
        }

        static func bytes(_ data: Data, contentType: String) -> Response {
            Response(status: 200, contentType: contentType, body: data, gate: nil)
        }

        static func status(_ status: Int) -> Response {
            Response(
                status: status, contentType: "text/plain", body: Data("status \(status)".utf8), gate: nil)
        }
    }

    enum Failure: Error {
        case socket(String)
    }

    let port: UInt16
    private let listener: Int32
    private let route: @Sendable (Request) -> Response
    private let maximumConnections: Int
    private let state = Locked(State())
    private let finished = DispatchGroup()
    /// Signalled when the accept loop has returned. The listening descriptor is closed only after it:
    /// closing it earlier would let the loop call `accept` on a reused descriptor number that already
    /// belongs to the next test's server (which then answered 503 for it, a flaky failure).
    private let acceptLoopEnded = DispatchSemaphore(value: 0)

    private struct State {
        var requests: [Request] = []
        var waiters: [(id: Int, count: Int, continuation: CheckedContinuation<Void, Never>)] = []
        var nextWaiterID = 0
        var gates: [Gate] = []
        var activeConnections = 0
        var isStopped = false
    }

    /// Starts listening on 127.0.0.1 at a port chosen by the system.
    init(maximumConnections: Int = 16, route: @escaping @Sendable (Request) -> Response) throws {
        self.route = route
        self.maximumConnections = maximumConnections
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw Failure.socket("socket: \(String(cString: strerror(errno)))") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            let message = String(cString: strerror(errno))
            close(fd)
            throw Failure.socket("bind/listen: \(message)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        finished.enter()
        let thread = Thread { [self] in
            acceptLoop()
            acceptLoopEnded.signal()
            finished.leave()
        }
        thread.start()
    }

    /// `http://127.0.0.1:<port><path>`.
    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// Every request received so far, in arrival order.
    var requests: [Request] {
        state.withLock { $0.requests }
    }

    /// Returns once at least `count` requests have arrived (no polling, no timer), or when the
    /// waiting task is cancelled, so a broken test fails instead of hanging.
    func waitForRequests(_ count: Int) async {
        let id = state.withLock { state in
            state.nextWaiterID += 1
            return state.nextWaiterID
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let ready = state.withLock { state -> Bool in
                    if state.requests.count >= count || state.isStopped || Task.isCancelled { return true }
                    state.waiters.append((id, count, continuation))
                    return false
                }
                if ready { continuation.resume() }
            }
        } onCancel: {
            let waiter = state.withLock { state in
                state.waiters.firstIndex { $0.id == id }.map { state.waiters.remove(at: $0) }
            }
            waiter?.continuation.resume()
        }
    }

    /// Opens every gate, stops accepting, and waits until every connection thread has ended.
    func shutdown() {
        let gates = state.withLock { state -> [Gate] in
            state.isStopped = true
            return state.gates
        }
        gates.forEach { $0.open() }
        #if canImport(Glibc)
        _ = Glibc.shutdown(listener, Int32(SHUT_RDWR))
        #else
        _ = Darwin.shutdown(listener, SHUT_RDWR)
        #endif
        // `shutdown` wakes the blocked `accept`; close only once the loop is out of it (bounded wait).
        _ = acceptLoopEnded.wait(timeout: .now() + 10)
        close(listener)
        // Bounded, so a bug cannot hang the test run; normally this returns at once.
        _ = finished.wait(timeout: .now() + 10)
        let waiters = state.withLock { state in
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        waiters.forEach { $0.continuation.resume() }
    }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR { continue }
                return
            }
            let admitted = state.withLock { state -> Bool in
                guard !state.isStopped, state.activeConnections < maximumConnections else { return false }
                state.activeConnections += 1
                return true
            }
            guard admitted else {
                send(Response.status(503), on: connection)
                close(connection)
                if state.withLock({ $0.isStopped }) { return }
                continue
            }
            finished.enter()
            let thread = Thread { [self] in
                serve(connection)
                close(connection)
                state.withLock { $0.activeConnections -= 1 }
                finished.leave()
            }
            thread.start()
        }
    }

    private func serve(_ connection: Int32) {
        guard let request = readRequest(connection) else { return }
        let response = route(request)
        let ready = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.requests.append(request)
            if let gate = response.gate { state.gates.append(gate) }
            let count = state.requests.count
            let ready = state.waiters.filter { $0.count <= count }.map(\.continuation)
            state.waiters.removeAll { $0.count <= count }
            return ready
        }
        ready.forEach { $0.resume() }
        if let gate = response.gate {
            if state.withLock({ $0.isStopped }) { gate.open() }
            gate.wait()
        }
        send(response, on: connection)
    }

    /// Reads the request line and headers (the tests only send GET, without a body).
    private func readRequest(_ connection: Int32) -> Request? {
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        let terminator: [UInt8] = [13, 10, 13, 10]
        while received.count < 65_536 {
            let count = recv(connection, &buffer, buffer.count, 0)
            if count <= 0 { return nil }
            received += buffer[0..<count]
            if received.count >= 4,
                (0...(received.count - 4)).contains(where: { Array(received[$0..<($0 + 4)]) == terminator })
            {
                break
            }
        }
        let head = String(decoding: received, as: UTF8.self)
        let parts = head.prefix { $0 != "\r" && $0 != "\n" }.split(separator: " ")
        guard parts.count >= 2 else { return nil }
        return Request(method: String(parts[0]), target: String(parts[1]))
    }

    private func send(_ response: Response, on connection: Int32) {
        let reason =
            [200: "OK", 404: "Not Found", 500: "Internal Server Error", 503: "Service Unavailable"][
                response.status] ?? "Status"
        let head = """
            HTTP/1.1 \(response.status) \(reason)\r
            Content-Type: \(response.contentType)\r
            Content-Length: \(response.body.count)\r
            Connection: close\r
            \r

            """
        var bytes = Array(head.utf8)
        bytes += [UInt8](response.body)
        var offset = 0
        while offset < bytes.count {
            #if canImport(Glibc)
            let written = bytes[offset...].withUnsafeBytes {
                Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            #else
            let written = bytes[offset...].withUnsafeBytes {
                Darwin.send(connection, $0.baseAddress, $0.count, 0)
            }
            #endif
            if written <= 0 { return }
            offset += written
        }
    }
}
