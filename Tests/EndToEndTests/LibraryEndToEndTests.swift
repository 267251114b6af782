import Foundation
import LoomTesting
import Testing

#if canImport(Glibc)
import Glibc
#endif

private enum LibraryTmuxError: Error {
    case spawnFailed(Int32)
}

/// Drives the real `library` program in a tmux session: keys in, screen text out.
///
/// End-to-end tests cannot observe the program's frames directly, so they poll the tmux pane until the
/// expected text appears (or a generous deadline passes, which fails the test with the last screen).
private struct LibraryTmux {
    /// Each session runs on its own tmux server (socket), so nothing else can disturb it.
    let name = "loom-library-\(UUID().uuidString.prefix(8))"

    static var binary: URL {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return executable.deletingLastPathComponent().appendingPathComponent("library")
    }

    /// Runs a tmux command with `posix_spawn` and waits for it with `waitpid` (Foundation's `Process`
    /// does not always notice its child's exit inside the test runner). Output goes to a file that is
    /// read back, so the server that `new-session` starts never holds a pipe of ours.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        let outputPath = NSTemporaryDirectory() + "\(name)-\(UUID().uuidString).out"
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ["tmux", "-L", name] + arguments
        var cArguments = argv.map { strdup($0) } + [nil]
        defer { for argument in cArguments { free(argument) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, "tmux", &actions, nil, &cArguments, environ)
        guard spawned == 0 else { throw LibraryTmuxError.spawnFailed(spawned) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }

    func start(database: String) throws {
        let command = "'\(Self.binary.path)' --database '\(database)'; echo EXITED-$?; sleep 5"
        try tmux(["new-session", "-d", "-s", name, "-x", "100", "-y", "30", command])
    }

    func send(_ keys: String...) throws {
        try tmux(["send-keys", "-t", name] + keys)
    }

    func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-t", name])
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
        // A test task starved of threads (a loaded machine, ThreadSanitizer) can wake after the
        // deadline: look at the screen as it is now before failing, not at the first one it saw.
        last = try screen()
        if last.contains(text) { return }
        Issue.record("\"\(text)\" never appeared; the screen was:\n\(last)", sourceLocation: sourceLocation)
        throw CancellationError()
    }

    /// Kills the pane's process group (the program may have inherited an ignored SIGHUP from the test
    /// runner, so closing the pane alone would not end it), then the server.
    func stop() {
        let panePID = (try? tmux(["display-message", "-p", "-t", name, "#{pane_pid}"]))
            .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        if let panePID, panePID > 1 { kill(-panePID, SIGKILL) }
        _ = try? tmux(["kill-server"])
    }
}

@Suite("library end to end (tmux)", .serialized)
struct LibraryEndToEndTests {
    @Test(
        "browse artist → albums and back, delete a playlist track in edit mode, and find it deleted after a restart",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")))
    func browseAndEditPlaylist() async throws {
        #expect(
            FileManager.default.isExecutableFile(atPath: LibraryTmux.binary.path),
            "build the library product first")
        let folder = try TemporaryFolder(prefix: "loom-library-e2e")
        defer { folder.remove() }
        let database = folder.path("chinook.sqlite")

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
        try session.send("End")
        try await session.waitFor("+ Add a track…")
        try session.send("Home", "d")
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
