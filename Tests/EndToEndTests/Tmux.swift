import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Runs a program inside a detached tmux session of a fixed size, so end-to-end tests can type
/// into it (`send-keys`) and read its screen (`capture-pane`) exactly as a person would.
///
/// Each instance uses its own tmux server (a private socket, `tmux -L <unique>`), so tests run
/// in parallel without seeing each other, and ``close()`` kills that server: call it in a
/// `defer` right after creating the session (it also runs when the instance is released). The
/// status bar is off, so the pane is exactly `width` × `height`, and panes remain after their
/// program exits so that its exit status and last screen can be read.
///
/// Waiting polls the screen every few milliseconds up to a bounded timeout (30 s by default: a
/// program built with ThreadSanitizer on a loaded 2-core machine can take over 10 s to draw its
/// first screen; a passing wait returns as soon as the text shows): acceptable here only, against a
/// real process.
///
/// ```swift
/// let tmux = try Tmux(running: ["/bin/bash", "-c", "read x; echo got:$x"])
/// defer { tmux.close() }
/// try tmux.type("hello")
/// try tmux.press("Enter")
/// try await tmux.waitForScreen(containing: "got:hello")
/// #expect(try await tmux.waitForExit() == 0)
/// ```
final class Tmux: @unchecked Sendable {
    // @unchecked Sendable: every stored property is a `let` except `closed`, which is guarded by
    // `lock`; the rest of the state lives in the tmux server, not in this object.

    /// Why a tmux interaction failed.
    enum Failure: Error, CustomStringConvertible {
        /// tmux is not on the PATH.
        case tmuxMissing
        /// A tmux command exited with an error.
        case command([String], status: Int32, output: String)
        /// The screen did not reach the expected state in time.
        case timeout(String, screen: String)

        var description: String {
            switch self {
            case .tmuxMissing:
                "tmux is not installed or not on PATH: end-to-end tests need it (`.ci/run` installs it; "
                    + "or run `apt-get install tmux`)"
            case .command(let arguments, let status, let output):
                "tmux \(arguments.joined(separator: " ")) failed with status \(status): \(output)"
            case .timeout(let expectation, let screen):
                "timed out waiting for \(expectation); the screen was:\n\(screen)"
            }
        }
    }

    /// The tmux executable.
    let tmuxPath: String
    /// The private server's socket name.
    let socket: String
    /// The session (and target) name.
    let session: String
    /// The pane's width in columns.
    let width: Int
    /// The pane's height in rows.
    let height: Int
    /// The default bound for every wait.
    let timeout: Duration
    private let configFile: URL
    /// Files the test asked to remove at ``close()`` (a database the program created, say).
    private let filesToRemove: [String]
    /// Where the wrapper shell writes the program's exit status.
    private let statusFile: URL
    private let lock = NSLock()
    private var closed = false

    /// Starts `command` (an executable path and its arguments) in a new detached session.
    init(
        running command: [String], width: Int = 80, height: Int = 24, environment: [String: String] = [:],
        removingOnClose filesToRemove: [String] = [], timeout: Duration = .seconds(30)
    ) throws {
        self.filesToRemove = filesToRemove
        guard let tmuxPath = Self.findTmux() else { throw Failure.tmuxMissing }
        let unique = "loom-e2e-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
        self.tmuxPath = tmuxPath
        self.socket = unique
        self.session = "s"
        self.width = width
        self.height = height
        self.timeout = timeout
        self.configFile = FileManager.default.temporaryDirectory.appendingPathComponent("\(unique).conf")
        self.statusFile = FileManager.default.temporaryDirectory.appendingPathComponent("\(unique).status")
        let configuration = """
            set -g status off
            set -g remain-on-exit on
            set -g default-terminal "xterm-256color"
            """
        try configuration.write(to: configFile, atomically: true, encoding: .utf8)
        // A wrapper shell runs the program and records its exit status in a file (tmux's own
        // record of a dead pane's status proved unreliable).
        var shellCommand = environment.sorted { $0.key < $1.key }
            .map { "\($0.key)=\(Self.quote($0.value))" }
        shellCommand.append("exec /bin/sh -c")
        shellCommand.append(Self.quote("\"$@\"; echo $? > \(Self.quote(statusFile.path))"))
        shellCommand.append("sh")
        shellCommand.append(contentsOf: command.map(Self.quote))
        do {
            try run([
                "-f", configFile.path, "new-session", "-d", "-s", session, "-x", "\(width)", "-y",
                "\(height)",
                shellCommand.joined(separator: " "),
            ])
        } catch {
            close()
            throw error
        }
    }

    deinit {
        close()
    }

    /// Kills this test's tmux server (and the program in it). Idempotent.
    func close() {
        let alreadyClosed = lock.withLock {
            defer { closed = true }
            return closed
        }
        guard !alreadyClosed else { return }
        _ = try? run(["kill-server"])
        try? FileManager.default.removeItem(at: configFile)
        try? FileManager.default.removeItem(at: statusFile)
        for path in filesToRemove { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Whether the tmux server for this test is still running.
    var isServerRunning: Bool {
        (try? run(["has-session", "-t", session])) != nil
    }

    /// Types `text` literally (no key names).
    func type(_ text: String) throws {
        try run(["send-keys", "-t", session, "-l", text])
    }

    /// Presses keys by tmux name: `Enter`, `Escape`, `Up`, `Down`, `PageUp`, `BSpace`, `C-c`,
    /// `C-u`, or single characters.
    func press(_ keys: String...) throws {
        try run(["send-keys", "-t", session] + keys)
    }

    /// Pastes `text` as a terminal does: bracketed (`ESC [200~` … `ESC [201~`) when the program
    /// asked for bracketed paste, else as plain input; line breaks arrive as carriage returns, as
    /// they do from a terminal's paste.
    func paste(_ text: String) throws {
        try run(["set-buffer", "-b", "test-paste", "--", text])
        try run(["paste-buffer", "-p", "-d", "-b", "test-paste", "-t", session])
    }

    /// Resizes the window (the program receives SIGWINCH).
    func resize(width: Int, height: Int) throws {
        try run(["resize-window", "-t", session, "-x", "\(width)", "-y", "\(height)"])
    }

    /// The visible screen, one line per row, trailing spaces removed.
    func screen() throws -> String {
        try run(["capture-pane", "-p", "-t", session])
    }

    /// The screen preceded by the lines that scrolled off it (for failure messages).
    func screenWithHistory() throws -> String {
        try run(["capture-pane", "-p", "-S", "-", "-t", session])
    }

    /// The cursor's zero-based position in the pane.
    func cursor() throws -> (column: Int, row: Int) {
        let text = try run(["display-message", "-p", "-t", session, "#{cursor_x} #{cursor_y}"])
        let numbers = text.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        return (numbers.first ?? -1, numbers.dropFirst().first ?? -1)
    }

    /// The program's exit status (128 + the signal if a signal ended it), or `nil` while it runs.
    func exitStatus() throws -> Int32? {
        guard let text = try? String(contentsOf: statusFile, encoding: .utf8) else { return nil }
        return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The process ids of the programs running in the pane (the wrapper shell's descendants,
    /// from Linux `/proc`), whose executable is named `name`.
    func processIDs(named name: String) throws -> [Int32] {
        let text = try run(["display-message", "-p", "-t", session, "#{pane_pid}"])
        guard let root = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { return [] }
        var found: [Int32] = []
        var pending = [root]
        while let pid = pending.popLast() {
            let children =
                (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
            for child in children.split(separator: " ").compactMap({ Int32($0) }) {
                pending.append(child)
                let command = (try? String(contentsOfFile: "/proc/\(child)/comm", encoding: .utf8)) ?? ""
                if command.trimmingCharacters(in: .whitespacesAndNewlines) == name { found.append(child) }
            }
        }
        return found
    }

    /// A command that runs `executable` (with `arguments`) and then prints its exit status as
    /// `exit: status=N terminal: icanon echo` (one line), to check that the program
    /// restored the terminal: a program left in raw mode shows `-icanon -echo`.
    static func reportingExit(of executable: String, _ arguments: String...) -> [String] {
        reportingExit(of: executable, arguments)
    }

    /// ``reportingExit(of:_:)-(_,String...)`` with the arguments as an array.
    static func reportingExit(of executable: String, _ arguments: [String]) -> [String] {
        [
            "/bin/bash", "-c",
            "\"$0\" \"$@\"; status=$?; settings=$(stty -a | tr ' ;' '\\n\\n' | grep -x -e icanon -e -icanon -e echo -e -echo"
                + " | tr '\\n' ' '); echo \"exit: status=$status terminal: $settings\"",
            executable,
        ] + arguments
    }

    /// Waits until the screen or the lines that scrolled off it contain `text`, and returns them.
    /// Use it for what a shell prints after the program exits: when the pane dies, tmux may
    /// scroll the screen to print its "Pane is dead" line.
    @discardableResult
    func waitForOutput(containing text: String, timeout: Duration? = nil) async throws -> String {
        let deadline = ContinuousClock.now + (timeout ?? self.timeout)
        while true {
            let output = try screenWithHistory()
            if output.contains(text) { return output }
            guard ContinuousClock.now < deadline else {
                throw Failure.timeout("output containing \"\(text)\"", screen: output)
            }
            try await Task.sleep(for: .milliseconds(25))
        }
    }

    /// Waits until the screen contains `text` and returns the screen.
    @discardableResult
    func waitForScreen(containing text: String, timeout: Duration? = nil) async throws -> String {
        try await waitForScreen("a screen containing \"\(text)\"", timeout: timeout) { $0.contains(text) }
    }

    /// Waits until the screen no longer contains `text` and returns the screen.
    @discardableResult
    func waitForScreen(notContaining text: String, timeout: Duration? = nil) async throws -> String {
        try await waitForScreen("a screen without \"\(text)\"", timeout: timeout) { !$0.contains(text) }
    }

    /// Waits until `condition` holds for the screen and returns the screen.
    @discardableResult
    func waitForScreen(
        _ expectation: String, timeout: Duration? = nil, until condition: (String) -> Bool
    ) async throws -> String {
        let deadline = ContinuousClock.now + (timeout ?? self.timeout)
        var last = ""
        while true {
            last = try screen()
            if condition(last) { return last }
            guard ContinuousClock.now < deadline else {
                throw Failure.timeout(expectation, screen: (try? screenWithHistory()) ?? last)
            }
            try await Task.sleep(for: .milliseconds(25))
        }
    }

    /// Waits until the program exits and returns its status.
    func waitForExit(timeout: Duration? = nil) async throws -> Int32 {
        let deadline = ContinuousClock.now + (timeout ?? self.timeout)
        while true {
            if let status = try exitStatus() { return status }
            guard ContinuousClock.now < deadline else {
                throw Failure.timeout("the program to exit", screen: (try? screen()) ?? "")
            }
            try await Task.sleep(for: .milliseconds(25))
        }
    }

    /// Runs one tmux command against this test's server and returns its standard output.
    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        // Output goes to a file, not a pipe: `new-session` forks the tmux server, which could
        // keep a pipe open. The process is spawned and reaped here with posix_spawn and waitpid:
        // Foundation's Process did not reap tmux's short-lived client reliably under the test
        // runner, and children must not inherit the worker thread's blocked signals.
        let outputPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(socket)-\(UUID().uuidString.prefix(8)).out").path
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        let status = try Self.spawnAndWait(tmuxPath, ["-L", socket] + arguments, outputPath: outputPath)
        let text = String(decoding: FileManager.default.contents(atPath: outputPath) ?? Data(), as: UTF8.self)
        guard status == 0 else { throw Failure.command(arguments, status: status, output: text) }
        return text
    }

    /// Runs `path` with `arguments`, its output (and errors) into `outputPath`, with default
    /// signal dispositions and no blocked signal, and returns its exit status.
    private static func spawnAndWait(
        _ path: String, _ arguments: [String], outputPath: String
    ) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            throw Failure.command(arguments, status: -1, output: "posix_spawn failed: \(spawned)")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else {
                throw Failure.command(arguments, status: -1, output: "waitpid failed: \(errno)")
            }
        }
        // WIFEXITED / WEXITSTATUS, which Swift does not import as functions.
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// The tmux executable on the PATH, if any.
    private static func findTmux() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let directories = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"]
        return directories.map { "\($0)/tmux" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// `text` quoted for a POSIX shell.
    private static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
