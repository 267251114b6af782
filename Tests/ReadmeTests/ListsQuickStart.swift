import Loom
import Testing

// The README's lists block, verbatim.

struct Track: Identifiable, Equatable, Differentiable {
    let id: Int
    var title: String
}

func diffTracks() throws -> Int {
    let old = [Track(id: 1, title: "Hells Bells"), Track(id: 2, title: "Back in Black")]
    let new = [Track(id: 2, title: "Back in Black"), Track(id: 3, title: "Shoot to Thrill")]
    let staged = try StagedChangeSet(from: old, to: new)  // deletions, then insertions and moves
    return staged.stages.count  // 2
}

@Test("README: the lists quick start makes two stages")
func listsQuickStartRuns() throws {
    #expect(try diffTracks() == 2)
}
