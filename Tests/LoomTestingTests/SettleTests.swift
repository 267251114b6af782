import Clocks
import Foundation
import Loom
import LoomTesting
import Synchronization
import Testing

@MainActor
@Suite("settle, waitForSleeper, ObservationProbe and TemporaryFolder", .timeLimit(.minutes(1)))
struct SettleTests {
    @Test("settle() lets the work queued on the main actor run, and what that work queues")
    func settleRunsQueuedWork() async {
        var log: [String] = []
        Task { @MainActor in
            log.append("first")
            Task { @MainActor in log.append("second") }
        }
        #expect(log.isEmpty)
        await settle()
        #expect(log == ["first", "second"])
    }

    @Test("settle(until:) returns once the condition holds, even when it is made on another thread")
    func settleUntil() async {
        let done = SharedFlag(false)
        Thread.detachNewThread { done.set(true) }
        #expect(await settle(until: { done.value }))
        #expect(done.value)
    }

    @Test("expected failure: settle(until:) gives up after maxYields with an issue and returns false")
    func settleUntilGivesUp() async {
        var held = false
        await withKnownIssue("expected: the condition never holds") {
            held = await settle(until: { false }, maxYields: 10)
        }
        #expect(!held)
    }

    @Test("waitForSleeper returns once a task sleeps on the clock, so advancing onto its deadline wakes it")
    func waitForSleeper() async {
        let clock = TestClock()
        var woke = false
        let sleeper = Task { @MainActor in
            try await clock.sleep(for: .seconds(1))
            woke = true
        }
        await clock.waitForSleeper()
        await clock.advance(by: .seconds(1))
        try? await sleeper.value
        #expect(woke)
    }

    @Test("ObservationProbe counts the changes of what it tracks, once per tracking; track() tracks again")
    func observationProbe() {
        let title = MutableProperty("a", observation: .tracked)
        let other = MutableProperty(0, observation: .tracked)
        let probe = ObservationProbe { _ = title.value }
        other.value = 1
        #expect(probe.changes == 0)
        title.value = "b"
        title.value = "c"
        #expect(probe.changes == 1, "Observation reports the first change of a tracking")
        probe.track { _ = title.value }
        title.value = "d"
        #expect(probe.changes == 2)
    }

    @Test("a temporary folder is created empty, holds files, and is deleted by remove() or on release")
    func temporaryFolder() throws {
        let folder = try TemporaryFolder(prefix: "loom-testing")
        #expect(try folder.contents().isEmpty)
        try Data("x".utf8).write(to: folder.url("note.txt"))
        #expect(try folder.contents() == ["note.txt"])
        #expect(folder.path("note.txt").hasPrefix(folder.path))
        folder.remove()
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        folder.remove()  // gone already: nothing happens

        var released: TemporaryFolder? = try TemporaryFolder()
        let path = try #require(released?.path)
        #expect(FileManager.default.fileExists(atPath: path))
        released = nil
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}

/// A flag shared with another thread.
private final class SharedFlag: Sendable {
    private let storage: Mutex<Bool>
    init(_ value: Bool) { storage = Mutex(value) }
    var value: Bool { storage.withLock { $0 } }
    func set(_ value: Bool) { storage.withLock { $0 = value } }
}
