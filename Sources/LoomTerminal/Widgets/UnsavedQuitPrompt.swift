/// The question every Loom program asks when the user quits with edits that are not saved: a
/// ``MessageBox`` titled "Not saved" with three answers, s (try to save), q (quit without saving) and
/// Esc (stay), and the mapping from keys to those answers. A program asks it through
/// ``ProgramOverlays`` (``ProgramOverlays/requestQuit(isSaving:unsavedQuestion:)``); what that does is
/// this:
///
/// ```swift
/// if confirmingQuit {
///     UnsavedQuitPrompt(message: "2 to-dos are not saved (the database is locked).")
///         .render(into: &screen, in: screen.bounds)
/// }
/// // in handle(_:session:), while the prompt shows:
/// switch UnsavedQuitPrompt.answer(to: key) {
/// case .save: confirmingQuit = false; store.send(.retry)
/// case .quitWithoutSaving: session.quit(0)
/// case .stay: confirmingQuit = false
/// case nil: break   // any other key leaves the question on screen
/// }
/// ```
public struct UnsavedQuitPrompt: TerminalView, Hashable, Sendable {
    /// What the user answered.
    public enum Answer: Hashable, Sendable {
        /// Try to save (s or ctrl-s), then quit if that worked.
        case save
        /// Quit and lose the edits (q or y).
        case quitWithoutSaving
        /// Close the question and go on (Esc or n).
        case stay
    }

    /// What is not saved and why; it wraps.
    public var message: String

    /// A prompt with `message`.
    public init(message: String) {
        self.message = message
    }

    /// Every key that answers the question, for a program's ``HelpOverlay`` (the box itself shows
    /// the main ones).
    public static let helpKeys: [KeyHint] = [
        KeyHint("s ctrl-s", "try to save, then quit"), KeyHint("q y", "quit without saving"),
        KeyHint("esc n", "stay"),
    ]

    /// The message box it draws.
    public var messageBox: MessageBox {
        MessageBox(
            title: "Not saved", message: message,
            hints: [KeyHint("s", "try to save"), KeyHint("q", "quit without saving"), KeyHint("esc", "stay")])
    }

    /// Draws the question centred in `rect`, over whatever is there.
    public func render(into screen: inout ScreenBuffer, in rect: Rect) {
        messageBox.render(into: &screen, in: rect)
    }

    /// The answer `key` gives, or `nil` for a key that answers nothing (the question stays).
    public static func answer(to key: Key) -> Answer? {
        switch key {
        case .character("s"), .control("s"): .save
        case .character("q"), .character("y"): .quitWithoutSaving
        case .escape, .character("n"): .stay
        default: nil
        }
    }
}
