import Testing

@testable import LoomTerminal

private let sections = [HelpOverlay.Section("Program", [KeyHint("F1", "this help"), KeyHint("q", "quit")])]

@MainActor
private func makeSession() -> TerminalSession {
    TerminalSession(size: (width: 60, height: 12), wake: {})
}

@MainActor
@Suite("ProgramOverlays: the help and the unsaved-quit question, with their keys, for every program")
struct ProgramOverlaysTests {
    @Test("F1 opens the help, which then takes every key until one of its keys closes it")
    func helpTakesEveryKey() {
        var overlays = ProgramOverlays(helpTitle: "demo keys", helpSections: sections)
        let session = makeSession()
        #expect(overlays.handle(.character("x"), session: session) == .ignored)
        #expect(overlays.handle(.function(1), session: session) == .handled)
        #expect(overlays.help?.title == "demo keys")
        #expect(overlays.handle(.character("x"), session: session) == .handled)
        #expect(overlays.isShowing)
        #expect(overlays.handle(.escape, session: session) == .handled)
        #expect(!overlays.isShowing)
        #expect(session.isRunning)
    }

    @Test("the help draws over the program's screen")
    func helpDraws() {
        var overlays = ProgramOverlays(helpTitle: "demo keys", helpSections: sections)
        overlays.showHelp()
        var screen = ScreenBuffer(width: 40, height: 10)
        overlays.render(into: &screen, in: screen.bounds)
        #expect(screen.text.contains("demo keys"))
        #expect(screen.text.contains("this help"))
    }

    @Test("quitting with nothing unsaved and no save running quits at once")
    func quitAtOnce() {
        var overlays = ProgramOverlays(helpTitle: "demo", helpSections: sections)
        let quitsNow = overlays.requestQuit(isSaving: false, unsavedQuestion: nil)
        #expect(quitsNow)
        #expect(!overlays.isShowing)
    }

    @Test("quitting with edits not saved asks; q quits with status 0, esc stays, s reports save")
    func unsavedEditsAsk() {
        var overlays = ProgramOverlays(helpTitle: "demo", helpSections: sections)
        let session = makeSession()
        let quitsUnsaved = overlays.requestQuit(isSaving: false, unsavedQuestion: "2 edits are not saved.")
        #expect(!quitsUnsaved)
        var screen = ScreenBuffer(width: 60, height: 12)
        overlays.render(into: &screen, in: screen.bounds)
        #expect(screen.text.contains("Not saved"))
        #expect(screen.text.contains("2 edits are not saved."))
        #expect(overlays.handle(.character("x"), session: session) == .handled)
        #expect(overlays.handle(.function(1), session: session) == .handled)  // the question stays first
        #expect(overlays.help == nil)
        #expect(overlays.handle(.escape, session: session) == .handled)
        #expect(overlays.quitPrompt == nil)
        #expect(session.isRunning)

        _ = overlays.requestQuit(isSaving: false, unsavedQuestion: "2 edits are not saved.")
        #expect(overlays.handle(.character("s"), session: session) == .intent(.save))
        #expect(overlays.quitPrompt == nil)

        _ = overlays.requestQuit(isSaving: false, unsavedQuestion: "2 edits are not saved.")
        #expect(overlays.handle(.character("q"), session: session) == .handled)
        #expect(session.exitStatus == 0)
    }

    @Test("quitting while a save runs waits for it, then quits, or asks when edits are still not saved")
    func quitWaitsForTheSave() {
        var overlays = ProgramOverlays(helpTitle: "demo", helpSections: sections)
        let quitsUnasked = overlays.saveEnded(unsavedQuestion: nil)
        #expect(!quitsUnasked)  // nobody asked to quit
        let quitsWhileSaving = overlays.requestQuit(isSaving: true, unsavedQuestion: "never asked")
        #expect(!quitsWhileSaving)
        #expect(overlays.quitsWhenSaved)
        #expect(!overlays.isShowing)
        let quitsAfterSave = overlays.saveEnded(unsavedQuestion: nil)
        #expect(quitsAfterSave)
        #expect(!overlays.quitsWhenSaved)

        _ = overlays.requestQuit(isSaving: true, unsavedQuestion: nil)
        let quitsAfterFailedSave = overlays.saveEnded(unsavedQuestion: "The save failed.")
        #expect(!quitsAfterFailedSave)
        #expect(overlays.quitPrompt?.message == "The save failed.")
    }
}
