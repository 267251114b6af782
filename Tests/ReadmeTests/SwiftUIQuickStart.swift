import Loom
import Testing

// The README's "Using Loom with SwiftUI" platform-neutral block, verbatim: what a SwiftUI list and
// navigation stack do, run on Linux.

enum Route: Hashable, Sendable { case playlist, track(String) }

@MainActor
func runPlaylistScreen() throws -> (tracks: [String], stack: [Route]) {
    let playlist = ArrayModel(["Hells Bells", "Shoot to Thrill", "Back in Black"])
    let source = MutableArrayDataSource(model: playlist) { $0 }
    source.allowsDeleting = true
    let tracks = IdentifiedList(dataSource: source)  // the rows, with stable identities
    // A swipe on the second row: the data source removes playlist[1].
    try tracks.deleteRows(atOffsets: [1], inSection: tracks.sections[0].id)

    let navigator = Navigator<Route>(root: .playlist)
    navigator.path.value = [.track("Back in Black")]  // a NavigationLink pushes
    navigator.path.value = []  // the back button pops
    return (playlist.elements, navigator.value.stack)  // (["Hells Bells", "Back in Black"], [.playlist])
}

@MainActor
@Suite("README: Using Loom with SwiftUI")
struct SwiftUIQuickStartTests {
    @Test("a swipe deletes through the data source; a link pushes and the back button pops the navigator")
    func playlistScreen() throws {
        let (tracks, stack) = try runPlaylistScreen()
        #expect(tracks == ["Hells Bells", "Back in Black"])
        #expect(stack == [.playlist])
    }
}
