import Foundation
import Testing

/// Drives the real `library` program in a tmux session: keys in, screen text out.
///
/// End-to-end tests cannot observe the program's frames directly, so they poll the tmux pane until the
/// expected text appears (or a generous deadline passes, which fails the test with the last screen).
private struct LibraryTmux {
    let name = "loom-library-\(UUID().uuidString.prefix(8))"

    static var binary: URL {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return executable.deletingLastPathComponent().appendingPathComponent("library")
    }

    @discardableResult
    static func tmux(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    func start(database: String) throws {
        let command = "'\(Self.binary.path)' --database '\(database)'; echo EXITED-$?; sleep 30"
        try Self.tmux(["new-session", "-d", "-s", name, "-x", "100", "-y", "30", command])
    }

    func send(_ keys: String...) throws {
        try Self.tmux(["send-keys", "-t", name] + keys)
    }

    func screen() throws -> String {
        try Self.tmux(["capture-pane", "-p", "-t", name])
    }

    /// Polls the pane until `text` is on it.
    func waitFor(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let deadline = ContinuousClock.now + .seconds(60)
        var last = ""
        while ContinuousClock.now < deadline {
            last = try screen()
            if last.contains(text) { return }
            try await Task.sleep(for: .milliseconds(100))
        }
        Issue.record("\"\(text)\" never appeared; the screen was:\n\(last)", sourceLocation: sourceLocation)
        throw CancellationError()
    }

    func stop() {
        _ = try? Self.tmux(["kill-session", "-t", name])
    }
}

@Suite("library end to end (tmux)", .serialized)
struct LibraryEndToEndTests {
    @Test(
        "browse artist → albums and back, delete a playlist track in edit mode, and find it deleted after a restart",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")))
    func browseAndEditPlaylist() async throws {
        #expect(FileManager.default.isExecutableFile(atPath: LibraryTmux.binary.path), "build the library product first")
        let folder = NSTemporaryDirectory() + "loom-library-e2e-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let database = folder + "/chinook.sqlite"

        let session = LibraryTmux()
        defer { session.stop() }
        try session.start(database: database)
        try await session.waitFor("Playlists")
        try session.send("Enter")
        try await session.waitFor("AC/DC")
        try session.send("Enter")
        try await session.waitFor("Library › Artists › A Cor Do Som")
        try session.send("Escape")
        try await session.waitFor("2 albums")
        try session.send("Escape")
        try await session.waitFor("by first letter")
        try session.send("Down", "Enter")
        try await session.waitFor("1477 tracks")
        try session.send("Enter")
        try await session.waitFor("Library › Playlists › 90’s Music")
        try session.send("e")
        try await session.waitFor("EDITING")
        try await session.waitFor("Add a track…")
        try session.send("d")
        try session.send("Escape")
        try await session.waitFor("1476 tracks")
        try session.send("q")
        try await session.waitFor("EXITED-0")
        session.stop()

        let again = LibraryTmux()
        defer { again.stop() }
        try again.start(database: database)
        try await again.waitFor("Playlists")
        try again.send("Down", "Enter")
        try await again.waitFor("1476 tracks")
        try again.send("q")
        try await again.waitFor("EXITED-0")
    }
}
