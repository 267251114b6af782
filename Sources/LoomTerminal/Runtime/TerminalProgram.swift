/// A program with a terminal user interface: it draws frames from its state and handles keys.
///
/// The runtime (``TerminalApp`` on a real terminal, ``HeadlessTerminal`` in tests) calls
/// ``start(_:)`` once, then ``draw(into:)`` for every frame and ``handle(_:session:)`` for
/// every key. After each key it draws again; only what changed reaches the terminal. Ctrl-C
/// never reaches the program: the runtime quits with status 130.
///
/// Keep programs thin: state and logic live in the model, controller or view model; the program
/// turns their values into views and keys into their events.
///
/// ```swift
/// @MainActor final class Hello: TerminalProgram {
///     var count = 0
///     func draw(into screen: inout ScreenBuffer) {
///         Label("Pressed \(count) times").render(into: &screen, in: screen.bounds)
///     }
///     func handle(_ key: Key, session: TerminalSession) {
///         switch key {
///         case .character("q"): session.quit()
///         default: count += 1
///         }
///     }
/// }
/// await TerminalApp.main(Hello())
/// ```
@MainActor
public protocol TerminalProgram: AnyObject {
    /// Called once before the first frame. Keep the session to quit or to redraw later (for
    /// example when asynchronous results arrive). The default does nothing.
    func start(_ session: TerminalSession)
    /// Draws the whole frame into `screen`, which is blank and as large as the terminal.
    func draw(into screen: inout ScreenBuffer)
    /// Handles one key.
    func handle(_ key: Key, session: TerminalSession)
}

extension TerminalProgram {
    /// Does nothing.
    public func start(_ session: TerminalSession) {}
}
