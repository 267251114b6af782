package import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A saved session: the program's messages, one JSON object per line (a `hello`, then one `entry` per
/// action), which `loom-inspect --open FILE` replays. `loom-inspect --save FILE` writes one; an app on
/// another platform can write one too (the article "The inspector's log format").
package enum InspectorLog {
    /// Reads the log at `path`.
    /// - Throws: ``InspectorError/cannotOpenLog(path:reason:)`` when the file cannot be read;
    ///   ``InspectorError/unreadableLog(path:line:reason:)`` naming the first line that is not a
    ///   message in order.
    package static func read(path: String) throws(InspectorError) -> InspectorHistory {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw .cannotOpenLog(path: path, reason: String(cString: strerror(errno)))
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        let data: Data
        do {
            data = try handle.readToEnd() ?? Data()
        } catch {
            throw .cannotOpenLog(path: path, reason: reason(for: error))
        }
        return try parse(data, path: path)
    }

    /// Parses a log's bytes (`path` names it in errors).
    package static func parse(_ data: Data, path: String) throws(InspectorError) -> InspectorHistory {
        var bytes = Array(data)
        if bytes.last != 0x0A { bytes.append(0x0A) }
        let lines = JSONLines.takeLines(from: &bytes)
        var history: InspectorHistory?
        for (offset, line) in lines.enumerated() {
            let number = offset + 1
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x0D || $0 == 0x09 }) { continue }
            let message: ProgramMessage
            do {
                message = try JSONLines.decode(ProgramMessage.self, from: line)
            } catch {
                throw .unreadableLog(path: path, line: number, reason: "not a message of the log format")
            }
            do throws(InspectorError) {
                if history == nil {
                    history = try InspectorHistory(hello: message)
                } else if case .entry = message {
                    try history?.apply(message)
                }
                // Positions say where a live store was; a replay starts at the latest state.
            } catch {
                throw .unreadableLog(path: path, line: number, reason: error.reasonForLog)
            }
        }
        guard var history else { throw .unreadableLog(path: path, line: 1, reason: "no hello line") }
        _ = history.returnToPresent()
        return history
    }

    /// Writes `history` to a new file at `path` (mode 0600), never over an existing file.
    /// - Throws: ``InspectorError/cannotSaveLog(path:reason:)``.
    package static func write(_ history: InspectorHistory, to path: String) throws(InspectorError) {
        try checkSavable(path)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else {
            throw .cannotSaveLog(path: path, reason: String(cString: strerror(errno)))
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            for message in history.messages { try handle.write(contentsOf: JSONLines.line(message)) }
            try handle.close()
        } catch {
            throw .cannotSaveLog(path: path, reason: reason(for: error))
        }
    }

    /// Checks, before a session starts, that a log can be saved at `path`: nothing is there yet.
    /// - Throws: ``InspectorError/cannotSaveLog(path:reason:)`` when a file exists there.
    package static func checkSavable(_ path: String) throws(InspectorError) {
        if FileManager.default.fileExists(atPath: path) {
            throw .cannotSaveLog(path: path, reason: "a file exists there (the inspector never replaces one)")
        }
    }

    private static func reason(for error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}

extension InspectorError {
    /// The error's reason, for a line of a log.
    fileprivate var reasonForLog: String {
        switch self {
        case .protocolViolation(let reason): reason
        case .refused: "a refusal is not part of a log"
        default: description
        }
    }
}
