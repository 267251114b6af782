import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Drives the real `counter` executable inside tmux.
@Suite("counter end to end")
struct CounterEndToEndTests {
    private func counter() throws -> String { try BuildProducts.executable("counter") }

    @Test("plus and minus keys change the count, q quits with status 0 and restores the terminal")
    func keysChangeTheCount() async throws {
        let tmux = try Tmux(running: Tmux.reportingExit(of: try counter()), width: 70, height: 12)
        defer { tmux.close() }
        try await tmux.waitForScreen(containing: "Count: 0")
        try tmux.press("+", "+", "+")
        try await tmux.waitForScreen(containing: "Count: 3")
        try tmux.press("-")
        try await tmux.waitForScreen(containing: "Count: 2")
        try tmux.press("r")
        try await tmux.waitForScreen(containing: "Count: 0")
        try tmux.press("q")
        let screen = try await tmux.waitForOutput(containing: "exit: ")
        #expect(screen.contains("status=0"))
        #expect(screen.contains("terminal: icanon echo"))
        #expect(!screen.contains("Count:"))
    }

    @Test("the on-screen buttons are chosen with the arrows and pressed with enter")
    func buttons() async throws {
        let tmux = try Tmux(running: [try counter()], width: 70, height: 12)
        defer { tmux.close() }
        let first = try await tmux.waitForScreen(containing: "Count: 0")
        #expect(first.contains("[ − ] [ + ] [ +2 ] [ reset ]"))
        try tmux.press("Enter")
        try await tmux.waitForScreen(containing: "Count: 1")
        try tmux.press("Right", "Enter")
        try await tmux.waitForScreen(containing: "Count: 3")
        try tmux.press("Left", "Left", "Space")
        try await tmux.waitForScreen(containing: "Count: 2")
        try tmux.press("Escape")
        #expect(try await tmux.waitForExit() == 0)
    }

    @Test("ctrl-c quits with status 130 and restores the terminal")
    func controlC() async throws {
        let tmux = try Tmux(running: Tmux.reportingExit(of: try counter()), width: 70, height: 12)
        defer { tmux.close() }
        try await tmux.waitForScreen(containing: "Count: 0")
        try tmux.press("C-c")
        let screen = try await tmux.waitForOutput(containing: "exit: ")
        #expect(screen.contains("status=130"))
        #expect(screen.contains("terminal: icanon echo"))
    }

    @Test("SIGTERM quits with status 143 and restores the terminal")
    func sigterm() async throws {
        let tmux = try Tmux(running: Tmux.reportingExit(of: try counter()), width: 70, height: 12)
        defer { tmux.close() }
        try await tmux.waitForScreen(containing: "Count: 0")
        let program = try #require(try tmux.processIDs(named: "counter").first)
        #expect(kill(program, SIGTERM) == 0)
        let screen = try await tmux.waitForOutput(containing: "exit: ")
        #expect(screen.contains("status=143"))
        #expect(screen.contains("terminal: icanon echo"))
    }

    @Test("resizing the terminal redraws the screen at the new size")
    func resize() async throws {
        let tmux = try Tmux(running: [try counter()], width: 70, height: 12)
        defer { tmux.close() }
        let before = try await tmux.waitForScreen(containing: "Count: 0")
        #expect(before.split(separator: "\n").first == "                             Loom counter")
        try tmux.resize(width: 40, height: 8)
        let after = try await tmux.waitForScreen("the title centred in 40 columns") {
            $0.split(separator: "\n").first == "              Loom counter"
        }
        #expect(after.split(separator: "\n").last?.hasPrefix(" +/- count") == true)
        #expect(after.split(separator: "\n").last?.contains("q quit") == true)
        try tmux.press("+")
        try await tmux.waitForScreen(containing: "Count: 1")
    }

    @Test("without a terminal on standard input it explains why and exits with status 1")
    func notATerminal() async throws {
        let tmux = try Tmux(
            running: ["/bin/bash", "-c", "\"$0\" < /dev/null; echo \"exit: status=$?\"", try counter()],
            width: 100, height: 5)
        defer { tmux.close() }
        let screen = try await tmux.waitForOutput(containing: "exit: ")
        #expect(screen.contains("counter: standard input is not a terminal"))
        #expect(screen.contains("status=1"))
    }

    @Test("--help answers and unknown flags exit 64, without starting the UI")
    func commandLine() async throws {
        for (arguments, status, text) in [
            (["--help"], 0, "USAGE: counter"), (["--bogus"], 64, "Unknown option '--bogus'"),
            (["extra"], 64, "Unexpected argument 'extra'"),
        ] {
            let tmux = try Tmux(
                running: Tmux.reportingExit(of: try counter(), arguments), width: 100, height: 20)
            defer { tmux.close() }
            let output = try await tmux.waitForOutput(containing: "exit: ")
            #expect(output.contains(text), "counter \(arguments)")
            #expect(output.contains("exit: status=\(status) terminal: icanon echo"), "counter \(arguments)")
            #expect(!output.contains("Loom counter"))
        }
    }

    @Test("F1 and ? open the help listing every key; esc closes it and esc again quits")
    func help() async throws {
        let tmux = try Tmux(running: Tmux.reportingExit(of: try counter()), width: 70, height: 24)
        defer { tmux.close() }
        try await tmux.waitForScreen(containing: "Count: 0")
        for key in ["F1", "?"] {
            try tmux.press(key)
            let help = try await tmux.waitForScreen(containing: "counter keys")
            for listed in ["+ =", "- _", "r", "← → tab shift-tab", "enter space", "q esc", "ctrl-c"] {
                #expect(help.contains(listed), "the help lists \(listed)")
            }
            try tmux.press("Escape")
            try await tmux.waitForScreen(notContaining: "counter keys")
        }
        #expect(try tmux.exitStatus() == nil)
        try tmux.press("Escape")
        #expect(try await tmux.waitForOutput(containing: "exit: ").contains("exit: status=0"))
    }

    @Test("at 20 columns the bottom line still says how to quit")
    func narrow() async throws {
        let tmux = try Tmux(running: [try counter()], width: 20, height: 10)
        defer { tmux.close() }
        let screen = try await tmux.waitForScreen(containing: "Count: 0")
        #expect(screen.split(separator: "\n", omittingEmptySubsequences: false)[9].contains("q quit"))
    }

    @Test("keys typed while the program starts are kept: the terminal keeps them when it enters raw mode")
    func keysTypedDuringStartAreKept() async throws {
        // The shell prints a line and waits for a file before it becomes `counter`: the keys typed
        // meanwhile wait in the terminal, as keys typed during a slow start (a catalog rebuilt, say) do.
        let gate = FileManager.default.temporaryDirectory
            .appendingPathComponent("loom-gate-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: gate) }
        let tmux = try Tmux(
            running: Tmux.reportingExit(
                of: "/bin/sh", "-c", "echo starting; while [ ! -e \"$1\" ]; do sleep 0.05; done; exec \"$0\"",
                try counter(), gate.path),
            width: 70, height: 12)
        defer { tmux.close() }
        try await tmux.waitForScreen(containing: "starting")
        try tmux.press("+", "+")
        // The terminal echoes them while the shell waits: they are in its input.
        try await tmux.waitForScreen(containing: "++")
        try Data().write(to: gate)
        try await tmux.waitForScreen(containing: "Count: 2")
        try tmux.press("q")
        let output = try await tmux.waitForOutput(containing: "exit: ")
        #expect(output.contains("status=0"))
    }
}
