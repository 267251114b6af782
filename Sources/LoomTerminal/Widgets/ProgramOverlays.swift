/// What shows over every Loom program's screen, with the keys that go with it, written once: the help
/// (F1 opens a ``HelpOverlay``; while it shows, every key goes to it) and the question asked when the
/// user quits with edits that are not saved (an ``UnsavedQuitPrompt``: q quits with status 0, Esc
/// stays, s reports ``Intent/save``).
///
/// Quitting goes through ``requestQuit(isSaving:unsavedQuestion:)``: with a save running it waits
/// (``saveEnded(unsavedQuestion:)`` decides again when the save ends), with edits not saved it asks,
/// otherwise it says to quit now.
///
/// ```swift
/// var overlays = ProgramOverlays(helpTitle: "todo keys", helpSections: helpSections)
/// func handle(_ key: Key, session: TerminalSession) {
///     switch overlays.handle(key, session: session) {
///     case .intent(.save): store.send(.retry)
///     case .handled: return
///     case .ignored: break
///     }
///     if key == .character("q"), overlays.requestQuit(isSaving: false, unsavedQuestion: question) {
///         session.quit()
///     }
/// }
/// func draw(into screen: inout ScreenBuffer) {
///     // … the program's own frame, then:
///     overlays.render(into: &screen, in: screen.bounds)
/// }
/// ```
public struct ProgramOverlays: TerminalView, Hashable, Sendable {
    /// What the user meant.
    public enum Intent: Hashable, Sendable {
        /// Asked about edits not saved, the user chose to save them (then to quit, if that worked).
        case save
    }

    /// The help's title ("todo keys").
    let helpTitle: String
    /// Every key of the program, in sections.
    let helpSections: [HelpOverlay.Section]
    /// The help, while it shows.
    private(set) var help: HelpOverlay?
    /// The question about edits not saved, while it shows.
    private(set) var quitPrompt: UnsavedQuitPrompt?
    /// Whether quitting waits for the running save to end.
    public private(set) var quitsWhenSaved = false

    /// Overlays for a program whose help shows `helpSections` under `helpTitle`.
    public init(helpTitle: String, helpSections: [HelpOverlay.Section]) {
        self.helpTitle = helpTitle
        self.helpSections = helpSections
    }

    /// Whether the help or the question shows (then they take every key).
    public var isShowing: Bool { help != nil || quitPrompt != nil }

    /// Shows the help (for a key other than F1 that opens it, such as `?` where it is not typed).
    public mutating func showHelp() {
        help = HelpOverlay(title: helpTitle, sections: helpSections)
    }

    /// Applies one key before the program does: the help takes every key while it shows (and closes on
    /// its keys), the question takes every key while it shows (q quits the session with status 0, Esc
    /// or n closes it, s or ctrl-s closes it and reports ``Intent/save``), and F1 opens the help.
    /// Any other key is ``KeyResult/ignored``: the program's to use.
    @MainActor @discardableResult
    public mutating func handle(_ key: Key, session: TerminalSession) -> KeyResult<Intent> {
        if help != nil {
            if help?.handle(key) == .intent(.dismissed) { help = nil }
            return .handled
        }
        if quitPrompt != nil {
            switch UnsavedQuitPrompt.answer(to: key) {
            case .quitWithoutSaving:
                session.quit(0)
            case .save:
                quitPrompt = nil
                return .intent(.save)
            case .stay:
                quitPrompt = nil
            case nil:
                break
            }
            return .handled
        }
        guard key == .function(1) else { return .ignored }
        showHelp()
        return .handled
    }

    /// The user asked to quit. Returns `true` when the program may quit now; otherwise, with a save
    /// running, quitting waits for it (see ``saveEnded(unsavedQuestion:)``), and with edits not saved
    /// (`unsavedQuestion` is what to say about them) the question shows.
    public mutating func requestQuit(isSaving: Bool, unsavedQuestion: @autoclosure () -> String?) -> Bool {
        if isSaving {
            quitsWhenSaved = true
        } else if let question = unsavedQuestion() {
            quitPrompt = UnsavedQuitPrompt(message: question)
        } else {
            return true
        }
        return false
    }

    /// A save ended: when quitting waited for it, decides again (see
    /// ``requestQuit(isSaving:unsavedQuestion:)``). Returns `true` when the program may quit now.
    public mutating func saveEnded(unsavedQuestion: @autoclosure () -> String?) -> Bool {
        guard quitsWhenSaved else { return false }
        quitsWhenSaved = false
        return requestQuit(isSaving: false, unsavedQuestion: unsavedQuestion())
    }

    /// Draws the question, then the help, centred in `rect`, over whatever is there.
    public func render(into screen: inout ScreenBuffer, in rect: Rect) {
        quitPrompt?.render(into: &screen, in: rect)
        help?.render(into: &screen, in: rect)
    }
}
