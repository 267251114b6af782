import Loom
import LoomTerminal
import LoomTesting
import SearchyCore
import Testing

@testable import searchy

/// Searchy's terminal view without a terminal or a model: states in, typed terms and chosen
/// results out.
@MainActor
@Suite("searchy screen, headless")
struct SearchyScreenTests {
    private let results = [
        SearchResult(
            id: 1, name: "Love Gun", artist: "Kiss", album: "Greatest Kiss", genre: "Rock",
            milliseconds: 196_000),
        SearchResult(
            id: 2, name: "Loud Love", artist: "Soundgarden", album: "A-Sides", genre: "Rock",
            milliseconds: 297_456),
    ]

    /// What the screen published: the edited terms and the chosen results.
    private struct Published {
        let terms: ValueRecorder<String>
        let chosen: ValueRecorder<SearchResult>
    }

    private func makeScreen() -> (SearchyScreen, HeadlessTerminal, Published) {
        let screen = SearchyScreen(source: "test")
        let published = Published(
            terms: ValueRecorder(screen.searchTerm), chosen: ValueRecorder(screen.selected))
        return (screen, HeadlessTerminal(screen, width: 60, height: 8), published)
    }

    @Test("typing publishes each edited term")
    func typing() {
        let (_, terminal, published) = makeScreen()
        terminal.type("lov")
        terminal.send(.backspace, .control("u"))
        #expect(published.terms.values == ["l", "lo", "lov", "lo", ""])
    }

    @Test("results are shown with artist, album and duration, and the status line counts them")
    func showsResults() {
        let (screen, terminal, _) = makeScreen()
        screen.state = SearchState(term: "love", results: results, status: .loaded)
        let lines = terminal.screen.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[3].hasPrefix("Love Gun"))
        #expect(lines[3].contains("Kiss"))
        #expect(lines[3].contains("Greatest Kiss"))
        #expect(lines[3].hasSuffix("3:16"))
        #expect(lines[6].hasPrefix("2 results for “love”"))
        #expect(lines[0].hasSuffix("1/2"))
    }

    @Test("the words of the search are highlighted in the rows")
    func highlights() {
        let (screen, terminal, _) = makeScreen()
        screen.state = SearchState(term: "love ki", results: results, status: .loaded)
        let row = 3  // "Love Gun … Kiss … Greatest Kiss"
        #expect(terminal.screen[row, 0].style.isUnderlined)  // L
        #expect(terminal.screen[row, 3].style.isUnderlined)  // e
        #expect(!terminal.screen[row, 4].style.isUnderlined)  // the space
        #expect(!terminal.screen[row, 5].style.isUnderlined)  // G
        let line = terminal.screen.line(row)
        guard let kiss = line.range(of: "Kiss") else {
            Issue.record("no Kiss in \(line)")
            return
        }
        do {
            let column = line.distance(from: line.startIndex, to: kiss.lowerBound)
            #expect(terminal.screen[row, column].style.isUnderlined)
            #expect(terminal.screen[row, column + 1].style.isUnderlined)
            #expect(!terminal.screen[row, column + 2].style.isUnderlined)
        }
    }

    @Test("a match found only in the composer shows the composer with the track")
    func composerMatch() {
        let (screen, terminal, _) = makeScreen()
        let song = SearchResult(
            id: 3, name: "Angie", artist: "The Rolling Stones", album: "Hits", genre: "Rock",
            milliseconds: 200_000, composer: "Jagger/Richards")
        screen.state = SearchState(term: "jagger", results: [song], status: .loaded)
        #expect(terminal.screen.line(3).hasPrefix("Angie · composer: J"))
        screen.state = SearchState(term: "angie", results: [song], status: .loaded)
        #expect(!terminal.screen.line(3).contains("composer"))
        terminal.send(.enter)
        screen.showDetail(of: song)
        #expect(terminal.screen.contains("Composer  Jagger/Richards"))
    }

    @Test("capped results say how many matched in all, and the position follows the selection")
    func cappedAndPosition() {
        let (screen, terminal, _) = makeScreen()
        screen.state = SearchState(term: "love", results: results, status: .loaded, total: 127)
        #expect(terminal.screen.line(6) == "2 of 127 results for “love” · --limit to change")
        #expect(terminal.screen.line(0).hasSuffix("1/2"))
        terminal.send(.down, .down)
        #expect(terminal.screen.line(0).hasSuffix("2/2"))
    }

    @Test("every letter types into the search field, from the results and from a track; q never quits")
    func lettersType() {
        let (screen, terminal, published) = makeScreen()
        screen.state = SearchState(term: "love", results: results, status: .loaded)
        terminal.type("lo")
        terminal.send(.down)
        terminal.type("q")
        #expect(terminal.exitStatus == nil)
        #expect(published.terms.last == "loq")
        terminal.send(.down, .enter)
        screen.showDetail(of: results[0])
        terminal.type("x")
        #expect(terminal.exitStatus == nil)
        #expect(published.terms.last == "loqx")
        #expect(terminal.screen.contains("Search: loqx"))
    }

    @Test("F1 opens the help listing every key, from any screen; esc closes it")
    func help() {
        let (screen, _, _) = makeScreen()
        let terminal = HeadlessTerminal(screen, width: 80, height: 30)
        terminal.send(.function(1))
        for key in ["letters", "ctrl-u ctrl-k", "↑ ↓ pgup pgdn", "esc ← backspace", "ctrl-c"] {
            #expect(terminal.screen.contains(key), "the help lists \(key)")
        }
        terminal.send(.escape)
        #expect(!terminal.screen.contains("searchy keys"))
        #expect(terminal.exitStatus == nil)
    }

    @Test("a notice is shown until the first key")
    func notice() {
        let screen = SearchyScreen(source: "test", notice: "The catalog database at /x was rebuilt.")
        let terminal = HeadlessTerminal(screen, width: 60, height: 10)
        #expect(terminal.screen.contains("The catalog database at /x was rebuilt."))
        terminal.type("a")
        #expect(!terminal.screen.contains("was rebuilt"))
    }

    @Test("a failed search shows an error row instead of results")
    func failure() {
        let (screen, terminal, _) = makeScreen()
        screen.state = SearchState(term: "x", results: [], status: .failed("no network"))
        #expect(terminal.screen.contains("⚠ Search failed: no network"))
        #expect(terminal.screen.contains("Search for “x” failed"))
    }

    @Test("down then enter chooses the selected result; esc goes back one step at a time, then quits")
    func chooseAndBack() {
        let (screen, terminal, published) = makeScreen()
        screen.state = SearchState(term: "love", results: results, status: .loaded)
        terminal.send(.down, .down, .enter)
        #expect(published.chosen.values == [results[1]])
        screen.showDetail(of: results[1])
        #expect(terminal.screen.line(0) == "Loud Love")
        #expect(terminal.screen.contains("Artist    Soundgarden"))
        terminal.send(.escape)
        #expect(terminal.screen.contains("Search:"))
        #expect(terminal.exitStatus == nil)
        terminal.send(.escape)  // the results → the field
        #expect(terminal.exitStatus == nil)
        terminal.send(.escape)  // nothing open: quit
        #expect(terminal.exitStatus == 0)
    }

    @Test("new results select the first row again")
    func newResultsResetSelection() {
        let (screen, terminal, published) = makeScreen()
        screen.state = SearchState(term: "love", results: results, status: .loaded)
        terminal.send(.down, .down)
        screen.state = SearchState(term: "lo", results: results.reversed(), status: .loaded)
        terminal.send(.enter)
        #expect(published.chosen.values == [results[1]])
    }
}
