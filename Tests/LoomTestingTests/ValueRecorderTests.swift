import Loom
import LoomTesting
import Testing

@MainActor
@Suite("ValueRecorder", .timeLimit(.minutes(1)))
struct ValueRecorderTests {
    @Test("a property's current value is recorded first, then every change; skipsInitial leaves it out")
    func propertyValues() {
        let title = MutableProperty("a")
        let recorder = ValueRecorder(title)
        let changes = ValueRecorder(title, skipsInitial: true)
        title.value = "b"
        title.value = "c"
        #expect(recorder.values == ["a", "b", "c"])
        #expect(recorder.last == "c")
        #expect(changes.values == ["b", "c"])
    }

    @Test("a signal's events are recorded; after stop() nothing more is")
    func signalAndStop() {
        let taps = Emitter<Int>()
        let recorder = ValueRecorder(taps)
        taps.send(1)
        recorder.stop()
        taps.send(2)
        #expect(recorder.values == [1])
    }

    @Test("record(_:) feeds a recorder made without a source")
    func manualRecording() {
        let recorder = ValueRecorder<String>()
        #expect(recorder.last == nil)
        recorder.record("x")
        #expect(recorder.values == ["x"])
    }

    @Test("next returns the latest value at once when it is ready, or waits for a later one")
    func nextWaits() async {
        let status = MutableProperty("idle")
        let recorder = ValueRecorder(status)
        #expect(await recorder.next("idle") == "idle")
        let later = Task { await recorder.next { $0.hasPrefix("load") } }
        await settle(rounds: 5)
        status.value = "searching"
        status.value = "loaded"
        #expect(await later.value == "loaded")
        #expect(recorder.values == ["idle", "searching", "loaded"])
    }

    @Test("a waiting next returns nil when its task is cancelled, instead of hanging")
    func cancelledWait() async {
        let recorder = ValueRecorder<Int>()
        let waiting = Task { await recorder.next(1) }
        await settle(rounds: 5)
        waiting.cancel()
        #expect(await waiting.value == nil)
        recorder.record(1)  // nobody waits any more
        #expect(recorder.values == [1])
    }

    @Test("a recorder does not keep its property's observer alive once released")
    func released() {
        let title = MutableProperty("a")
        let leaks = LeakTracker()
        var recorder: ValueRecorder<String>? = ValueRecorder(title)
        leaks.track(recorder, "recorder")
        recorder = nil
        leaks.expectReleased()
        title.value = "b"  // no crash: the observation ended with the recorder
    }
}
