import Loom
import LoomTesting
import Testing

/// Holds each off-main diff until the test releases it, so results arrive in the order the test
/// chooses (no real-time waits). Diffs are told apart by their new snapshot's item count.
private actor DiffGate {
    private var released: Set<Int> = []
    private var waiting: [Int: CheckedContinuation<Void, Never>] = [:]
    private(set) var cancelledOnResume: [Int: Bool] = [:]
    private(set) var started: [Int] = []
    private var startWaiters: [Int: CheckedContinuation<Void, Never>] = [:]

    /// The diff closure a data source calls off the main actor.
    nonisolated var diff:
        @Sendable (ListSnapshot<String, Int>, ListSnapshot<String, Int>) async ->
            StagedChangeSet<ListSnapshot<String, Int>>
    {
        { old, new in
            await self.pass(new.numberOfItems)
            return old.stagedChanges(to: new)
        }
    }

    private func pass(_ key: Int) async {
        started.append(key)
        startWaiters.removeValue(forKey: key)?.resume()
        if !released.contains(key) {
            await withCheckedContinuation { waiting[key] = $0 }
        }
        cancelledOnResume[key] = Task.isCancelled
    }

    /// Lets the diff keyed `key` finish (now, or when it arrives).
    func release(_ key: Int) {
        released.insert(key)
        waiting.removeValue(forKey: key)?.resume()
    }

    /// Returns once the diff keyed `key` has started.
    func started(_ key: Int) async {
        if started.contains(key) { return }
        await withCheckedContinuation { startWaiters[key] = $0 }
    }
}

@MainActor
@Suite("Diffing off the main actor")
struct OffMainDiffTests {
    private func snapshot(_ count: Int) throws -> ListSnapshot<String, Int> {
        try ListSnapshot([("all", Array(0..<count).reversed())])
    }

    @Test("results are shown in submission order and a newer snapshot is never replaced by an older one")
    func ordering() async throws {
        let source = DiffableDataSource<String, Int, Int> { $0 }
        let probe = ListProbe(source) { $0 }
        let gate = DiffGate()
        let first = source.applyDiffingOffMainActor(try snapshot(3), diff: gate.diff)
        await gate.release(3)
        #expect(await first.value)
        #expect(probe.rows == [[2, 1, 0]])
        var completed: [Int] = []
        let second = source.applyDiffingOffMainActor(
            try snapshot(5), completion: { completed.append(5) }, diff: gate.diff)
        let third = source.applyDiffingOffMainActor(
            try snapshot(7), completion: { completed.append(7) }, diff: gate.diff)
        await gate.release(7)
        await gate.release(5)
        #expect(await third.value)
        #expect(await second.value == false)
        #expect(probe.rows == [[6, 5, 4, 3, 2, 1, 0]])
        #expect(source.snapshot == (try snapshot(7)))
        #expect(completed == [7])
        #expect(probe.failures.isEmpty)
    }

    @Test("a result that finishes after a newer snapshot was applied is dropped")
    func staleness() async throws {
        let source = DiffableDataSource<String, Int, Int> { $0 }
        let probe = ListProbe(source) { $0 }
        let gate = DiffGate()
        let stale = source.applyDiffingOffMainActor(try snapshot(4), diff: gate.diff)
        await gate.started(4)
        source.apply(try snapshot(2))
        await gate.release(4)
        #expect(await stale.value == false)
        #expect(probe.rows == [[1, 0]])
        #expect(await gate.cancelledOnResume[4] == true)
        let newer = source.applyDiffingOffMainActor(try snapshot(6), diff: gate.diff)
        await gate.release(6)
        #expect(await newer.value)
        #expect(probe.rows == [[5, 4, 3, 2, 1, 0]])
        #expect(probe.failures.isEmpty)
    }

    @Test("releasing the data source cancels its diff and frees it")
    func cancellation() async throws {
        let gate = DiffGate()
        weak var weakSource: DiffableDataSource<String, Int, Int>?
        var pending: Task<Bool, Never>?
        do {
            let source = DiffableDataSource<String, Int, Int> { $0 }
            weakSource = source
            pending = source.applyDiffingOffMainActor(try snapshot(3), diff: gate.diff)
            await gate.started(3)
        }
        #expect(weakSource == nil)
        await gate.release(3)
        #expect(await pending?.value == false)
        #expect(await gate.cancelledOnResume[3] == true)
    }

    @Test("the default off-main diff shows a large snapshot with valid batches")
    func defaultDiff() async throws {
        let source = DiffableDataSource<String, Int, Int> { $0 }
        let probe = ListProbe(source) { $0 }
        source.apply(try snapshot(1_000))
        var next = try snapshot(1_000)
        try next.deleteItems([10, 20, 30])
        try next.moveItem(500, to: .before(999))
        try next.appendItems([1_000, 1_001])
        #expect(await source.applyDiffingOffMainActor(next).value)
        #expect(source.snapshot == next)
        #expect(probe.rows == next.sectionedItemIdentifiers)
        #expect(probe.failures.isEmpty)
    }

    @Test(
        "the driver drops a snapshot a later one superseded and still completes the later ones in order",
        .timeLimit(.minutes(1)))
    func driver() async throws {
        let source = DiffableDataSource<String, Int, Int> { $0 }
        let probe = ListProbe(viewing: source) { $0 }
        let driver = DiffableListDriver(dataSource: source, listView: probe)
        probe.attach(driver.updater)
        let gate = DiffGate()
        var completed: [Int] = []
        var sent: [Int] = []
        let token = driver.didApply.observe { sent.append($0.numberOfItems) }
        driver.applyDiffingOffMainActor(try snapshot(3), completion: { completed.append(3) }, diff: gate.diff)
        await gate.started(3)
        driver.apply(try snapshot(2)) { completed.append(2) }
        await gate.release(3)
        let last = try snapshot(5)
        await withCheckedContinuation { (shown: CheckedContinuation<Void, Never>) in
            driver.applyDiffingOffMainActor(
                last,
                completion: {
                    completed.append(5)
                    shown.resume()
                }, diff: gate.diff)
            Task { await gate.release(5) }
        }
        #expect(completed == [2, 5])
        #expect(sent == [2, 5])
        #expect(probe.rows == [[4, 3, 2, 1, 0]])
        #expect(probe.failures.isEmpty)
        token.cancel()
    }
}
