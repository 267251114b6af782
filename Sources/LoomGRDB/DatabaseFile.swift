package import Foundation
import GRDB

/// What a file at a database path holds, decided from its first bytes alone (so even when SQLite
/// would refuse the file, and without SQLite: opening a database in WAL mode, even read-only, would
/// create `-wal` and `-shm` files beside it) — never writing anything — and the one safe way to move
/// a database file aside.
///
/// The rule for every program that keeps an embedded database: **a file that is not ours is never
/// written**. A program creates its database only where ``inspect(_:)`` finds ``Contents/nothing``
/// (no file, or an empty one) or ``Contents/blank`` (an SQLite database without any table or mark:
/// nothing to lose); an SQLite file is ours only when its `PRAGMA application_id` is the program's
/// own (or it is an older file of the program's, recognised by its tables); anything else is
/// refused with a message and left untouched. A database of ours that holds user edits is never
/// rebuilt or replaced silently: the old file is kept with ``moveAside(_:label:date:)`` and the
/// program says so.
///
/// ```swift
/// switch try DatabaseFile.inspect("/home/ada/.local/share/loom/todo.sqlite") {
/// case .nothing, .blank: print("create it")
/// case .notSQLite: print("not a database: leave it alone")
/// case .sqlite(let header) where header.applicationID == 0x4C6F_5444: print("ours")
/// case .sqlite: print("another program's database: leave it alone")
/// }
/// ```
package enum DatabaseFile {
    /// What ``inspect(_:)`` found.
    package enum Contents: Sendable, Hashable {
        /// No file, or an empty one: a database may be created there.
        case nothing
        /// An SQLite database with no table, no `application_id`, no `user_version` and no pending
        /// write-ahead log: it holds nothing, so a program may make it its own.
        case blank
        /// A file that is not an SQLite database (text, an image, a damaged or truncated header).
        case notSQLite
        /// An SQLite database with the marks of ``Header``.
        case sqlite(Header)
    }

    /// The marks of an SQLite database file's header (its first 100 bytes; see "Database File
    /// Format" in the SQLite documentation).
    ///
    /// ```swift
    /// let header = DatabaseFile.Header(bytes: firstHundredBytes)
    /// header?.applicationID   // PRAGMA application_id
    /// ```
    package struct Header: Sendable, Hashable {
        /// `PRAGMA application_id` (bytes 68–71): which application the file belongs to, 0 if unset.
        package var applicationID: Int32
        /// `PRAGMA user_version` (bytes 60–63): the application's schema version, 0 if unset.
        package var userVersion: Int32
        /// The schema cookie (bytes 40–43): 0 when the schema never changed (it also changes
        /// without any table, e.g. with `VACUUM`).
        package var schemaCookie: UInt32
        /// Whether the database is in WAL mode (bytes 18–19 are 2): SQLite, even reading it, creates
        /// `-wal` and `-shm` files beside it, so a file that is not ours must not be opened.
        package var usesWAL: Bool

        /// The magic string every SQLite 3 database starts with.
        static let magic = Array("SQLite format 3\0".utf8)

        /// Makes a header from its values.
        package init(applicationID: Int32, userVersion: Int32, schemaCookie: UInt32, usesWAL: Bool = false) {
            self.applicationID = applicationID
            self.userVersion = userVersion
            self.schemaCookie = schemaCookie
            self.usesWAL = usesWAL
        }

        /// Reads a header from the first bytes of a file, or `nil` when they are not an SQLite 3
        /// header (fewer than 100 bytes, or another magic string).
        package init?(bytes: some Collection<UInt8>) {
            let bytes = Array(bytes.prefix(100))
            guard bytes.count == 100, Array(bytes[0..<16]) == Self.magic else { return nil }
            func bigEndian(_ offset: Int) -> UInt32 {
                bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
            }
            applicationID = Int32(bitPattern: bigEndian(68))
            userVersion = Int32(bitPattern: bigEndian(60))
            schemaCookie = bigEndian(40)
            usesWAL = bytes[18] == 2 || bytes[19] == 2
        }

        /// Whether the database carries no mark: no application id and no user version.
        package var isUnmarked: Bool { applicationID == 0 && userVersion == 0 }
    }

    /// Why a database file could not be inspected or moved.
    package struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// The file.
        package var path: String
        /// The system's reason.
        package var reason: String

        /// Makes a failure.
        package init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }

        /// "cannot read /x/todo.sqlite: Permission denied".
        package var description: String { "cannot read or move \(path): \(reason)" }
    }

    /// What the file at `path` holds. Only reads its first bytes; never opens it with SQLite, never
    /// creates or writes anything (not even beside it).
    ///
    /// - Throws: ``Failure`` when the file exists but cannot be read (no permission, a folder).
    package static func inspect(_ path: String) throws(Failure) -> Contents {
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch {
            // Missing when asked is missing, even if another program creates it a moment later (asking
            // again would then see a file and report the first answer as a failure).
            let code = (error as? CocoaError)?.code
            if code == .fileNoSuchFile || code == .fileReadNoSuchFile
                || !FileManager.default.fileExists(atPath: path)
            {
                return .nothing
            }
            throw Failure(path: path, reason: reason(of: error))
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw Failure(path: path, reason: "it is not a regular file")
        }
        if (attributes[.size] as? NSNumber)?.intValue == 0 { return .nothing }
        let bytes: Data
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            bytes = try handle.read(upToCount: 108) ?? Data()
        } catch {
            throw Failure(path: path, reason: reason(of: error))
        }
        guard let header = Header(bytes: bytes) else { return .notSQLite }
        if header.isUnmarked, !hasNonEmptyFile(path + "-wal"), !hasNonEmptyFile(path + "-journal"),
            hasEmptySchema(Array(bytes))
        {
            return .blank
        }
        return .sqlite(header)
    }

    /// Whether the schema table (page 1, after the 100-byte file header) is a leaf without any cell:
    /// no table, index, view or trigger.
    private static func hasEmptySchema(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 108 && bytes[100] == 0x0D && bytes[103] == 0 && bytes[104] == 0
    }

    /// Whether a program must not write the file at `path`: the process may not write it or its
    /// folder (SQLite writes its journal there), or the file has no write permission at all (it was
    /// made read-only on purpose, which is respected even by a process that could write it, such as
    /// root). A missing file is not read-only.
    ///
    /// ```swift
    /// chmod(path, 0o444)
    /// DatabaseFile.isReadOnly(path)   // true, even for root
    /// ```
    package static func isReadOnly(_ path: String) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0 else { return false }
        let folder = (path as NSString).deletingLastPathComponent
        return status.st_mode & 0o222 == 0 || access(path, W_OK) != 0 || access(folder, W_OK) != 0
    }

    /// Moves the database at `path`, with its `-journal`, `-wal` and `-shm` companions, to a new
    /// name in the same folder, `<path>.<label>-<yyyyMMdd-HHmmss>` (with `-2`, `-3`… if taken), and
    /// returns the new path. The file's bytes are not touched.
    ///
    /// ```swift
    /// let kept = try DatabaseFile.moveAside("/data/chinook.sqlite", label: "damaged")
    /// // "/data/chinook.sqlite.damaged-20250612-101530"
    /// ```
    ///
    /// - Throws: ``Failure`` when the file cannot be renamed (nothing was moved then).
    package static func moveAside(
        _ path: String, label: String, date: Date = Date()
    ) throws(Failure) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let stem = "\(path).\(label)-\(formatter.string(from: date))"
        var target = stem
        var attempt = 1
        while FileManager.default.fileExists(atPath: target)
            || FileManager.default.fileExists(atPath: target + "-journal")
        {
            attempt += 1
            target = "\(stem)-\(attempt)"
        }
        guard rename(path, target) == 0 else {
            throw Failure(path: path, reason: String(cString: strerror(errno)))
        }
        for suffix in ["-journal", "-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix)
        {
            // A journal must follow its database: applied to another file it would damage it.
            if rename(path + suffix, target + suffix) != 0 {
                let reason = String(cString: strerror(errno))
                _ = rename(target, path)
                throw Failure(path: path + suffix, reason: reason)
            }
        }
        return target
    }

    private static func hasNonEmptyFile(_ path: String) -> Bool {
        let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber
        return (size?.intValue ?? 0) > 0
    }

    /// The system's reason for a file error ("Permission denied"), or the error's description.
    private static func reason(of error: any Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
        return error.localizedDescription
    }
}
