import Loom
import LoomTerminal
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

    private final class Recorder {
        var terms: [String] = []
        var chosen: [SearchResult] = []
        var tokens: [Token] = []
    }

    private func makeScreen() -> (SearchyScreen, HeadlessTerminal, Recorder) {
        let screen = SearchyScreen(source: "test")
        let recorder = Recorder()
        recorder.tokens = [
            screen.searchTerm.observe { [weak recorder] in recorder?.terms.append($0) },
            screen.selected.observe { [weak recorder] in recorder?.chosen.append($0) },
        ]
        return (screen, HeadlessTerminal(screen, width: 60, height: 8), recorder)
    }

    @Test("typing publishes each edited term")
    func typing() {
        let (_, terminal, recorder) = makeScreen()
        terminal.type("lov")
        terminal.send(.backspace, .control("u"))
        #expect(recorder.terms == ["l", "lo", "lov", "lo", ""])
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
        #expect(lines[7].hasPrefix("2 results for “love”"))
    }

    @Test("a failed search shows an error row instead of results")
    func failure() {
        let (screen, terminal, _) = makeScreen()
        screen.state = SearchState(term: "x", results: [], status: .failed("no network"))
        #expect(terminal.screen.contains("⚠ Search failed: no network"))
        #expect(terminal.screen.contains("Search for “x” failed"))
    }

    @Test("down then enter chooses the selected result; escape leaves its detail view")
    func chooseAndBack() {
        let (screen, terminal, recorder) = makeScreen()
        screen.state = SearchState(term: "love", results: results, status: .loaded)
        terminal.send(.down, .down, .enter)
        #expect(recorder.chosen == [results[1]])
        screen.showDetail(of: results[1])
        #expect(terminal.screen.line(0) == "Loud Love")
        #expect(terminal.screen.contains("Artist    Soundgarden"))
        terminal.send(.escape)
        #expect(terminal.screen.contains("Search:"))
        #expect(terminal.exitStatus == nil)
        terminal.send(.escape)
        #expect(terminal.exitStatus == 0)
    }

    @Test("new results select the first row again")
    func newResultsResetSelection() {
        let (screen, terminal, recorder) = makeScreen()
        screen.state = SearchState(term: "love", results: results, status: .loaded)
        terminal.send(.down, .down)
        screen.state = SearchState(term: "lo", results: results.reversed(), status: .loaded)
        terminal.send(.enter)
        #expect(recorder.chosen == [results[1]])
    }
}
