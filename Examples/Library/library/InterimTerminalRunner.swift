import Foundation
import LoomTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A stand-in for `TerminalApp.run` while it traps on the first key on Linux (its dispatch-source
/// handlers inherit the main actor's isolation and run on a background queue, so Swift 6's isolation
/// check kills the process). It drives the program through the public `HeadlessTerminal` and writes
/// the renderer's output to the real terminal; stdin is read on its own thread.
///
/// Remove it and call `TerminalApp.main` once LoomTerminal is fixed.
@MainActor
enum InterimTerminalRunner {
    static func run(_ program: some TerminalProgram) async -> Int32 {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            fail("library: standard input and output must be a terminal", status: 1)
        }
        var original = termios()
        tcgetattr(STDIN_FILENO, &original)
        var raw = original
        cfmakeraw(&raw)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
        emit("\u{1B}[?1049h\u{1B}[?7l\u{1B}[?25l\u{1B}[2J")
        defer {
            emit("\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l")
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
        }

        var size = windowSize()
        let terminal = HeadlessTerminal(program, width: size.width, height: size.height)
        var shownFrame = terminal.frameCount
        emit(terminal.lastOutput)

        let (events, continuation) = AsyncStream.makeStream(of: [UInt8].self)
        Thread.detachNewThread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
                if count > 0 {
                    continuation.yield(Array(buffer[0..<count]))
                } else if count == 0 || errno != EINTR {
                    continuation.finish()
                    return
                }
            }
        }
        // A tick four times a second: redraw what the program asked for and follow window resizes.
        let ticker = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(250))
                continuation.yield([])
            }
        }
        defer { ticker.cancel() }

        for await bytes in events {
            if !bytes.isEmpty {
                terminal.feed(bytes)
                if bytes == [0x1B] { terminal.flushInput() }
            }
            if let status = terminal.exitStatus { return status }
            let current = windowSize()
            if current != size {
                size = current
                terminal.resize(width: size.width, height: size.height)
            }
            _ = terminal.screen
            if terminal.frameCount != shownFrame {
                shownFrame = terminal.frameCount
                emit(terminal.lastOutput)
            }
        }
        return terminal.exitStatus ?? 0
    }

    private struct Size: Equatable {
        var width: Int
        var height: Int
    }

    private static func windowSize() -> Size {
        var window = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
            return Size(width: Int(window.ws_col), height: Int(window.ws_row))
        }
        return Size(width: 80, height: 24)
    }

    private static func emit(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
