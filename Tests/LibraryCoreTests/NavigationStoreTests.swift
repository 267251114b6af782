import ChinookCatalog
import Foundation
import GRDB
import LibraryCore
import Loom
import LoomTesting
import Testing

@MainActor
@Suite("The library's navigation store: moves recorded as Codable actions, and moved in time")
struct NavigationStoreTests {
    /// A started library whose navigation store is recorded (as `loom-inspect`'s program side does).
    private func library() throws -> (
        LibraryCoordinator, StoreRecorder<NavigationState<LibraryRoute>, LibraryNavigationAction>, String
    ) {
        let (store, path) = try TestDatabase.store()
        let library = LibraryCoordinator(store: store)
        library.start()
        return (library, StoreRecorder(store: library.navigation.store), path)
    }

    private func visibleTitle(_ library: LibraryCoordinator) -> String? {
        guard case .list(let list) = library.visibleScreenModel else { return nil }
        return list.title
    }

    @Test("opening screens and going back are recorded as actions; actions and state encode and decode")
    func recorded() throws {
        let (library, recorder, _) = try library()
        try library.openACDC()
        #expect(library.back())
        let actions = recorder.entries.map(\.action)
        #expect(actions == [.push(.artists), .push(.albums(artistID: 1)), .pop(keeping: 2)])
        #expect(library.navigation.store.state == library.navigator.value)

        let encoded = try JSONEncoder().encode(actions)
        #expect(try JSONDecoder().decode([LibraryNavigationAction].self, from: encoded) == actions)
        let state = try JSONDecoder().decode(
            NavigationState<LibraryRoute>.self, from: try JSONEncoder().encode(recorder.entries[1].state))
        #expect(state.stack == [.home, .artists, .albums(artistID: 1)])
    }

    @Test("a step back shows the previous screen; the present comes back with the same view models")
    func stepBackAndReturn() throws {
        let (library, recorder, _) = try library()
        try library.openACDC()
        let albums = try #require(library.screenModel(for: .albums(artistID: 1))?.viewModel)
        #expect(visibleTitle(library) == "AC/DC")

        try recorder.jump(to: 1)
        #expect(library.navigator.value.stack == [.home, .artists])
        #expect(library.visibleScreenModel?.viewModel is ArtistsViewModel)

        try recorder.jump(to: 2)
        #expect(library.navigator.value.stack == [.home, .artists, .albums(artistID: 1)])
        #expect(library.visibleScreenModel?.viewModel === albums, "the present's view model was kept")
        #expect(recorder.entries.count == 2, "moving in time records nothing")
    }

    @Test("screens whose flow had finished get their view models again, and lose them with the present")
    func finishedFlowComesBack() throws {
        let (library, recorder, _) = try library()
        try library.openACDC()
        #expect(library.back())
        #expect(library.back())
        #expect(library.children.isEmpty)

        try recorder.jump(to: 2)
        #expect(library.navigator.value.stack == [.home, .artists, .albums(artistID: 1)])
        #expect(visibleTitle(library) == "AC/DC")
        #expect(library.screenModel(for: .artists)?.viewModel is ArtistsViewModel)

        try recorder.jump(to: 4)  // the present: home
        #expect(library.navigator.value.stack == [.home])
        #expect(library.children.isEmpty, "the flow made for the past finished")

        // The albums made for the past open a track as before (the recorded future is dropped).
        try recorder.jump(to: 2)
        guard case .list(let albums) = library.visibleScreenModel else { throw LibraryError.unknownTrack(15) }
        try albums.activate(.at(1, 0))
        #expect(library.navigator.value.stack.last == .track(trackID: 15))
        #expect(recorder.entries.map(\.action).last == .push(.track(trackID: 15)))
    }

    @Test(
        "going back from a screen shown in the past records the way from the present to where the user went")
    func actionInThePast() throws {
        let (library, recorder, _) = try library()
        try library.openACDC()
        // What StoreInspection does before each action.
        let returns = library.navigation.store.addMiddleware(
            Middleware(before: { [recorder] action, _ in
                if recorder.position != recorder.entries.count {
                    try? recorder.jump(to: recorder.entries.count)
                }
                return action
            }))
        defer { returns.cancel() }
        try recorder.jump(to: 1)
        let flow = LeakTracker()
        flow.track(library.flow, "the browse flow")
        #expect(library.back())  // from the artists shown in the past
        #expect(library.navigator.value.stack == [.home])
        #expect(library.navigation.store.state == library.navigator.value)
        #expect(library.navigation.present == library.navigator.value)
        #expect(recorder.position == recorder.entries.count)
        #expect(recorder.entries.map(\.action).suffix(1) == [.pop(keeping: 1)])
        #expect(library.visibleScreenModel?.viewModel is HomeViewModel)
        #expect(library.children.isEmpty)
        flow.expectReleased()
    }

    @Test("stepping back over a track with unsaved edits keeps the draft, unsaved, and never writes the file")
    func draftKept() throws {
        let (library, recorder, path) = try library()
        let albums = try library.openACDC()
        try albums.activate(.at(1, 0))
        guard case .track(let detail) = library.visibleScreenModel else {
            throw LibraryError.unknownTrack(15)
        }
        try detail.rename("Go Down (draft)")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        try recorder.jump(to: 0)
        #expect(library.navigator.value.stack == [.home])
        #expect(library.unsavedTracks.map(\.trackID) == [15], "the draft is still there to save or report")
        try recorder.jump(to: 3)
        guard case .track(let again) = library.visibleScreenModel else { throw LibraryError.unknownTrack(15) }
        #expect(again === detail)
        #expect(again.title.value == "Go Down (draft)")
        #expect(again.hasUnsavedEdits)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        let other = try DatabaseQueue(path: path)
        #expect(try other.read { db in try Track.fetchOne(db, id: 15)?.name } == "Go Down")
    }
}
