#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The controlling terminal: raw mode, the alternate screen, the size, and output.
///
/// Only ``TerminalApp`` uses it. ``restore()`` is idempotent and puts back exactly the settings
/// found at ``enter()``.
@MainActor
final class Terminal {
    private let input = STDIN_FILENO
    private let output = STDOUT_FILENO
    private var original = termios()
    private var isActive = false

    /// Checks that standard input and output are terminals.
    init() throws(TerminalError) {
        guard isatty(input) == 1 else { throw .notATerminal("standard input") }
        guard isatty(output) == 1 else { throw .notATerminal("standard output") }
    }

    /// Switches to raw mode and the alternate screen, with bracketed paste on.
    func enter() throws(TerminalError) {
        guard tcgetattr(input, &original) == 0 else { throw .systemCall("tcgetattr", errno: errno) }
        var raw = original
        cfmakeraw(&raw)
        // Keep output processing off (no "\n" → "\r\n"): the renderer positions every run.
        // TCSANOW, not TCSAFLUSH: keys the user typed while the program started are kept and read
        // as keys, not thrown away.
        guard tcsetattr(input, TCSANOW, &raw) == 0 else { throw .systemCall("tcsetattr", errno: errno) }
        isActive = true
        emit(
            ANSI.enterAlternateScreen + ANSI.disableAutowrap + ANSI.enableBracketedPaste + ANSI.hideCursor
                + ANSI.clearScreen)
    }

    /// Turns bracketed paste off, leaves the alternate screen, shows the cursor and restores the
    /// original settings.
    func restore() {
        guard isActive else { return }
        isActive = false
        emit(
            ANSI.resetStyle + ANSI.enableAutowrap + ANSI.disableBracketedPaste + ANSI.showCursor
                + ANSI.leaveAlternateScreen)
        _ = tcsetattr(input, TCSAFLUSH, &original)
    }

    /// The window size in columns and rows (80 × 24 when the terminal does not say).
    func size() -> (width: Int, height: Int) {
        var window = winsize()
        if ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
            return (Int(window.ws_col), Int(window.ws_row))
        }
        return (80, 24)
    }

    /// Writes all of `text`, retrying partial writes and interrupted calls.
    func emit(_ text: String) {
        guard !text.isEmpty else { return }
        var text = text
        text.withUTF8 { buffer in
            guard var pointer = buffer.baseAddress else { return }
            var remaining = buffer.count
            while remaining > 0 {
                let written = write(output, pointer, remaining)
                if written < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return
                }
                remaining -= written
                pointer += written
            }
        }
    }
}
