import Loom
import Testing

/// Diffs run on any thread (they are pure values): two at once must share nothing. Under
/// ThreadSanitizer (CI runs the suite with it) a diff that writes into the standard library's shared
/// empty-array storage is reported as a data race.
@Suite("Diffs on several threads at once")
struct ConcurrentDiffTests {
    @Test("diffs that empty or fill a list, or delete every row, share no storage when run at once")
    func emptyDiffsAtOnce() async throws {
        let cases: [([Row], [Row])] = [
            ([], []), ([], [Row(id: 1)]), ([Row(id: 1)], []), ([Row(id: 1), Row(id: 2)], []),
        ]
        try await withThrowingTaskGroup(of: (result: [Row], expected: [Row]).self) { group in
            for index in 0..<200 {
                let (old, new) = cases[index % cases.count]
                group.addTask {
                    let staged = try StagedChangeSet(from: old, to: new)
                    return (staged.finalContents ?? old, new)
                }
            }
            for try await diff in group {
                #expect(diff.result == diff.expected)
            }
        }
    }
}
