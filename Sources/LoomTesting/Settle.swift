import IssueReporting
@_spi(Testing) import Loom

/// Lets the work already queued on the main actor run, for a check that nothing more happens: yields
/// the main actor `rounds` times (work queued by that work runs too, up to `rounds` deep), then waits
/// until every Observation delivery scheduled so far has run (`ObservationDelivery.settle()`).
/// Never sleeps.
///
/// ```swift
/// store.send(.cancel)
/// await clock.advance(by: .seconds(5))
/// await settle()
/// #expect(store.state.log == ["a"])   // no late action
/// ```
///
/// To wait for something that must happen, use ``settle(until:maxYields:fileID:filePath:line:column:)``
/// or ``ValueRecorder/next(where:)`` instead: they return as soon as it has happened, and wait longer on
/// a loaded machine.
@MainActor
public func settle(rounds: Int = 50) async {
    for _ in 0..<rounds { await Task.yield() }
    await ObservationDelivery.settle()
}

/// Yields the main actor until `condition` holds: for an outcome that must come, whether it is made on
/// the main actor (a task a command started) or on another thread (a database write). Never sleeps;
/// a slow, loaded machine only makes the wait longer.
///
/// Gives up after `maxYields` yields, reporting an issue at the caller, or when the waiting task is
/// cancelled (a test's time limit); returns whether the condition holds.
///
/// ```swift
/// store.send(.load)
/// await settle(until: { store.state.todos == ["a", "b"] })
/// ```
///
/// When the outcome is a value of a property or a signal, ``ValueRecorder/next(where:)`` waits for it
/// without yielding at all.
@MainActor
@discardableResult
public func settle(
    until condition: () -> Bool, maxYields: Int = 1_000_000,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
) async -> Bool {
    var yields = 0
    while !condition() {
        if Task.isCancelled { return false }
        if yields == maxYields {
            reportIssue(
                "The condition still does not hold after \(maxYields) yields of the main actor.",
                fileID: fileID, filePath: filePath, line: line, column: column)
            return false
        }
        await Task.yield()
        yields += 1
    }
    return true
}
