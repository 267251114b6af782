import LibraryCore
import Loom
import LoomTerminal
import Testing

@testable import library

/// The library's terminal program without a terminal, over an in-memory catalog: what each list
/// screen draws (styles included) as keys arrive.
@MainActor
@Suite("library screens, headless")
struct LibraryScreenTests {
    private func makeLibrary() throws -> (LibraryDatabase, HeadlessTerminal) {
        let store = try LibraryDatabase.inMemory()
        return (store, HeadlessTerminal(LibraryProgram(store: store), width: 80, height: 20))
    }

    /// The screen row whose text starts with `prefix`.
    private func row(startingWith prefix: String, in screen: ScreenBuffer) throws -> Int {
        try #require((0..<screen.height).first { screen.line($0).hasPrefix(prefix) })
    }

    @Test("artists: letter headers, the index with the current letter bold, letters jump and q is a letter")
    func artists() throws {
        let (_, terminal) = try makeLibrary()
        terminal.send(.enter)
        var screen = terminal.screen
        #expect(screen.line(1).hasPrefix("A ───"))
        #expect(screen[1, 0].style.isBold)
        let index = try row(startingWith: "ABCDEFGHIJKLMNOPQRSTUVWXYZ", in: screen)
        #expect(screen[index, 0].style.isBold && !screen[index, 1].style.isBold)
        terminal.type("q")
        screen = terminal.screen
        #expect(terminal.exitStatus == nil)
        #expect(screen.line(1).hasPrefix("Q ───"))
        #expect(screen[2, 2].style.isInverse)  // Queen, selected
        #expect(screen[index, 16].style.isBold && !screen[index, 0].style.isBold)  // Q in the index
        #expect(screen.line(19).contains("a–z jump"))
        #expect(!screen.line(19).contains("quit"))
    }

    @Test("the track picker highlights the words typed in each track's name; its hints say letters filter")
    func pickerHighlights() throws {
        let (_, terminal) = try makeLibrary()
        terminal.send(.down, .enter, .enter)
        terminal.type("ea")  // edit, then add a track
        #expect(terminal.screen.contains("Type to filter"))
        terminal.type("pearl love")
        let screen = terminal.screen
        let line = try row(startingWith: "  Love Boat Captain", in: screen)
        #expect((2..<6).allSatisfy { screen[line, $0].style.isUnderlined })  // Love
        #expect(!(7..<11).contains { screen[line, $0].style.isUnderlined })  // Boat
        #expect(screen.contains("Filter: pearl love (1 of "))
        #expect(screen.line(19).contains("type filter"))
    }

    @Test("a playlist edit shows at once; the hints say saving until it is saved")
    func editShowsAtOnce() async throws {
        let (store, terminal) = try makeLibrary()
        terminal.send(.down, .enter, .enter)
        let first = terminal.screen.line(1)
        terminal.type("ed")
        #expect(terminal.screen.line(1) != "− " + first.dropFirst(2))
        #expect(terminal.screen.line(19).hasSuffix("saving…"))
        await store.playlistEdits.waitUntilIdle()
        #expect(terminal.screen.line(19).hasSuffix("library"))
        #expect(store.playlistEdits.state.value == .saved)
    }
}
