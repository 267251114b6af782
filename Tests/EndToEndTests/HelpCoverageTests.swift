import CounterCore
import Foundation
import Loom
import LoomInspector
import LoomTerminal
import LoomTesting
import SearchyCore
import Testing
import TodoCore

@testable import counter
@testable import library
@testable import loom_inspect
@testable import searchy
@testable import todo

/// The F1 help of every program (issue 20): it fits a 40-column terminal without cutting a key or a
/// word, and, for searchy, todo and the counter, every key that changes something on one of their
/// screens is listed (tried key by key on new programs).
@MainActor
@Suite("F1 help: every key the programs answer, in 40 columns")
struct HelpCoverageTests {
    /// Every key a terminal can send that the decoder reports, and a paste.
    static let candidates: [Key] = {
        var keys: [Key] = (0x20...0x7E).map { .character(Character(Unicode.Scalar(UInt8($0)))) }
        // The control keys the decoder reports: not ctrl-c (it quits before reaching the program), nor
        // ctrl-h, ctrl-i, ctrl-m, ctrl-j and ctrl-[ (they arrive as backspace, tab, enter and escape).
        keys += "abdefgklnopqrstuvwxyz\\]^_ ".map { .control($0) }
        keys += [
            .enter, .tab, .backTab, .backspace, .delete, .escape, .up, .down, .left, .right, .home, .end,
            .pageUp, .pageDown, .insert, .alt(.backspace), .alt(.enter), .alt(.character("b")),
            .alt(.character("q")), .paste("x\ny"), .unknown([0x1B, 0x5B, 0x39, 0x39, 0x7E]),
        ]
        keys += (1...12).map { .function($0) }
        return keys
    }()

    /// How a help can name `key`.
    static func names(of key: Key) -> Set<String> {
        switch key {
        case .character(let character):
            var names: Set<String> = ["letters", String(character)]
            if character == " " { names.insert("space") }
            if character.isLetter { names.insert("a–z") }
            if character.isNumber { names.insert("0–9") }
            return names
        case .control(let character): return ["ctrl-\(character)"]
        case .enter: return ["enter"]
        case .tab: return ["tab"]
        case .backTab: return ["shift-tab"]
        case .backspace: return ["backspace"]
        case .delete: return ["del"]
        case .escape: return ["esc"]
        case .up: return ["↑"]
        case .down: return ["↓"]
        case .left: return ["←"]
        case .right: return ["→"]
        case .home: return ["home"]
        case .end: return ["end"]
        case .pageUp: return ["pgup"]
        case .pageDown: return ["pgdn"]
        case .insert: return ["ins"]
        case .function(let number): return ["F\(number)"]
        case .alt(.backspace): return ["alt-backspace"]
        case .alt(.enter): return ["alt-enter"]
        case .alt(let inner): return Set(names(of: inner).map { "alt-" + $0 })
        case .paste: return ["paste", "letters"]
        case .unknown: return []
        }
    }

    /// The keys that change the screen (or end the program) of a program made by `make` in some
    /// state, each tried on a new program. It lets other work on the main actor run between keys.
    static func answeredKeys(_ make: () throws -> HeadlessTerminal) async rethrows -> [Key] {
        var answered: [Key] = []
        for key in candidates {
            let terminal = try make()
            let before = terminal.screen
            terminal.send(key)
            if terminal.exitStatus != nil || terminal.screen != before { answered.append(key) }
            await Task.yield()
        }
        return answered
    }

    /// The keys of `keys` that `sections` does not name.
    static func unlisted(_ keys: [Key], in sections: [HelpOverlay.Section]) -> [Key] {
        let listed = Set(sections.flatMap(\.keys).flatMap { $0.keys.split(separator: " ").map(String.init) })
        return keys.filter { names(of: $0).isDisjoint(with: listed) }
    }

    /// Checks that `sections` fit 40 columns: every line inside the frame, no key or word cut.
    static func expectFits40Columns(_ sections: [HelpOverlay.Section], _ program: String) {
        let help = HelpOverlay(title: "\(program) keys", sections: sections)
        let lines = help.lines(forWidth: 36)
        var screen = ScreenBuffer(width: 40, height: lines.count + 2)
        help.render(into: &screen, in: screen.bounds)
        let shown = Set(screen.text.split(whereSeparator: { $0.isWhitespace || $0 == "│" }).map(String.init))
        #expect(!screen.text.contains("…"), "\(program): \(screen.text)")
        for hint in help.allKeys {
            for word in (hint.keys + " " + hint.action).split(separator: " ") {
                #expect(shown.contains(String(word)), "\(program) help shows “\(word)” whole in 40 columns")
            }
        }
        for line in lines {
            #expect(DisplayWidth.columns(of: line.text) <= 36, "\(program): \(line.text)")
        }
    }

    // MARK: The programs, in each of their states

    /// Two results, so that the results list has somewhere to move.
    private static let results = [("Lola", "The Kinks"), ("Lost Cause", "Beck")].enumerated().map {
        SearchResult(
            id: Int64($0.offset + 1), name: $0.element.0, artist: $0.element.1, album: "", genre: "",
            milliseconds: 180_000)
    }

    /// Searchy: the empty field, the field over results, the results, a track.
    private static func searchy(_ state: Int) -> HeadlessTerminal {
        let screen = SearchyScreen(source: "test")
        let terminal = HeadlessTerminal(screen, width: 48, height: 10)
        guard state > 0 else { return terminal }
        terminal.type("lo")
        terminal.send(.left)
        screen.state = SearchState(term: "lo", results: results, status: .loaded)
        if state == 2 { terminal.send(.down) }
        if state == 3 { screen.showDetail(of: results[1]) }
        return terminal
    }

    /// Trying every key takes a minute of the main actor, which slows the suites with time limits
    /// that share it past their limits: the audits run when `LOOM_KEY_AUDIT` is set.
    static let audits = Testing.ConditionTrait.enabled(
        if: ProcessInfo.processInfo.environment["LOOM_KEY_AUDIT"] != nil,
        "LOOM_KEY_AUDIT=1 tries every key on every screen (about a minute)")

    @Test("searchy's help lists every key searchy answers", audits)
    func searchyAudit() async {
        for state in 0...3 {
            let answered = await Self.answeredKeys { Self.searchy(state) }
            #expect(answered.contains(.function(1)))
            #expect(Self.unlisted(answered, in: SearchyScreen.helpSections) == [], "state \(state)")
        }
    }

    /// The counter, with its model and controller.
    private static func counter() -> HeadlessTerminal {
        let screen = CounterScreen()
        glue(model: CounterModel(), view: screen, controller: CounterController())
        return HeadlessTerminal(screen, width: 40, height: 8)
    }

    @Test("counter's help lists every key the counter answers", audits)
    func counterAudit() async {
        let answered = await Self.answeredKeys(Self.counter)
        #expect(answered.contains(.character("+")))
        #expect(Self.unlisted(answered, in: CounterScreen.helpSections) == [])
    }

    /// Todo over a new database: the field with text (0), the list with two to-dos (1), editing the
    /// newest one's title (2).
    private static func todo(_ state: Int, folder: TemporaryFolder) throws -> HeadlessTerminal {
        let database = try TodoDatabase(path: folder.path("\(UUID()).sqlite"))
        let program = TodoProgram(store: makeTodoStore(storage: database))
        let terminal = HeadlessTerminal(program, width: 48, height: 10)
        terminal.type("Buy milk")
        terminal.send(.enter)
        terminal.type("Walk the dog")
        if state >= 1 { terminal.send(.enter, .tab) }
        if state == 2 { terminal.type("e") }
        return terminal
    }

    @Test("todo's help lists every key todo answers", audits)
    func todoAudit() async throws {
        let folder = try TemporaryFolder(prefix: "loom-help-todo")
        defer { folder.remove() }
        for state in 0...2 {
            let answered = try await Self.answeredKeys { try Self.todo(state, folder: folder) }
            #expect(answered.contains(.function(1)))
            #expect(Self.unlisted(answered, in: TodoProgram.helpSections) == [], "state \(state)")
        }
    }

    /// loom-inspect replaying a history of three actions, at the second.
    private static func inspector() throws -> HeadlessTerminal {
        var history = try InspectorHistory(
            hello: .hello(version: 1, program: "todo", processID: 0, initialState: "n: 0", position: 0))
        for index in 1...3 { try history.apply(.entry(index: index, action: "add", state: "n: \(index)")) }
        _ = history.stepBack()
        return HeadlessTerminal(
            InspectorProgram(history: history, link: nil, source: "replay"), width: 60, height: 10)
    }

    @Test("loom-inspect's help lists every key it answers", audits)
    func inspectorAudit() async throws {
        let answered = try await Self.answeredKeys(Self.inspector)
        #expect(answered.contains(.up))
        #expect(Self.unlisted(answered, in: InspectorProgram.helpSections) == [])
    }

    @Test("every program's help fits 40 columns: no key or word is cut")
    func helpsFit40Columns() {
        Self.expectFits40Columns(SearchyScreen.helpSections, "searchy")
        Self.expectFits40Columns(TodoProgram.helpSections, "todo")
        Self.expectFits40Columns(LibraryProgram.helpSections, "library")
        Self.expectFits40Columns(CounterScreen.helpSections, "counter")
        Self.expectFits40Columns(InspectorProgram.helpSections, "loom-inspect")
    }

    @Test("the helps name the keys the audit found missing: text-field keys, shift-tab, the quit question's")
    func helpsListAuditedKeys() {
        func names(_ sections: [HelpOverlay.Section]) -> Set<String> {
            Set(sections.flatMap(\.keys).flatMap { $0.keys.split(separator: " ").map(String.init) })
        }
        let field: Set = [
            "alt-backspace", "ctrl-w", "ctrl-a", "ctrl-e", "ctrl-b", "ctrl-f", "ctrl-d", "ctrl-h", "paste",
        ]
        let question: Set = ["s", "ctrl-s", "q", "y", "esc", "n"]
        #expect(field.union(["shift-tab"]).subtracting(names(SearchyScreen.helpSections)) == [])
        #expect(field.union(question).union(["shift-tab"]).subtracting(names(TodoProgram.helpSections)) == [])
        // The library's keys were audited by hand (a catalog per key tried takes minutes).
        #expect(
            field.union(question).union(["ctrl-u", "0–9", "#"]).subtracting(
                names(LibraryProgram.helpSections)) == [])
    }
}
