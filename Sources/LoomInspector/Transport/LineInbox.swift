import Foundation

/// The lines a connection received, waiting to be read one at a time by one reader: what the inspector's
/// link awaits (an `AsyncStream` iterator kept across calls would need `next(isolation:)`, which is newer
/// than the package's platform minimums).
///
/// Sharing it is safe: every stored property is read and written under `lock`, and each continuation is
/// resumed outside it, once.
final class LineInbox: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [[UInt8]] = []
    private var isFinished = false
    private var hasReceived = false
    private var hasExpired = false
    private var waiter: CheckedContinuation<[UInt8]?, Never>?

    /// Starts filling the inbox from `stream` until it ends.
    init(_ stream: AsyncStream<[UInt8]>?) {
        guard let stream else { return }
        Task { [self] in
            for await line in stream { push(line) }
            finish()
        }
    }

    func push(_ line: [UInt8]) {
        let waiting: CheckedContinuation<[UInt8]?, Never>? = lock.withLock {
            guard !hasExpired else { return nil }
            hasReceived = true
            guard let waiter else {
                lines.append(line)
                return nil
            }
            self.waiter = nil
            return waiter
        }
        waiting?.resume(returning: line)
    }

    func finish() {
        let waiting: CheckedContinuation<[UInt8]?, Never>? = lock.withLock {
            isFinished = true
            defer { waiter = nil }
            return waiter
        }
        waiting?.resume(returning: nil)
    }

    /// Ends the inbox when no line has arrived yet (a deadline for the first line passed) and says
    /// whether it did; once a line arrived, the deadline no longer matters, however late its reader
    /// runs. Line arrival and expiry are decided under one lock, so they never both win.
    func expireIfEmpty() -> Bool {
        let (expired, waiting): (Bool, CheckedContinuation<[UInt8]?, Never>?) = lock.withLock {
            guard !hasReceived, !isFinished else { return (false, nil) }
            hasExpired = true
            isFinished = true
            defer { waiter = nil }
            return (true, waiter)
        }
        waiting?.resume(returning: nil)
        return expired
    }

    /// Whether ``expireIfEmpty()`` ended the inbox.
    var isExpired: Bool { lock.withLock { hasExpired } }

    /// The next line, or `nil` once the connection ended and every line was read. One reader at a time.
    func next() async -> [UInt8]? {
        await withCheckedContinuation { (continuation: CheckedContinuation<[UInt8]?, Never>) in
            let ready: [UInt8]?? = lock.withLock {
                if !lines.isEmpty { return .some(lines.removeFirst()) }
                if isFinished { return .some(nil) }
                waiter = continuation
                return .none
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }
}
