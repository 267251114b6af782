import ChinookCatalog
import Clocks
import Loom
import SearchyCore
import SearchyUIKit
import Testing
import UIKit

/// Searchy's UIKit screen over its real model, searching the catalog embedded in `ChinookCatalog`.
@MainActor
@Suite("Searchy's UIKit screen on the stand-in", .serialized, .timeLimit(.minutes(2)))
struct SearchyScreenTests {
    let clock = TestClock()
    let model: SearchyModel
    let screen: SearchyViewController
    let navigation: UINavigationController
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    init() throws {
        UIView.standInFinishAnimations()
        let catalog = try ChinookCatalog(path: try CatalogFixture.copy(), environment: [:])
        model = SearchyModel(service: CatalogSearchService(catalog: catalog), clock: clock)
        screen = SearchyViewController(model: model)
        navigation = UINavigationController(rootViewController: screen)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
    }

    private var searchField: UISearchTextField? {
        screen.view.descendants(of: UISearchBar.self).first?.searchTextField
    }
    private var table: UITableView? { screen.view.descendants(of: UITableView.self).first }

    /// Types `term` as the user does, lets the debounce pass on the test clock, and waits for the search.
    private func search(_ term: String) async throws {
        var states = model.state.values.makeAsyncIterator()
        try #require(searchField).simulateReplaceText(with: term)
        await clock.waitForSleeper()
        await clock.advance(by: SearchyModel.defaultDebounceInterval)
        while let state = await states.next(), state.term != term || state.status == .searching {}
    }

    @Test("typing a query lists the catalog's tracks that match it, with their artist and album")
    func typingListsTracks() async throws {
        try await search("for those about to rock")
        let rows = try #require(table).shownTexts()
        #expect(rows.contains("For Those About To Rock (We Salute You)"))
        let cell = try #require(table?.cellForRow(at: IndexPath(row: 0, section: 0)))
        let content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        #expect(content.secondaryText?.contains("AC/DC") == true)
        #expect(model.searchTerm.value == "for those about to rock")
    }

    @Test("a query that matches nothing shows no rows and the empty text")
    func noMatch() async throws {
        try await search("zzzxq no such track")
        #expect(try #require(table).shownTexts() == [])
        let empty = try #require(table?.backgroundView as? UILabel)
        #expect(empty.text?.isEmpty == false)
    }

    @Test("tapping a result pushes its details, the facts the terminal shows")
    func tapPushesDetails() async throws {
        try await search("for those about to rock")
        let table = try #require(table)
        _ = table.shownTexts()
        #expect(table.simulateUserTap(at: IndexPath(row: 0, section: 0)))
        UIView.standInFinishAnimations()
        let details = try #require(navigation.topViewController as? SearchResultViewController)
        #expect(details.title == model.state.value.results.first?.name)
        let facts = details.tableView.shownTexts()
        #expect(!facts.isEmpty)
        #expect(navigation.simulateBackButtonTap())
        UIView.standInFinishAnimations()
        #expect(navigation.topViewController === screen)
    }
}
