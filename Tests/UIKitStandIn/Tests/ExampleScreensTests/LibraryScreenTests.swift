import LibraryCore
import LibraryUIKit
import Loom
import LoomUIKit
import Testing
import UIKit

/// The library example's UIKit screens over its real coordinator and store (LibraryCore on a copy of the
/// catalog), shown by LoomUIKit's `NavigationInterpreter` as `LibrarySceneDelegate` does.
@MainActor
@Suite("Library's UIKit screens on the stand-in", .serialized, .timeLimit(.minutes(2)))
final class LibraryScreenTests {
    let frontEnd = LibrarySceneDelegate()
    let coordinator: LibraryCoordinator
    let interpreter: NavigationInterpreter<LibraryRoute>
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    init() throws {
        UIView.standInFinishAnimations()
        UIViewController.standInClearWarnings()
        let coordinator = LibraryCoordinator(store: try LibraryDatabase.open(path: try CatalogFixture.copy()))
        self.coordinator = coordinator
        interpreter = NavigationInterpreter(navigator: coordinator.navigator) { [weak coordinator] screen in
            LibrarySceneDelegate.viewController(for: screen, in: coordinator)
        }
        coordinator.start(in: frontEnd)
        interpreter.start(in: window)
        UIView.standInFinishAnimations()
    }

    /// The coordinator, its navigation store and the screens are main-actor objects: they are released
    /// on the main actor, as the app's scene releases them. (The test runner drops a suite instance off
    /// the main actor; a store's tokens belong to the main actor.)
    isolated deinit {}

    private var top: UIViewController? { interpreter.navigationController.topViewController }

    private var topTable: UITableView? { (top as? UITableViewController)?.tableView }

    /// Taps the row titled `text` in the top screen's table; the transition it starts ends.
    private func tapRow(_ text: String) throws {
        let table = try #require(topTable)
        _ = table.shownTexts(height: 100_000)
        let indexPath = try #require(
            table.indexPathsForVisibleRows?.first { indexPath in
                (table.cellForRow(at: indexPath)?.contentConfiguration as? UIListContentConfiguration)?.text
                    == text
            }, "no row \(text)")
        #expect(table.simulateUserTap(at: indexPath))
        UIView.standInFinishAnimations()
    }

    @Test("home lists the two destinations; Artists shows the catalog's artists by letter")
    func homeToArtists() throws {
        #expect(try #require(topTable).shownTexts() == ["Artists", "Playlists"])
        try tapRow("Artists")
        #expect(coordinator.navigator.value.stack == [.home, .artists])
        let artists = try #require(topTable).shownTexts(height: 100_000)
        #expect(artists.contains("AC/DC"))
        #expect(artists.count > 200)
        #expect(UIViewController.standInWarnings == [])
    }

    @Test("an artist's albums list its tracks; a track's screen shows it and saves an edit to the store")
    func editTrack() async throws {
        try tapRow("Artists")
        try tapRow("AC/DC")
        guard case .albums = coordinator.navigator.value.stack.last else {
            Issue.record("not on the albums: \(coordinator.navigator.value.stack)")
            return
        }
        try tapRow("For Those About To Rock (We Salute You)")
        let detail = try #require(top as? TrackDetailViewController)
        let viewModel = try #require(detail.viewModel)
        #expect(detail.isBoundToViewModel)
        let fields = detail.view.descendants(of: UITextField.self)
        let name = try #require(fields.first { $0.placeholder == "Name" })
        #expect(name.text == "For Those About To Rock (We Salute You)")
        name.simulateReplaceText(with: "For Those About To Rock")
        name.simulateReturnKey()
        #expect(viewModel.hasUnsavedEdits)
        #expect(viewModel.title.value == "For Those About To Rock")
        name.simulateReplaceText(with: "   ")
        name.simulateReturnKey()
        #expect(name.text == "For Those About To Rock", "a refused empty name shows the track's name again")
        name.simulateReplaceText(with: " Rock ")
        name.resignFirstResponder()
        #expect(name.text == "Rock", "the field shows the name as the track took it (trimmed)")
        name.simulateReplaceText(with: "For Those About To Rock")
        name.resignFirstResponder()
        var saves = viewModel.saved.values.makeAsyncIterator()
        let save = try #require(detail.navigationItem.rightBarButtonItems?.first { $0.title == "Save" })
        #expect(save.simulateTap())
        _ = await saves.next()
        #expect(!viewModel.hasUnsavedEdits)
        let reread = try TrackDetailViewModel(trackID: viewModel.trackID, store: coordinator.store)
        #expect(reread.title.value == "For Those About To Rock")
    }

    @Test("pulling the list down fetches again and ends the refresh")
    func pullToRefresh() throws {
        try tapRow("Artists")
        let list = try #require(top as? UITableViewController)
        let refresh = try #require(list.refreshControl)
        #expect(refresh.simulatePullToRefresh())
        #expect(!refresh.isRefreshing)
        #expect(try #require(topTable).shownTexts(height: 100_000).contains("AC/DC"))
    }

    @Test("the back button goes back in the coordinator's navigator; the screen left unbinds and is released")
    func backButton() throws {
        try tapRow("Artists")
        try tapRow("AC/DC")
        try tapRow("For Those About To Rock (We Salute You)")
        weak let detail = top as? TrackDetailViewController
        #expect(detail?.isBoundToViewModel == true)
        #expect(interpreter.navigationController.simulateBackButtonTap())
        #expect(detail?.isBoundToViewModel == false)
        UIView.standInFinishAnimations()
        #expect(coordinator.navigator.value.stack.count == 3)
        #expect(detail == nil)
        #expect(UIViewController.standInWarnings == [])
    }
}
