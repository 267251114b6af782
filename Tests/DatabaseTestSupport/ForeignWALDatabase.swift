import GRDB

/// Writes, at `path`, another program's database in WAL mode: unmarked, with a `notes` table and one
/// row, closed cleanly (so no `-wal` or `-shm` file is left beside it). A program that only looks at it
/// must leave its folder exactly as it was; opening it with SQLite, even read-only, would not.
///
/// ```swift
/// try makeForeignWALDatabase(at: folder.path("notes.sqlite"))
/// ```
public func makeForeignWALDatabase(at path: String) throws {
    let other = try DatabaseQueue(path: path)
    try other.writeWithoutTransaction { db in
        try db.execute(
            sql: """
                PRAGMA journal_mode = WAL;
                CREATE TABLE notes (body TEXT);
                INSERT INTO notes VALUES ('keep me');
                """)
    }
    try other.close()
}
