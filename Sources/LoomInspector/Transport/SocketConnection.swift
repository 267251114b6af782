import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One connected socket carrying JSON lines: writes go out in order on a queue of their own (a slow
/// reader never blocks the caller), and ``lines()`` reads on another.
///
/// Sharing it is safe: `descriptor` is a `let`; `isClosed` is read and written under `lock`, which is
/// also held for every write and for closing, so a descriptor is never written after it is closed (nor
/// its number reused by another file meanwhile).
final class SocketConnection: @unchecked Sendable {
    private let descriptor: Int32
    private let writer = DispatchQueue(label: "LoomInspector.write")
    private let lock = NSLock()
    private var isClosed = false

    /// Wraps a connected socket; the connection owns it.
    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Sends `data` after what was sent before; a connection that broke drops it.
    func send(_ data: Data) {
        writer.async { [self] in sendNow(data) }
    }

    /// Sends `data` before returning.
    func sendNow(_ data: Data) {
        lock.withLock {
            guard !isClosed else { return }
            data.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = systemSend(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written > 0 {
                        offset += written
                    } else if written < 0, errno == EINTR {
                        continue
                    } else {
                        return
                    }
                }
            }
        }
    }

    /// The lines that arrive, without their line feeds, until the other side closes or ``close()``
    /// is called; then the socket is closed.
    func lines() -> AsyncStream<[UInt8]> {
        let (stream, continuation) = AsyncStream.makeStream(of: [UInt8].self, bufferingPolicy: .unbounded)
        DispatchQueue(label: "LoomInspector.read").async { [self] in
            var pending: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 16_384)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                pending.append(contentsOf: buffer[0..<count])
                for line in JSONLines.takeLines(from: &pending) { continuation.yield(Array(line)) }
            }
            continuation.finish()
            lock.withLock {
                isClosed = true
                systemClose(descriptor)
            }
        }
        return stream
    }

    /// Ends the connection both ways: the other side reads its end, and ``lines()`` finishes.
    func close() {
        lock.withLock {
            guard !isClosed else { return }
            _ = shutdown(descriptor, Int32(SHUT_RDWR))
        }
    }
}

private func systemSend(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
    Darwin.send(descriptor, bytes, count, 0)
    #else
    send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
    #endif
}

private func systemClose(_ descriptor: Int32) {
    #if canImport(Darwin)
    _ = Darwin.close(descriptor)
    #elseif canImport(Musl)
    _ = Musl.close(descriptor)
    #else
    _ = Glibc.close(descriptor)
    #endif
}
