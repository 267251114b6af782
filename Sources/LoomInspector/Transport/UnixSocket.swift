import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few socket calls the inspector needs: a stream socket bound to a path in the user's
/// ``InspectionFolder``, readable and writable by the user alone.
enum UnixSocket {
    /// A listening socket at `path` (an old file there is replaced: it is a socket of this program's
    /// own name and process id, left by nobody alive), mode 0600.
    static func listen(at path: String) throws(InspectorError) -> Int32 {
        let descriptor = try make()
        unlink(path)
        var address = try address(path)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard bound == 0, chmod(path, 0o600) == 0, systemListen(descriptor, 4) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw .socket("cannot listen at \(path): \(reason)")
        }
        return descriptor
    }

    /// A socket connected to the program listening at `path`.
    /// - Throws: ``InspectorError/socket(_:)`` when nobody listens there (the caller names the
    ///   program that went away).
    static func connect(to path: String) throws(InspectorError) -> Int32 {
        let descriptor = try make()
        var address = try address(path)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                systemConnect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard connected == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw .socket(reason)
        }
        return descriptor
    }

    /// Waits for the next connection; `nil` once the listening socket is shut down.
    static func accept(on descriptor: Int32) -> Int32? {
        while true {
            let connection = systemAccept(descriptor, nil, nil)
            if connection >= 0 { return connection }
            if errno != EINTR { return nil }
        }
    }

    private static func make() throws(InspectorError) -> Int32 {
        #if canImport(Darwin)
        let descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
        #else
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        guard descriptor >= 0 else { throw .socket(String(cString: strerror(errno))) }
        #if canImport(Darwin)
        var on: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        return descriptor
    }

    private static func address(_ path: String) throws(InspectorError) -> sockaddr_un {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard bytes.count < capacity else {
            throw .socket("the path \(path) is longer than a socket path may be (\(capacity - 1) bytes)")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        }
        return address
    }
}

// The C functions, named apart from this file's own `listen`, `connect` and `accept`.
#if canImport(Glibc)
private let systemListen = Glibc.listen
private let systemConnect = Glibc.connect
private let systemAccept = Glibc.accept
#elseif canImport(Musl)
private let systemListen = Musl.listen
private let systemConnect = Musl.connect
private let systemAccept = Musl.accept
#elseif canImport(Darwin)
private let systemListen = Darwin.listen
private let systemConnect = Darwin.connect
private let systemAccept = Darwin.accept
#endif
