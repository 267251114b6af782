import IssueReporting

/// Proves in tests that objects are released when their owners let go.
///
/// Track objects while they are alive, drop every strong reference the test holds, then ask the
/// tracker: every object still alive is reported as a test issue naming it and where it was tracked.
///
/// ```swift
/// @Test func viewModelIsReleasedWithItsView() {
///     let leaks = LeakTracker()
///     do {
///         let view = SongView()
///         let viewModel = SongViewModel()
///         view.viewModel = viewModel
///         leaks.track(view, "view")
///         leaks.track(viewModel, "view model")
///     }
///     leaks.expectReleased()
/// }
/// ```
public final class LeakTracker {
    private struct Tracked {
        weak var object: AnyObject?
        let name: String
        let fileID: StaticString
        let filePath: StaticString
        let line: UInt
        let column: UInt
    }

    private var tracked: [Tracked] = []

    /// Creates an empty tracker.
    public init() {}

    /// Watches `object` weakly under `name`. A `nil` object is a test issue (there is nothing to
    /// watch: the test lost its object before tracking it).
    ///
    /// ```swift
    /// var view: SongView? = SongView()
    /// leaks.track(view, "view")
    /// ```
    public func track(
        _ object: AnyObject?, _ name: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        guard let object else {
            reportIssue(
                "\(name) is nil: there is nothing to track", fileID: fileID, filePath: filePath, line: line,
                column: column)
            return
        }
        tracked.append(
            Tracked(
                object: object, name: name, fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// The names of the tracked objects that are still alive, in the order they were tracked.
    ///
    /// ```swift
    /// #expect(leaks.alive == ["model"], "the loop owns the model while the view lives")
    /// ```
    public var alive: [String] {
        tracked.filter { $0.object != nil }.map(\.name)
    }

    /// Reports a test issue for every tracked object that is still alive; returns whether all were
    /// released.
    @discardableResult
    public func expectReleased() -> Bool {
        var allReleased = true
        for entry in tracked where entry.object != nil {
            allReleased = false
            reportIssue(
                "\(entry.name) was not released: something still holds it (a cycle or a forgotten token?)",
                fileID: entry.fileID, filePath: entry.filePath, line: entry.line, column: entry.column)
        }
        return allReleased
    }
}
