import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a ``TerminalProgram`` on the real terminal.
///
/// It switches the terminal to raw mode and the alternate screen, reads keys, draws a frame after
/// every event (sending only what changed), redraws everything when the window is resized, and
/// restores the terminal when the program quits, when the user presses ctrl-c (status 130) and
/// on SIGINT, SIGTERM and SIGHUP (status 128 + the signal). When standard input or output is not
/// a terminal it fails with ``TerminalError/notATerminal(_:)`` before touching anything.
///
/// A lone Escape is reported after `escapeDelay` without further input, so that arrow keys
/// (which start with Escape) are never mistaken for it. Bracketed paste is on while the program
/// runs: a paste arrives as one ``Key/paste(_:)``, however many reads it takes; only if its end
/// never comes is what arrived delivered after a second of silence.
///
/// ```swift
/// // main.swift
/// import LoomTerminal
/// await TerminalApp.main(CounterProgram())
/// ```
@MainActor
public enum TerminalApp {
    /// Runs `program` until it quits and returns its exit status.
    public static func run(
        _ program: some TerminalProgram, escapeDelay: Duration = .milliseconds(40),
        clock: any Clock<Duration> = ContinuousClock()
    ) async throws(TerminalError) -> Int32 {
        let terminal = try Terminal()
        let (events, continuation) = AsyncStream.makeStream(of: Event.self, bufferingPolicy: .unbounded)
        let (sources, registered) = watchInputAndSignals(continuation)
        defer {
            for source in sources { source.cancel() }
            for signalNumber in watchedSignals { signal(signalNumber, SIG_DFL) }
        }
        // Until dispatch has installed its signal handling, a signal would be lost (SIGWINCH) or
        // would end the process with the terminal in raw mode (SIGTERM): wait for it first.
        await waitUntilDone(registered)
        let driver = ProgramDriver(program: program, size: terminal.size()) {
            continuation.yield(.wake)
        }
        try terminal.enter()
        defer { terminal.restore() }

        var renderer = Renderer()
        var escapeTimer: Task<Void, Never>?
        var escapeGeneration = 0
        terminal.emit(renderer.render(driver.frame()))
        for await event in events {
            switch event {
            case .input(let bytes):
                escapeTimer?.cancel()
                escapeGeneration += 1
                driver.receive(bytes)
                if driver.hasPendingInput {
                    let generation = escapeGeneration
                    let delay = driver.isReadingPaste ? max(escapeDelay, pasteTimeout) : escapeDelay
                    escapeTimer = Task {
                        do {
                            try await clock.sleep(for: delay)
                            continuation.yield(.escapeTimeout(generation))
                        } catch {}
                    }
                }
            case .escapeTimeout(let generation):
                if generation == escapeGeneration { driver.flushInput() }
            case .resize:
                let size = terminal.size()
                driver.resize(width: size.width, height: size.height)
                renderer.invalidate()
            case .signal(let number):
                driver.session.quit(128 + number)
            case .endOfInput:
                driver.session.quit(0)
            case .wake:
                break
            }
            if !driver.session.isRunning { break }
            if driver.session.needsDisplay {
                terminal.emit(renderer.render(driver.frame()))
            }
        }
        escapeTimer?.cancel()
        continuation.finish()
        return driver.session.exitStatus ?? 0
    }

    /// Runs `program` and exits the process with its status; if the program cannot run (no
    /// terminal), prints why on standard error and exits with status 1.
    public static func main(
        _ program: some TerminalProgram, escapeDelay: Duration = .milliseconds(40)
    ) async -> Never {
        do {
            let status = try await run(program, escapeDelay: escapeDelay)
            exit(status)
        } catch {
            let name = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? ""
            let message = "\(name.isEmpty ? "error" : name): \(error.description)\n"
            _ = message.utf8CString.withUnsafeBufferPointer { buffer in
                write(STDERR_FILENO, buffer.baseAddress, buffer.count - 1)
            }
            exit(1)
        }
    }

    /// How long a paste whose end has not arrived waits for more input before it is delivered.
    private static let pasteTimeout = Duration.seconds(1)

    /// What wakes the run loop.
    private enum Event: Sendable {
        case input([UInt8])
        case endOfInput
        case escapeTimeout(Int)
        case resize
        case signal(Int32)
        case wake
    }

    /// Returns when `group` is done (outside the main actor: the callback runs on a dispatch queue).
    nonisolated private static func waitUntilDone(_ group: DispatchGroup) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            group.notify(queue: .global()) { done.resume() }
        }
    }

    /// Signals that end the program (the terminal is restored first).
    nonisolated private static let watchedSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGWINCH]

    /// Starts dispatch sources for standard input and the signals; they feed `continuation`. The
    /// group is done when every signal source is registered.
    nonisolated private static func watchInputAndSignals(
        _ continuation: AsyncStream<Event>.Continuation
    ) -> (sources: [any DispatchSourceProtocol], registered: DispatchGroup) {
        let queue = DispatchQueue(label: "LoomTerminal.input")
        var sources: [any DispatchSourceProtocol] = []
        let reader = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: queue)
        reader.setEventHandler {
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count > 0 {
                continuation.yield(.input(Array(buffer[0..<count])))
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                continuation.yield(.endOfInput)
                reader.cancel()
            }
        }
        sources.append(reader)
        // A parent may have started us with these signals blocked (children inherit the mask).
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signalNumber in watchedSignals { sigaddset(&unblocked, signalNumber) }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        let registered = DispatchGroup()
        for signalNumber in watchedSignals {
            // On registration, dispatch installs its own handler for the signal (its default
            // action, termination for most, no longer applies).
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
            registered.enter()
            source.setRegistrationHandler { registered.leave() }
            source.setEventHandler {
                continuation.yield(signalNumber == SIGWINCH ? .resize : .signal(signalNumber))
            }
            sources.append(source)
        }
        for source in sources { source.resume() }
        return (sources, registered)
    }
}
