/// Runs a ``TerminalProgram`` without a terminal: keys go in, frames come out as
/// ``ScreenBuffer`` values. This is how programs are tested.
///
/// It behaves like ``TerminalApp``: ctrl-c quits with status 130, every key is followed by a
/// frame, and bytes go through the same ``KeyDecoder``. A lone Escape fed as bytes stays
/// pending until ``flushInput()`` (the real runtime waits a few milliseconds instead).
///
/// ```swift
/// let terminal = HeadlessTerminal(CounterProgram(), width: 40, height: 10)
/// terminal.send(.character("+"))
/// #expect(terminal.screen.contains("Count: 1"))
/// terminal.send(.character("q"))
/// #expect(terminal.exitStatus == 0)
/// ```
@MainActor
public final class HeadlessTerminal {
    private let driver: ProgramDriver
    private var renderer = Renderer()
    private var latest: ScreenBuffer
    /// The terminal output the last frame produced (escape sequences included), to check that
    /// a program's updates stay small.
    public private(set) var lastOutput = ""
    /// How many frames were drawn.
    public private(set) var frameCount = 0

    /// Starts `program` on a virtual terminal of the given size and draws the first frame.
    public init(_ program: some TerminalProgram, width: Int = 80, height: Int = 24) {
        latest = ScreenBuffer(width: width, height: height)
        driver = ProgramDriver(program: program, size: (width, height), wake: {})
        redraw()
    }

    /// The current frame; drawn again first if the program asked for it.
    public var screen: ScreenBuffer {
        if driver.session.needsDisplay && driver.session.isRunning { redraw() }
        return latest
    }

    /// The session handed to the program.
    public var session: TerminalSession { driver.session }

    /// The status the program quit with, or `nil` while it runs.
    public var exitStatus: Int32? { driver.session.exitStatus }

    /// Sends keys, drawing a frame after each.
    public func send(_ keys: Key...) {
        for key in keys {
            driver.dispatch(key)
            redrawIfRunning()
        }
    }

    /// Types each character of `text` as a key.
    public func type(_ text: String) {
        for character in text { send(.character(character)) }
    }

    /// Feeds raw terminal bytes through the key decoder, then draws a frame.
    public func feed(_ bytes: [UInt8]) {
        driver.receive(bytes)
        redrawIfRunning()
    }

    /// Feeds text as raw UTF-8 bytes (escape sequences included).
    public func feed(_ text: String) {
        feed(Array(text.utf8))
    }

    /// Decodes pending input as complete, as the real runtime does after a short quiet period.
    public func flushInput() {
        driver.flushInput()
        redrawIfRunning()
    }

    /// Resizes the virtual terminal and redraws everything.
    public func resize(width: Int, height: Int) {
        driver.resize(width: width, height: height)
        renderer.invalidate()
        redrawIfRunning()
    }

    private func redrawIfRunning() {
        if driver.session.isRunning { redraw() }
    }

    private func redraw() {
        latest = driver.frame()
        lastOutput = renderer.render(latest)
        frameCount += 1
    }
}
