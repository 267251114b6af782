/// The part of a runtime that does not touch the terminal: decoding input, dispatching keys,
/// quitting on ctrl-c, drawing frames. ``TerminalApp`` and ``HeadlessTerminal`` both use it.
@MainActor
final class ProgramDriver {
    /// The exit status used when the user presses ctrl-c (128 + SIGINT, like a shell).
    static let interruptStatus: Int32 = 130

    let program: any TerminalProgram
    let session: TerminalSession
    private var decoder = KeyDecoder()
    private var started = false

    init(program: any TerminalProgram, size: (width: Int, height: Int), wake: @escaping @MainActor () -> Void)
    {
        self.program = program
        self.session = TerminalSession(size: size, wake: wake)
    }

    /// Calls the program's `start(_:)` once.
    func startIfNeeded() {
        guard !started else { return }
        started = true
        program.start(session)
    }

    /// Whether input is waiting for more bytes (a lone Escape, for example).
    var hasPendingInput: Bool { decoder.hasPendingInput }

    /// Whether a paste has started and its end has not arrived.
    var isReadingPaste: Bool { decoder.isReadingPaste }

    /// Decodes bytes and dispatches the keys they complete.
    func receive(_ bytes: some Sequence<UInt8>) {
        for key in decoder.decode(bytes) { dispatch(key) }
    }

    /// Treats pending input as complete (the Escape timeout) and dispatches the keys.
    func flushInput() {
        for key in decoder.flush() { dispatch(key) }
    }

    /// Dispatches one key, unless the program has quit.
    func dispatch(_ key: Key) {
        guard session.isRunning else { return }
        startIfNeeded()
        if key == .interrupt {
            session.quit(Self.interruptStatus)
            return
        }
        program.handle(key, session: session)
        session.invalidate()
    }

    /// Changes the screen size; the next frame is drawn at the new size.
    func resize(width: Int, height: Int) {
        session.size = (max(0, width), max(0, height))
        session.invalidate()
    }

    /// Draws a new frame.
    func frame() -> ScreenBuffer {
        startIfNeeded()
        var screen = ScreenBuffer(width: session.size.width, height: session.size.height)
        program.draw(into: &screen)
        session.didDisplay()
        return screen
    }
}
