import GRDB

/// The schema of a catalog database, and the marks that identify it.
///
/// A catalog database carries `PRAGMA application_id` = ``applicationID`` and
/// `PRAGMA user_version` = ``version``. A catalog of an ``upgradable`` version is upgraded in place
/// (only derived data changes); one of another version is stale and is rebuilt from the bundled data,
/// keeping the user's playlists and track edits. Bump ``version`` whenever the schema or the import
/// changes (version 2 added the triggers that keep the full-text index in step with `tracks`).
enum CatalogSchema {
    /// "Loom" in ASCII.
    static let applicationID: Int32 = 0x4C6F_6F6D
    /// The current schema version.
    static let version: Int32 = 2
    /// The older versions ``upgrade(_:from:)`` brings to ``version`` in place.
    static let upgradable: Set<Int32> = [1]
    /// The full-text index of tracks.
    static let searchTable = "track_search"
    /// The tables a complete catalog holds.
    static let tables = [
        "artists", "albums", "genres", "media_types", "tracks", "playlists", "playlist_tracks", searchTable,
    ]

    /// Creates every table. Runs inside the import transaction.
    static func create(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE artists (
                    id INTEGER PRIMARY KEY,
                    name TEXT NOT NULL);
                CREATE TABLE albums (
                    id INTEGER PRIMARY KEY,
                    title TEXT NOT NULL,
                    artist_id INTEGER NOT NULL REFERENCES artists(id) ON DELETE CASCADE);
                CREATE INDEX albums_on_artist_id ON albums(artist_id);
                CREATE TABLE genres (
                    id INTEGER PRIMARY KEY,
                    name TEXT NOT NULL);
                CREATE TABLE media_types (
                    id INTEGER PRIMARY KEY,
                    name TEXT NOT NULL);
                CREATE TABLE tracks (
                    id INTEGER PRIMARY KEY,
                    name TEXT NOT NULL,
                    album_id INTEGER NOT NULL REFERENCES albums(id) ON DELETE CASCADE,
                    media_type_id INTEGER NOT NULL REFERENCES media_types(id),
                    genre_id INTEGER NOT NULL REFERENCES genres(id),
                    composer TEXT,
                    milliseconds INTEGER NOT NULL,
                    bytes INTEGER NOT NULL,
                    unit_price REAL NOT NULL);
                CREATE INDEX tracks_on_album_id ON tracks(album_id);
                CREATE INDEX tracks_on_genre_id ON tracks(genre_id);
                CREATE TABLE playlists (
                    id INTEGER PRIMARY KEY,
                    name TEXT NOT NULL);
                CREATE TABLE playlist_tracks (
                    playlist_id INTEGER NOT NULL REFERENCES playlists(id) ON DELETE CASCADE,
                    track_id INTEGER NOT NULL REFERENCES tracks(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    PRIMARY KEY (playlist_id, track_id));
                CREATE INDEX playlist_tracks_on_position ON playlist_tracks(playlist_id, position);
                CREATE INDEX playlist_tracks_on_track_id ON playlist_tracks(track_id);
                """)
        do {
            try db.execute(
                sql: """
                    CREATE VIRTUAL TABLE \(searchTable) USING fts5(
                        name, album, artist, composer,
                        tokenize = "unicode61 remove_diacritics 2")
                    """)
        } catch let error as DatabaseError where error.message?.contains("no such module") == true {
            throw CatalogError.fullTextSearchUnavailable
        }
    }

    /// Fills the full-text index from the tables, then creates the triggers that keep it in step with
    /// `tracks` (a track renamed, given another composer or album, inserted or deleted, by any program
    /// that writes the catalog: the library's track detail, a second connection). Runs inside the
    /// import transaction, after the import (the insert trigger would index the imported rows twice).
    static func index(_ db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO \(searchTable) (rowid, name, album, artist, composer)
                SELECT tracks.id, tracks.name, albums.title, artists.name, coalesce(tracks.composer, '')
                FROM tracks
                JOIN albums ON albums.id = tracks.album_id
                JOIN artists ON artists.id = albums.artist_id
                """)
        let indexed = """
            SELECT new.id, new.name, albums.title, artists.name, coalesce(new.composer, '')
            FROM albums JOIN artists ON artists.id = albums.artist_id
            WHERE albums.id = new.album_id
            """
        try db.execute(
            sql: """
                CREATE TRIGGER tracks_search_insert AFTER INSERT ON tracks BEGIN
                    INSERT INTO \(searchTable) (rowid, name, album, artist, composer) \(indexed);
                END;
                CREATE TRIGGER tracks_search_update AFTER UPDATE OF id, name, composer, album_id ON tracks BEGIN
                    DELETE FROM \(searchTable) WHERE rowid = old.id;
                    INSERT INTO \(searchTable) (rowid, name, album, artist, composer) \(indexed);
                END;
                CREATE TRIGGER tracks_search_delete AFTER DELETE ON tracks BEGIN
                    DELETE FROM \(searchTable) WHERE rowid = old.id;
                END;
                """)
    }

    /// Brings a sound catalog of an ``upgradable`` version to ``version`` inside the caller's
    /// transaction. From 1: the search index is filled again from the tables (a version-1 index did not
    /// follow edits) and gets its triggers. No row of the user's tables is touched.
    static func upgrade(_ db: Database, from version: Int32) throws {
        if version < 2 {
            try db.execute(
                sql: """
                    DROP TRIGGER IF EXISTS tracks_search_insert;
                    DROP TRIGGER IF EXISTS tracks_search_update;
                    DROP TRIGGER IF EXISTS tracks_search_delete;
                    DELETE FROM \(searchTable);
                    """)
            try index(db)
        }
        try mark(db)
    }

    /// Marks the database as a complete catalog of the current version. Runs last inside the
    /// import transaction, so a database without the mark is never mistaken for a complete one.
    static func mark(_ db: Database) throws {
        try db.execute(sql: "PRAGMA application_id = \(applicationID)")
        try db.execute(sql: "PRAGMA user_version = \(version)")
    }
}
