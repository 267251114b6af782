import Testing

@testable import LoomTerminal

@Suite("Wrapping, key hints, the help overlay and message boxes")
struct HelpAndHintTests {
    private let hints = [
        KeyHint("↑↓", "move"), KeyHint("enter", "open"), KeyHint("/", "search", priority: .low),
        KeyHint("F1", "help", priority: .help), KeyHint("q", "quit", priority: .essential),
    ]

    @Test("wrapping breaks at spaces, cuts only words longer than a line, and keeps line breaks")
    func wrap() {
        #expect(
            DisplayWidth.wrap("Not saved: the database is locked.", to: 16) == [
                "Not saved: the", "database is", "locked.",
            ])
        #expect(DisplayWidth.wrap("abcdefghij", to: 4) == ["abcd", "efgh", "ij"])
        #expect(DisplayWidth.wrap("one\ntwo three", to: 20) == ["one", "two three"])
        #expect(DisplayWidth.wrap("日本語テキスト", to: 5) == ["日本", "語テ", "キス", "ト"])
        #expect(DisplayWidth.wrap("", to: 5) == [""])
        #expect(DisplayWidth.wrap("x", to: 0) == [""])
        for width in 1...12 {
            for line in DisplayWidth.wrap("The catalog database at /a/b.sqlite was rebuilt.", to: width) {
                #expect(DisplayWidth.columns(of: line) <= width, "width \(width): \(line)")
            }
        }
    }

    @Test("a paragraph takes the rows it needs and marks text it cannot show")
    func paragraph() {
        let paragraph = Paragraph("Long messages wrap instead of being cut mid-sentence.")
        #expect(paragraph.height(forWidth: 20) == 3)
        #expect(Paragraph("").height(forWidth: 20) == 0)
        var screen = ScreenBuffer(width: 20, height: 3)
        paragraph.render(into: &screen, in: screen.bounds)
        #expect(screen.text == "Long messages wrap\ninstead of being cut\nmid-sentence.")
        var short = ScreenBuffer(width: 20, height: 2)
        paragraph.render(into: &short, in: short.bounds)
        #expect(short.line(1).hasSuffix("…"))
    }

    @Test("the hint bar shows every hint when it fits, with the status at the right")
    func hintBarFits() {
        var screen = ScreenBuffer(width: 60, height: 1)
        HintBar(hints, status: "3/25").render(into: &screen, in: screen.bounds)
        #expect(screen.line(0) == " ↑↓ move · enter open · / search · F1 help · q quit    3/25")
        #expect(screen[0, 0].style == .inverse)
    }

    @Test(
        "a narrow hint bar drops low priorities first, then the status, and keeps 'q quit' to its own width")
    func hintBarNarrow() {
        func line(_ width: Int) -> String {
            var screen = ScreenBuffer(width: width, height: 1)
            HintBar(hints, status: "3/25").render(into: &screen, in: screen.bounds)
            return screen.line(0)
        }
        #expect(line(50) == " ↑↓ move · enter open · F1 help · q quit     3/25")
        #expect(line(40) == " ↑↓ move · F1 help · q quit        3/25")
        #expect(line(25) == " F1 help · q quit   3/25")
        #expect(line(20) == " F1 help · q quit")
        #expect(line(12) == " q quit")
        #expect(line(7) == " q quit")
        for width in 7...80 { #expect(line(width).contains("q quit"), "width \(width)") }
    }

    @Test("the help lists every key by section, wraps long descriptions and scrolls")
    func helpOverlay() {
        var help = HelpOverlay(
            title: "demo keys",
            sections: [
                HelpOverlay.Section(
                    "Moving", [KeyHint("↑ ↓", "move"), KeyHint("pgup pgdn", "move by a page")]),
                HelpOverlay.Section(
                    "Program", [KeyHint("F1", "this help, which lists every key the program understands")]),
            ])
        #expect(help.allKeys.map(\.keys) == ["↑ ↓", "pgup pgdn", "F1"])
        var screen = ScreenBuffer(width: 50, height: 12)
        screen.write("behind", row: 0, column: 0)
        help.render(into: &screen, in: screen.bounds)
        #expect(screen.text.contains("demo keys"))
        #expect(screen.text.contains("Moving"))
        #expect(screen.text.contains("pgup pgdn  move by a page"))
        #expect(screen.text.contains("this help, which lists every key"))
        #expect(screen.text.contains("esc close"))
        var small = ScreenBuffer(width: 50, height: 6)
        help.render(into: &small, in: small.bounds)
        #expect(small.text.contains("1–4 of 7"))
        #expect(help.handle(.down) == .handled)
        #expect(help.handle(.end) == .handled)
        help.render(into: &small, in: small.bounds)
        #expect(small.text.contains("4–7 of 7"))
        for key: Key in [.escape, .function(1), .character("?"), .character("q"), .enter] {
            #expect(help.handle(key) == .intent(.dismissed))
        }
        #expect(help.handle(.character("x")) == .handled)
        var tiny = ScreenBuffer(width: 8, height: 3)
        HelpOverlay(title: help.title, sections: help.sections).render(into: &tiny, in: tiny.bounds)
        #expect(tiny.line(0) == "Moving")
    }

    @Test("in 40 columns, long key names wrap in their column instead of being cut, and so do actions")
    func helpOverlayIn40Columns() {
        let help = HelpOverlay(
            title: "demo keys",
            sections: [
                HelpOverlay.Section(
                    "Editing",
                    [
                        KeyHint("← → tab shift-tab", "choose a button"),
                        KeyHint("alt-backspace ctrl-w", "delete the word before the cursor"),
                        KeyHint("q", "quit"),
                    ])
            ])
        let pad = { (count: Int) in String(repeating: " ", count: count) }
        let expected = [
            "Editing", "← → tab" + pad(8) + "choose a button", "shift-tab", "alt-backspace  delete the word",
            "ctrl-w" + pad(9) + "before the cursor", "q" + pad(14) + "quit",
        ]
        #expect(help.lines(forWidth: 36).map(\.text) == expected)
        var screen = ScreenBuffer(width: 40, height: 10)
        help.render(into: &screen, in: screen.bounds)
        for line in expected { #expect(screen.text.contains("│ " + line), "shows \(line)") }
        #expect(!screen.text.contains("…"))
    }

    @Test("a help taller than the screen keeps its footer whole in 40 columns")
    func helpFooterIn40Columns() {
        let keys = (1...40).map { KeyHint("k\($0)", "does thing number \($0)") }
        var help = HelpOverlay(title: "many keys", sections: [HelpOverlay.Section("Keys", keys)])
        var screen = ScreenBuffer(width: 40, height: 12)
        help.render(into: &screen, in: screen.bounds)
        #expect(screen.line(11).contains("1–10 of 41 · esc close"))
        #expect(!screen.text.contains("…"))
        help.handle(.end)
        help.render(into: &screen, in: screen.bounds)
        #expect(screen.text.contains("k40"))
        #expect(screen.line(11).contains("32–41 of 41 · esc close"))
        var wide = ScreenBuffer(width: 80, height: 12)
        help.render(into: &wide, in: wide.bounds)
        #expect(!wide.text.contains("…"))
        #expect(wide.line(11).contains("esc close"))
    }

    @Test("a message box wraps its message and always shows its answers")
    func messageBox() {
        let box = MessageBox(
            title: "Not saved",
            message:
                "The to-do list on screen (2 to-dos) is not saved. The database is locked by another program.",
            hints: [KeyHint("s", "try to save"), KeyHint("q", "quit without saving"), KeyHint("esc", "stay")])
        var screen = ScreenBuffer(width: 40, height: 12)
        box.render(into: &screen, in: screen.bounds)
        #expect(screen.text.contains("Not saved"))
        #expect(screen.text.contains("by another program."))
        #expect(screen.text.contains("│ s try to save"))
        #expect(screen.text.contains("│ q quit without saving · esc stay"))
        var low = ScreenBuffer(width: 40, height: 6)
        box.render(into: &low, in: low.bounds)
        #expect(low.text.contains("quit without saving"))
    }

    @Test(
        "the unsaved-edits question: s and ctrl-s save, q and y quit without saving, Esc and n stay, other keys answer nothing"
    )
    func unsavedQuitPrompt() {
        #expect(UnsavedQuitPrompt.answer(to: .character("s")) == .save)
        #expect(UnsavedQuitPrompt.answer(to: .control("s")) == .save)
        #expect(UnsavedQuitPrompt.answer(to: .character("q")) == .quitWithoutSaving)
        #expect(UnsavedQuitPrompt.answer(to: .character("y")) == .quitWithoutSaving)
        #expect(UnsavedQuitPrompt.answer(to: .escape) == .stay)
        #expect(UnsavedQuitPrompt.answer(to: .character("n")) == .stay)
        for key: Key in [.character("x"), .enter, .control("c"), .function(1)] {
            #expect(UnsavedQuitPrompt.answer(to: key) == nil)
        }
        var screen = ScreenBuffer(width: 80, height: 10)
        UnsavedQuitPrompt(message: "2 to-dos are not saved.").render(into: &screen, in: screen.bounds)
        #expect(screen.text.contains("Not saved"))
        #expect(screen.text.contains("2 to-dos are not saved."))
        #expect(screen.text.contains("s try to save · q quit without saving · esc stay"))
    }
}
