/// What a running ``TerminalProgram`` can ask of its runtime: redraw, quit, the screen size.
///
/// ```swift
/// func start(_ session: TerminalSession) {
///     self.session = session
///     token = results.observe { [weak self] _ in self?.session?.setNeedsDisplay() }
/// }
/// func handle(_ key: Key, session: TerminalSession) {
///     if key == .character("q") { session.quit() }
/// }
/// ```
@MainActor
public final class TerminalSession {
    /// The status the program quit with, or `nil` while it runs.
    public private(set) var exitStatus: Int32?
    /// The terminal's size in columns and rows.
    public internal(set) var size: (width: Int, height: Int)
    /// Wakes the runtime: called when a redraw is requested or the program quits.
    private let wake: @MainActor () -> Void
    /// Whether a frame is due.
    private(set) var needsDisplay = true

    init(size: (width: Int, height: Int), wake: @escaping @MainActor () -> Void) {
        self.size = size
        self.wake = wake
    }

    /// Whether the program is still running.
    public var isRunning: Bool { exitStatus == nil }

    /// Asks for a new frame soon, for changes that do not come from a key (timers, search
    /// results). After a key the runtime redraws anyway.
    public func setNeedsDisplay() {
        guard !needsDisplay else { return }
        needsDisplay = true
        wake()
    }

    /// Ends the program with `status` (0 for success); the terminal is restored. Only the first
    /// call counts.
    public func quit(_ status: Int32 = 0) {
        guard exitStatus == nil else { return }
        exitStatus = status
        wake()
    }

    /// Marks the frame as drawn.
    func didDisplay() {
        needsDisplay = false
    }

    /// Marks a frame as due without waking the runtime (it is about to draw anyway).
    func invalidate() {
        needsDisplay = true
    }
}
