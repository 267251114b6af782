import Foundation
import Testing

@Suite("tmux harness")
struct TmuxHarnessTests {
    @Test("a line typed into a program is read by it and its output appears on the screen")
    func typesAndReads() async throws {
        let tmux = try Tmux(
            running: ["/bin/bash", "-c", "read x; echo got:$x; read y"], width: 40, height: 5)
        defer { tmux.close() }
        try tmux.type("hello world")
        try tmux.press("Enter")
        let screen = try await tmux.waitForScreen(containing: "got:hello world")
        #expect(screen.split(separator: "\n").contains("got:hello world"))
        #expect(try tmux.exitStatus() == nil)
        try tmux.press("Enter")
        #expect(try await tmux.waitForExit() == 0)
    }

    @Test("the pane has the requested size and the exit status is reported")
    func sizeAndExitStatus() async throws {
        let tmux = try Tmux(
            running: ["/bin/bash", "-c", "stty size; sleep 0.3; exit 3"], width: 37, height: 9)
        defer { tmux.close() }
        #expect(try await tmux.waitForExit() == 3)
        try await tmux.waitForOutput(containing: "9 37")
    }

    @Test("a program ended by a signal reports 128 plus the signal")
    func signalExitStatus() async throws {
        let tmux = try Tmux(running: ["/bin/bash", "-c", "sleep 0.3; kill -TERM $$"], width: 20, height: 3)
        defer { tmux.close() }
        #expect(try await tmux.waitForExit() == 128 + 15)
    }

    @Test("waiting for text that never appears fails with the last screen")
    func timeoutReportsScreen() async throws {
        let tmux = try Tmux(running: ["/bin/cat"], width: 20, height: 3)
        defer { tmux.close() }
        try tmux.type("abc")
        await #expect {
            try await tmux.waitForScreen(containing: "never", timeout: .milliseconds(300))
        } throws: { error in
            guard case Tmux.Failure.timeout(_, let screen) = error else { return false }
            return screen.contains("abc")
        }
    }

    @Test("closing kills the private tmux server and is idempotent")
    func closeKillsServer() async throws {
        let tmux = try Tmux(running: ["/bin/cat"], width: 20, height: 3)
        #expect(tmux.isServerRunning)
        tmux.close()
        #expect(!tmux.isServerRunning)
        tmux.close()
    }

    @Test("the build products directory holds the example executables")
    func findsExecutables() throws {
        for name in ["counter", "searchy", "todo", "library"] {
            let path = try BuildProducts.executable(name)
            #expect(path.hasSuffix("/" + name))
        }
    }
}
