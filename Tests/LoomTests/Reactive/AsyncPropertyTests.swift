import Loom
import LoomTesting
import Testing

@MainActor
@Suite("Async work as a property: a placeholder, then the result; cancelled with the property")
struct AsyncPropertyTests {
    @Test("a loading property shows its placeholder, then the result of its one call")
    func loads() async {
        let (answers, answer) = AsyncStream<[String]>.makeStream()
        var calls = 0
        let albums = Property(constant: ()).flatMapLatest(placeholder: ["Loading…"]) { _ in
            calls += 1
            for await albums in answers { return albums }
            return []
        }
        #expect(albums.value == ["Loading…"])
        let recorder = ValueRecorder(albums)
        answer.yield(["Back in Black", "Highway to Hell"])
        await settle(until: { albums.value.count == 2 })
        #expect(albums.value == ["Back in Black", "Highway to Hell"])
        #expect(recorder.values == [["Loading…"], ["Back in Black", "Highway to Hell"]])
        #expect(calls == 1)
        answer.finish()
    }

    @Test("a failing call gives recover's value, or keeps the placeholder when recover gives nil")
    func recovers() async {
        struct Failed: Error {}
        let recovered = Property(constant: ()).flatMapLatest(
            placeholder: "…", { _ throws -> String in throw Failed() }, recover: { _ in "failed" })
        let kept = Property(constant: ()).flatMapLatest(
            placeholder: "…", { _ throws -> String in throw Failed() })
        await settle(until: { recovered.value == "failed" })
        await settle(rounds: 20)
        #expect(kept.value == "…")
    }

    @Test("the call still running when the property is released is cancelled, and delivers nothing")
    func cancelledWithOwner() async {
        let (neverEnding, keepOpen) = AsyncStream<Void>.makeStream()
        var sawCancellation = false
        var albums: Property<[String]>? = Property(constant: ()).flatMapLatest(placeholder: []) { _ in
            for await _ in neverEnding {}  // ends only when the task is cancelled
            sawCancellation = Task.isCancelled
            return ["too late"]
        }
        await settle(rounds: 5)
        #expect(albums?.value == [])
        albums = nil
        await settle(until: { sawCancellation })
        #expect(sawCancellation)
        keepOpen.finish()
    }

    @Test(
        "flatMapLatest on a property runs for its current value and each change; only the latest result is held"
    )
    func flatMapLatestProperty() async {
        let term = MutableProperty("a")
        var continuations: [String: CheckedContinuation<String, Never>] = [:]
        let results = term.flatMapLatest(placeholder: "none") { term in
            await withCheckedContinuation { continuations[term] = $0 }
        }
        #expect(results.value == "none")
        await settle(until: { continuations["a"] != nil })
        term.value = "b"
        await settle(until: { continuations["b"] != nil })
        continuations["b"]?.resume(returning: "result b")
        continuations["a"]?.resume(returning: "result a")  // older: dropped
        await settle(until: { results.value == "result b" })
        await settle(rounds: 20)
        #expect(results.value == "result b")
    }
}
