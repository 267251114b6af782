import Foundation
import GRDB

/// What the `library` end-to-end suites share: the program started in tmux, the way to the
/// "90’s Music" playlist, and a playlist's entries read from the database file.
enum LibraryInTmux {
    /// `library` with `arguments`, reporting its exit status when it ends.
    static func start(
        _ arguments: [String], width: Int = 100, height: Int = 30, environment: [String: String] = [:]
    ) throws -> Tmux {
        try Tmux(
            running: Tmux.reportingExit(of: try BuildProducts.executable("library"), arguments), width: width,
            height: height, environment: environment)
    }

    /// `library --database database`.
    static func start(database: String, height: Int = 30) throws -> Tmux {
        try start(["--database", database], height: height)
    }

    /// From the home screen to the "90’s Music" playlist (1477 tracks), its first row selected; returns
    /// the screen.
    @discardableResult
    static func openNinetiesMusic(_ tmux: Tmux) async throws -> String {
        try await tmux.waitForScreen(containing: "Playlists")
        try tmux.press("Down", "Enter")
        try await tmux.waitForScreen(containing: "1477 tracks")
        try tmux.press("Enter")
        return try await tmux.waitForScreen(containing: "1/1477")
    }

    /// The track ids of a playlist, in order, read from the database file at `path`.
    static func entries(_ playlist: Int64, in path: String) throws -> [Int64] {
        let database = try DatabaseQueue(path: path)
        defer { try? database.close() }
        return try database.read { db in
            try Int64.fetchAll(
                db, sql: "SELECT track_id FROM playlist_tracks WHERE playlist_id = ? ORDER BY position",
                arguments: [playlist])
        }
    }
}
