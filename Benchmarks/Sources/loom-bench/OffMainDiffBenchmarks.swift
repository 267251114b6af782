// Off-main diffing: the main actor's time per apply when a 100,000-row snapshot is applied every
// 100 ms through `DiffableDataSource.applyDiffingOffMainActor`, beside the in-run reference: the
// same applies through the synchronous `apply` on the main actor. The snapshots alternate between the
// diff scenario's source and target (100k ids: 10% deleted, 10% inserted, 5% moved), so every apply
// is a full diff. Reloads do not exist in a snapshot of identifiers, so each apply has 2–3 stages.

import Loom

/// The list view's stand-in: takes each batch inside its "update" (switching the contents, as a
/// list view does), and records when the first batch of an apply arrived.
@MainActor
private final class OffMainBenchParent: ListDataSourceParent {
    let clock = ContinuousClock()
    var firstBatch: ContinuousClock.Instant?
    var batches = 0

    func dataSource(_ child: AnyObject, report update: ListUpdate) {
        if firstBatch == nil { firstBatch = clock.now }
        batches += 1
        update.switchContents()
    }
}

private func offMainBenchMilliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
}

/// Prints the off-main diffing rows and their `RESULT` lines (release build: `loom-bench diff`). An odd
/// number of applies: the last one differs from the first snapshot shown even if all before it drop.
@MainActor
func runOffMainDiffBenchmarks(applies: Int = 21) async {
    let (source, target, _) = diffBenchScenario(100_000)
    let snapshots = [diffBenchSnapshot(target.map(\.id)), diffBenchSnapshot(source.map(\.id))]
    let interval = Duration.milliseconds(100)
    let clock = ContinuousClock()

    // Reference: the synchronous apply, diff and batches on the main actor.
    let syncParent = OffMainBenchParent()
    let syncSource = DiffableDataSource<Int, Int, Int> { $0 }
    syncSource.parent = syncParent
    syncSource.apply(snapshots[1])
    var syncTimes: [Double] = []
    for index in 0..<applies {
        let elapsed = clock.measure { syncSource.apply(snapshots[index % 2]) }
        syncTimes.append(offMainBenchMilliseconds(elapsed))
        try? await Task.sleep(for: interval)
    }

    // Off the main actor, on a fixed 100 ms cadence (an apply does not wait for the one before): the
    // main actor's share is each call, plus the turn that reports a shown apply's batches (from its
    // first batch to its completion, which runs after the last stage is shown). An apply whose diff
    // is still running when the next one comes is dropped (the latest wins).
    let parent = OffMainBenchParent()
    let offMain = DiffableDataSource<Int, Int, Int> { $0 }
    offMain.parent = parent
    offMain.apply(snapshots[1])
    parent.firstBatch = nil
    var callTimes: [Double] = []
    var turnTimes: [Double] = []
    var diffWaits: [Double] = []
    var tasks: [Task<Bool, Never>] = []
    var deadline = clock.now
    for index in 0..<applies {
        try? await clock.sleep(until: deadline)
        deadline = deadline.advanced(by: interval)
        let start = clock.now
        let task = offMain.applyDiffingOffMainActor(snapshots[index % 2]) {
            guard let first = parent.firstBatch else { return }
            turnTimes.append(offMainBenchMilliseconds(clock.now - first))
            diffWaits.append(offMainBenchMilliseconds(first - start))
            parent.firstBatch = nil
        }
        callTimes.append(offMainBenchMilliseconds(clock.now - start))
        tasks.append(task)
    }
    var shown = 0
    for task in tasks where await task.value { shown += 1 }
    let stale = offMain.snapshot == snapshots[(applies - 1) % 2] ? 0 : 1
    let mainTimes = callTimes.map { $0 + (turnTimes.reduce(0, +) / Double(applies)) }

    func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return .nan }
        return values.sorted()[values.count / 2]
    }
    func worst(_ values: [Double]) -> Double { values.max() ?? .nan }
    let syncMedian = median(syncTimes)
    let mainMedian = median(mainTimes)
    print("\n### Diffing off the main actor: 100,000 rows applied every 100 ms (\(applies) applies)\n")
    print(
        "| apply | main actor per apply (median) | worst | reference | ratio to reference | shown | final snapshot stale |"
    )
    print("|---|---:|---:|---|---:|---:|---:|")
    print(
        "| `applyDiffingOffMainActor` | **\(diffBenchFormat(mainMedian))** | \(diffBenchFormat(worst(mainTimes))) | "
            + "synchronous `apply` | " + String(format: "%.3f×", mainMedian / syncMedian)
            + " | \(shown) / \(applies) | \(stale == 0 ? "no" : "yes") |")
    print(
        "| synchronous `apply` (reference) | \(diffBenchFormat(syncMedian)) | \(diffBenchFormat(worst(syncTimes))) | "
            + "| | \(applies) / \(applies) | no |")
    print(
        "\n- main actor per off-main apply = the call (median \(diffBenchFormat(median(callTimes))), worst "
            + "\(diffBenchFormat(worst(callTimes)))) + the batch turns of the shown applies spread over all applies "
            + "(turn median \(diffBenchFormat(median(turnTimes))), worst \(diffBenchFormat(worst(turnTimes))))"
    )
    print(
        "- from the call to the first batch (the diff on its background task): "
            + "\(diffBenchFormat(median(diffWaits))) median; applies dropped as superseded: \(applies - shown)"
    )
    print()
    // In ns, as every time RESULT: against the 1 ms target, then against the synchronous apply.
    printResult("diff_off_main_actor_per_apply_time", loom: mainMedian * 1e6, base: 1e6, limit: 1.0)
    printResult(
        "diff_off_main_actor_over_sync_apply_time", loom: mainMedian * 1e6, base: syncMedian * 1e6, limit: 1.0
    )
}
