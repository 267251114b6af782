import Loom
import Testing

@testable import LoomTerminal

/// A small program: a search field over a list of names; enter shows the selected name.
@MainActor
private final class Picker: TerminalProgram {
    var field = TextField(prompt: "Find: ")
    let source = ArrayDataSource<String>(items: [])
    let list: TerminalListView<String>
    var chosen: String?
    var started = 0
    let names = ["Abba", "AC/DC", "Aerosmith", "Blur", "Bjork"]

    init() {
        source.reset(items: names)
        list = TerminalListView(dataSource: source, emptyText: "nothing") { ListRow($0) }
        list.showsStatusLine = false
        list.showsEditingColumn = false
    }

    func start(_ session: TerminalSession) { started += 1 }

    func draw(into screen: inout ScreenBuffer) {
        let parts = VerticalLayout([.fixed(1), .flexible, .fixed(1)]).split(screen.bounds)
        field.render(into: &screen, in: parts[0])
        list.render(into: &screen, in: parts[1])
        StatusLine(leading: chosen.map { "chose \($0)" } ?? "esc quits", trailing: "\(list.shownRowCount)")
            .render(into: &screen, in: parts[2])
    }

    func handle(_ key: Key, session: TerminalSession) {
        if key == .escape { return session.quit(3) }
        switch field.handle(key) {
        case .intent(.textChanged(let text)):
            source.reset(items: names.filter { $0.lowercased().hasPrefix(text.lowercased()) })
            list.reloadData()
        case .handled: break
        case .intent(.submitted), .ignored:
            if case .intent(.activated) = list.handle(key) { chosen = list.selectedItem }
        }
    }
}

@MainActor
@Suite("HeadlessTerminal")
struct HeadlessTerminalTests {
    @Test("the first frame is drawn at start and start is called once")
    func firstFrame() throws {
        let program = Picker()
        let terminal = HeadlessTerminal(program, width: 20, height: 5)
        #expect(terminal.screen.line(0) == "Find:")
        #expect(terminal.screen.line(1) == "Abba")
        #expect(terminal.screen.line(4) == "esc quits          5")
        terminal.send(.down)
        #expect(program.started == 1)
    }

    @Test("typed keys go to the field, navigation to the list, enter activates")
    func typingAndSelecting() {
        let terminal = HeadlessTerminal(Picker(), width: 20, height: 5)
        terminal.type("a")
        #expect(terminal.screen.text == "Find: a\nAbba\nAC/DC\nAerosmith\nesc quits          3")
        terminal.send(.down, .down, .enter)
        #expect(terminal.screen.line(4) == "chose Aerosmith    3")
        terminal.send(.backspace)
        #expect(terminal.screen.line(4).hasSuffix(" 5"))
    }

    @Test("raw bytes are decoded, and a lone escape waits for the input to be flushed")
    func rawBytesAndEscape() {
        let terminal = HeadlessTerminal(Picker(), width: 20, height: 5)
        terminal.feed("b\u{1B}[B\r")
        #expect(terminal.screen.line(4) == "chose Bjork        2")
        terminal.feed([0x1B])
        #expect(terminal.exitStatus == nil)
        terminal.flushInput()
        #expect(terminal.exitStatus == 3)
    }

    @Test("alt-backspace and alt-enter bytes reach the program as alt keys, not as escape (which quits)")
    func altKeysAreNotEscape() {
        let terminal = HeadlessTerminal(Picker(), width: 20, height: 5)
        terminal.feed("ab c\u{1B}\u{7F}\u{1B}\r")
        terminal.flushInput()
        #expect(terminal.exitStatus == nil)
        #expect(terminal.screen.line(0) == "Find: ab")
        #expect(terminal.screen.line(4).hasPrefix("esc quits"))  // alt-enter did not choose a row
    }

    @Test("a bracketed paste reaches the program as one paste: its line breaks, escape and ctrl-c are text")
    func bracketedPaste() {
        let terminal = HeadlessTerminal(Picker(), width: 20, height: 5)
        terminal.feed("\u{1B}[200~b\rj\u{1B}\u{03}")
        #expect(terminal.screen.line(0) == "Find:")  // the paste is not over yet
        terminal.feed("\u{1B}[201~")
        terminal.flushInput()
        #expect(terminal.exitStatus == nil)
        #expect(terminal.screen.line(0) == "Find: b j")
        #expect(terminal.screen.line(4).hasPrefix("esc quits"))  // no enter, no row chosen
    }

    @Test("ctrl-c quits with status 130 without reaching the program")
    func controlC() {
        let terminal = HeadlessTerminal(Picker(), width: 20, height: 5)
        terminal.feed([0x03])
        #expect(terminal.exitStatus == 130)
        terminal.type("x")
        #expect(!terminal.screen.contains("x"))
    }

    @Test("a key that changes one character redraws only that part of the screen")
    func minimalRedraw() {
        let terminal = HeadlessTerminal(Picker(), width: 20, height: 5)
        terminal.type("ab")
        let frames = terminal.frameCount
        terminal.send(.up)
        #expect(terminal.frameCount == frames + 1)
        #expect(terminal.lastOutput == "")
        terminal.send(.left)
        #expect(terminal.lastOutput == "\u{1B}[1;8H")
        terminal.send(.character("b"))
        #expect(terminal.lastOutput == "\u{1B}[1;9Hb\u{1B}[1;9H")
    }

    @Test("resizing redraws everything at the new size and the list keeps its selection visible")
    func resize() {
        let terminal = HeadlessTerminal(Picker(), width: 20, height: 7)
        terminal.send(.down, .down, .down, .down)
        #expect(terminal.screen.line(5) == "Bjork")
        terminal.resize(width: 12, height: 4)
        #expect(terminal.screen.width == 12)
        #expect(terminal.screen.text == "Find:\nBlur\nBjork\nesc quits  5")
        #expect(terminal.lastOutput.hasPrefix("\u{1B}[0m\u{1B}[2J"))
    }

    @Test("setNeedsDisplay draws a new frame for changes that do not come from keys")
    func needsDisplay() {
        let program = Picker()
        let terminal = HeadlessTerminal(program, width: 20, height: 5)
        program.chosen = "outside"
        #expect(terminal.screen.line(4) == "esc quits          5")
        terminal.session.setNeedsDisplay()
        #expect(terminal.screen.line(4) == "chose outside      5")
    }

    @Test("only the first quit counts")
    func quitOnce() {
        let terminal = HeadlessTerminal(Picker(), width: 20, height: 5)
        terminal.session.quit(7)
        terminal.session.quit(0)
        #expect(terminal.exitStatus == 7)
        #expect(!terminal.session.isRunning)
    }

    @Test("releasing the headless terminal releases the program and its session")
    func releasesProgram() {
        weak var weakProgram: Picker?
        weak var weakSession: TerminalSession?
        do {
            let program = Picker()
            weakProgram = program
            let terminal = HeadlessTerminal(program, width: 20, height: 5)
            weakSession = terminal.session
            terminal.type("a")
            #expect(weakProgram != nil)
        }
        #expect(weakProgram == nil)
        #expect(weakSession == nil)
    }
}
