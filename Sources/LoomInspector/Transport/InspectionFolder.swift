import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where inspectable programs put their sockets: `$XDG_RUNTIME_DIR/loom`, else `/tmp/loom-<uid>`;
/// a folder only its user can enter (0700), holding one socket per program, `<name>-<pid>.sock`,
/// which only that user can open (0600).
package enum InspectionFolder {
    /// One program found in the folder.
    package struct Program: Equatable, Sendable {
        /// The program's name.
        package var name: String
        /// Its process id.
        package var processID: Int32
        /// Its socket.
        package var path: String

        /// "todo (pid 42)".
        package var label: String { "\(name) (pid \(processID))" }
    }

    /// The folder for `environment` (not created).
    package static func path(environment: [String: String]) -> String {
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") {
            return runtime + "/loom"
        }
        return "/tmp/loom-\(getuid())"
    }

    /// Creates the folder if needed (mode 0700) and checks that it belongs to this user and is closed
    /// to everyone else.
    /// - Throws: ``InspectorError/unsafeFolder(path:reason:)`` otherwise.
    package static func prepare(environment: [String: String]) throws(InspectorError) -> String {
        let folder = path(environment: environment)
        if mkdir(folder, 0o700) != 0, errno != EEXIST {
            throw .unsafeFolder(path: folder, reason: String(cString: strerror(errno)))
        }
        var info = stat()
        guard lstat(folder, &info) == 0 else {
            throw .unsafeFolder(path: folder, reason: String(cString: strerror(errno)))
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            throw .unsafeFolder(path: folder, reason: "not a folder")
        }
        guard info.st_uid == getuid() else {
            throw .unsafeFolder(path: folder, reason: "it belongs to another user")
        }
        guard info.st_mode & 0o077 == 0 else {
            throw .unsafeFolder(path: folder, reason: "others can open it (its mode should be 0700)")
        }
        return folder
    }

    /// The socket path of `program` with `processID` in `folder`.
    package static func socketPath(folder: String, program: String, processID: Int32) -> String {
        let safeName = String(program.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        return "\(folder)/\(safeName)-\(processID).sock"
    }

    /// The programs whose sockets are in `folder` and whose process still runs, by process id.
    package static func programs(in folder: String) -> [Program] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.compactMap { name -> Program? in
            guard name.hasSuffix(".sock"), let dash = name.lastIndex(of: "-") else { return nil }
            let pidText = name[name.index(after: dash)..<name.index(name.endIndex, offsetBy: -5)]
            guard let processID = Int32(pidText), isRunning(processID) else { return nil }
            return Program(name: String(name[..<dash]), processID: processID, path: folder + "/" + name)
        }
        .sorted { $0.processID < $1.processID }
    }

    /// Whether a process with `processID` exists.
    static func isRunning(_ processID: Int32) -> Bool {
        #if os(watchOS) || os(tvOS)
        true  // no `kill` there: a leftover socket is found out when connecting to it fails
        #else
        kill(processID, 0) == 0 || errno == EPERM
        #endif
    }
}
