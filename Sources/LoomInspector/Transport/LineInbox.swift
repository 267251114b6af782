import Foundation

/// The lines a connection received, waiting to be read one at a time by one reader: what the inspector's
/// link awaits (an `AsyncStream` iterator kept across calls would need `next(isolation:)`, which is newer
/// than the package's platform minimums).
final class LineInbox: @unchecked Sendable {
    // @unchecked Sendable: every stored property is read and written under `lock`; the continuation is
    // resumed outside it, once.
    private let lock = NSLock()
    private var lines: [[UInt8]] = []
    private var isFinished = false
    private var waiter: CheckedContinuation<[UInt8]?, Never>?

    /// Starts filling the inbox from `stream` until it ends.
    init(_ stream: AsyncStream<[UInt8]>) {
        Task { [self] in
            for await line in stream { push(line) }
            finish()
        }
    }

    private func push(_ line: [UInt8]) {
        let waiting: CheckedContinuation<[UInt8]?, Never>? = lock.withLock {
            guard let waiter else {
                lines.append(line)
                return nil
            }
            self.waiter = nil
            return waiter
        }
        waiting?.resume(returning: line)
    }

    private func finish() {
        let waiting: CheckedContinuation<[UInt8]?, Never>? = lock.withLock {
            isFinished = true
            defer { waiter = nil }
            return waiter
        }
        waiting?.resume(returning: nil)
    }

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
