import Foundation
import GRDB
import LoomGRDB
import Testing

@Suite("DatabaseFile: telling our files from others without writing them")
struct DatabaseFileTests {
    private let folder: String

    init() throws {
        folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("DatabaseFileTests-\(UUID())")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    private func path(_ name: String) -> String { (folder as NSString).appendingPathComponent(name) }

    private func contents(_ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path(name)))
    }

    @Test(
        "SQLite files in WAL mode are inspected without writing anything beside them (issue 20, data loss 3)")
    func walModeFilesAreNotTouched() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, setup) in [
            (
                "foreign.sqlite",
                "PRAGMA journal_mode = WAL; CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('x')"
            ),
            ("blank.sqlite", "PRAGMA journal_mode = WAL"),
        ] {
            let database = try DatabaseQueue(path: path(name))
            try database.writeWithoutTransaction { db in try db.execute(sql: setup) }
            try database.close()
        }
        let listing = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(listing == ["blank.sqlite", "foreign.sqlite"])
        let foreign = try contents("foreign.sqlite")
        let blank = try contents("blank.sqlite")
        guard case .sqlite(let header) = try DatabaseFile.inspect(path("foreign.sqlite")) else {
            Issue.record("the foreign file is SQLite")
            return
        }
        #expect(header.isUnmarked)
        #expect(try DatabaseFile.inspect(path("blank.sqlite")) == .blank)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == listing)
        #expect(try contents("foreign.sqlite") == foreign)
        #expect(try contents("blank.sqlite") == blank)
    }

    @Test("no file, or an empty one, holds nothing")
    func nothing() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try DatabaseFile.inspect(path("missing.sqlite")) == .nothing)
        #expect(FileManager.default.createFile(atPath: path("empty.sqlite"), contents: Data()))
        #expect(try DatabaseFile.inspect(path("empty.sqlite")) == .nothing)
    }

    @Test("text, short files and garbage are not SQLite, and are not modified by looking")
    func notSQLite() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let samples = [
            Data("my notes\n".utf8), Data("SQLite format 3".utf8), Data(repeating: 0x5A, count: 10_000),
            Data("SQLite format 3\0".utf8) + Data(repeating: 0, count: 50),
        ]
        for (index, sample) in samples.enumerated() {
            try sample.write(to: URL(fileURLWithPath: path("file\(index)")))
            #expect(try DatabaseFile.inspect(path("file\(index)")) == .notSQLite, "sample \(index)")
            #expect(try contents("file\(index)") == sample)
        }
    }

    @Test("an SQLite database's application id and user version are read from its header")
    func marks() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let database = try DatabaseQueue(path: path("marked.sqlite"))
        try database.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA application_id = 1280267348; PRAGMA user_version = 3")
            try db.execute(sql: "CREATE TABLE t (x)")
        }
        try database.close()
        guard case .sqlite(let header) = try DatabaseFile.inspect(path("marked.sqlite")) else {
            Issue.record("not read as SQLite")
            return
        }
        #expect(header.applicationID == 1_280_267_348)
        #expect(header.userVersion == 3)
        #expect(header.schemaCookie > 0)
        #expect(!header.isUnmarked)
    }

    @Test("an unmarked database with tables is SQLite, one with no schema is blank")
    func blankOrNot() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let withTable = try DatabaseQueue(path: path("tables.sqlite"))
        try withTable.write { db in try db.execute(sql: "CREATE TABLE notes (body TEXT)") }
        try withTable.close()
        #expect(
            try DatabaseFile.inspect(path("tables.sqlite"))
                == .sqlite(DatabaseFile.Header(applicationID: 0, userVersion: 0, schemaCookie: 1)))
        let blank = try DatabaseQueue(path: path("blank.sqlite"))
        try blank.writeWithoutTransaction { db in try db.execute(sql: "VACUUM") }
        try blank.close()
        #expect(try DatabaseFile.inspect(path("blank.sqlite")) == .blank)
    }

    @Test("a folder or an unreadable path is a failure, not 'nothing'")
    func unreadable() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: DatabaseFile.Failure(path: folder, reason: "it is not a regular file")) {
            try DatabaseFile.inspect(folder)
        }
    }

    @Test("a header is read only from 100 bytes that start with the SQLite magic string")
    func header() {
        var bytes = Array("SQLite format 3\0".utf8) + [UInt8](repeating: 0, count: 84)
        bytes[60...63] = [0, 0, 0, 2]
        bytes[68...71] = [0x4C, 0x6F, 0x6F, 0x6D]
        #expect(
            DatabaseFile.Header(bytes: bytes)
                == DatabaseFile.Header(applicationID: 0x4C6F_6F6D, userVersion: 2, schemaCookie: 0))
        #expect(DatabaseFile.Header(bytes: bytes.prefix(99)) == nil)
        bytes[0] = 0x73
        #expect(DatabaseFile.Header(bytes: bytes) == nil)
    }

    @Test("moving aside keeps the bytes and the journal, under a timestamped name that is never reused")
    func moveAside() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = path("data.sqlite")
        let date = Date(timeIntervalSince1970: 1_750_000_000)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let stamp = formatter.string(from: date)
        try Data("one".utf8).write(to: URL(fileURLWithPath: file))
        try Data("journal".utf8).write(to: URL(fileURLWithPath: file + "-journal"))
        let first = try DatabaseFile.moveAside(file, label: "damaged", date: date)
        #expect(first == "\(file).damaged-\(stamp)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: first)) == Data("one".utf8))
        #expect(try Data(contentsOf: URL(fileURLWithPath: first + "-journal")) == Data("journal".utf8))
        #expect(!FileManager.default.fileExists(atPath: file))
        #expect(!FileManager.default.fileExists(atPath: file + "-journal"))
        try Data("two".utf8).write(to: URL(fileURLWithPath: file))
        let second = try DatabaseFile.moveAside(file, label: "damaged", date: date)
        #expect(second == "\(file).damaged-\(stamp)-2")
        #expect(try Data(contentsOf: URL(fileURLWithPath: first)) == Data("one".utf8))
        #expect(throws: DatabaseFile.Failure.self) { try DatabaseFile.moveAside(file, label: "damaged") }
    }
}
