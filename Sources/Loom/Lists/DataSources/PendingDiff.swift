/// The bookkeeping of a ``DiffableDataSource``'s applies: a generation that every apply advances,
/// and the diff still computing off the main actor, cancelled when a newer apply supersedes it or
/// when the data source (the only owner) is released.
final class PendingDiff {
    /// Advanced by every apply; a diff computed off the main actor is shown only if no apply came
    /// after it.
    private(set) var generation = 0
    /// The diff still computing off the main actor, if any.
    var task: Task<Bool, Never>?

    /// Starts a new generation and cancels the diff still computing; returns the new generation.
    @discardableResult
    func supersede() -> Int {
        generation += 1
        task?.cancel()
        task = nil
        return generation
    }

    deinit { task?.cancel() }
}
