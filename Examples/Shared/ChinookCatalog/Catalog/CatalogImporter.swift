import Foundation
import GRDB

/// Reads the seven Chinook CSV files and inserts their rows, in one transaction, into a database
/// whose schema ``CatalogSchema`` created.
///
/// Every file's header must match exactly; every value is converted to its column's type; a
/// problem stops the import with ``CatalogError/invalidBundledData(file:reason:)`` and, since the
/// caller runs the import inside one transaction, leaves nothing behind.
struct CatalogImporter {
    /// The type a CSV column converts to.
    private enum Kind {
        case integer
        case real
        case text
        case optionalText
    }

    /// One CSV file and the table it fills.
    private struct FileSpec {
        var file: String
        var header: [String]
        var kinds: [Kind]
        var table: String
        var columns: [String]
    }

    private static let files: [FileSpec] = [
        FileSpec(
            file: "artists.csv", header: ["id", "name"], kinds: [.integer, .text], table: "artists",
            columns: ["id", "name"]),
        FileSpec(
            file: "albums.csv", header: ["id", "title", "artist_id"], kinds: [.integer, .text, .integer],
            table: "albums", columns: ["id", "title", "artist_id"]),
        FileSpec(
            file: "genres.csv", header: ["id", "name"], kinds: [.integer, .text], table: "genres",
            columns: ["id", "name"]),
        FileSpec(
            file: "media_types.csv", header: ["id", "name"], kinds: [.integer, .text], table: "media_types",
            columns: ["id", "name"]),
        FileSpec(
            file: "tracks.csv",
            header: [
                "id", "name", "album_id", "mediatype_id", "genre_id", "composer", "milliseconds", "bytes",
                "unit_price",
            ],
            kinds: [.integer, .text, .integer, .integer, .integer, .optionalText, .integer, .integer, .real],
            table: "tracks",
            columns: [
                "id", "name", "album_id", "media_type_id", "genre_id", "composer", "milliseconds", "bytes",
                "unit_price",
            ]),
        FileSpec(
            file: "playlists.csv", header: ["id", "name"], kinds: [.integer, .text], table: "playlists",
            columns: ["id", "name"]),
    ]

    let data: CatalogData

    /// Imports every file. Call inside a transaction.
    func importAll(into db: Database) throws {
        for spec in Self.files {
            try importFile(spec, into: db)
        }
        try importPlaylistTracks(into: db)
    }

    private func importFile(_ spec: FileSpec, into db: Database) throws {
        let rows = try records(of: spec.file, header: spec.header)
        let placeholders = Array(repeating: "?", count: spec.columns.count).joined(separator: ", ")
        let statement = try db.makeStatement(
            sql:
                "INSERT INTO \(spec.table) (\(spec.columns.joined(separator: ", "))) VALUES (\(placeholders))"
        )
        var values: [(any DatabaseValueConvertible)?] = []
        values.reserveCapacity(spec.kinds.count)
        for (offset, row) in rows.enumerated() {
            let line = offset + 2  // the header is record 1
            values.removeAll(keepingCapacity: true)
            for (column, kind) in spec.kinds.enumerated() {
                values.append(
                    try convert(row[column], kind, file: spec.file, line: line, column: spec.header[column]))
            }
            try execute(statement, values, file: spec.file, line: line)
        }
    }

    /// Playlist entries get a position: their order inside the playlist in the file.
    private func importPlaylistTracks(into db: Database) throws {
        let file = "playlist_tracks.csv"
        let header = ["playlist_id", "track_id"]
        let rows = try records(of: file, header: header)
        let statement = try db.makeStatement(
            sql: "INSERT INTO playlist_tracks (playlist_id, track_id, position) VALUES (?, ?, ?)")
        var nextPosition: [Int64: Int] = [:]
        for (offset, row) in rows.enumerated() {
            let line = offset + 2  // the header is record 1
            let playlist = try convert(row[0], .integer, file: file, line: line, column: header[0])
            let track = try convert(row[1], .integer, file: file, line: line, column: header[1])
            guard let playlistID = playlist as? Int64 else { continue }
            let position = nextPosition[playlistID, default: 0]
            nextPosition[playlistID] = position + 1
            try execute(statement, [playlist, track, position], file: file, line: line)
        }
    }

    private func execute(
        _ statement: Statement, _ values: [(any DatabaseValueConvertible)?], file: String, line: Int
    ) throws {
        do {
            try statement.execute(arguments: StatementArguments(values))
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
            throw CatalogError.invalidBundledData(
                file: file, reason: "record \(line): \(error.message ?? "a constraint failed")")
        }
    }

    /// The records of one file after its header, which must be `header`.
    private func records(of file: String, header: [String]) throws -> ArraySlice<[String?]> {
        let url = data.directory.appendingPathComponent(file)
        let contents: Data
        do {
            contents = try Data(contentsOf: url)
        } catch {
            throw CatalogError.invalidBundledData(file: file, reason: "cannot be read (\(url.path))")
        }
        let rows: [[String?]]
        do {
            rows = try CSVParser.parse(contents)
        } catch {
            throw CatalogError.invalidBundledData(file: file, reason: error.description)
        }
        let found = rows.first.map { $0.map { $0 ?? "" } } ?? []
        guard found == header else {
            throw CatalogError.invalidBundledData(
                file: file,
                reason:
                    "the header is \(found.joined(separator: ",")), expected \(header.joined(separator: ","))"
            )
        }
        for (offset, row) in rows.enumerated() where row.count != header.count {
            throw CatalogError.invalidBundledData(
                file: file, reason: "record \(offset + 1): \(row.count) fields, expected \(header.count)")
        }
        return rows.dropFirst()
    }

    private func convert(
        _ field: String?, _ kind: Kind, file: String, line: Int, column: String
    ) throws -> (any DatabaseValueConvertible)? {
        func invalid(_ what: String) -> CatalogError {
            .invalidBundledData(file: file, reason: "record \(line): \(column) \(what)")
        }
        switch kind {
        case .optionalText:
            return field
        case .text:
            guard let field else { throw invalid("is empty") }
            return field
        case .integer:
            guard let field else { throw invalid("is empty") }
            guard let value = Int64(field) else { throw invalid("is not an integer: \(field)") }
            return value
        case .real:
            guard let field else { throw invalid("is empty") }
            guard let value = Double(field), value.isFinite else {
                throw invalid("is not a number: \(field)")
            }
            return value
        }
    }
}
