@_spi(Testing) import Loom
import LoomTesting
import Observation
import Testing

@Observable
@MainActor
final class Player {
    var title = "Giant Steps"
    var volume = 5
}

@MainActor
@Suite("Observation bridge")
struct ObservationBridgeTests {
    @Test("an @Observable key path binds like a Loom property: initial value now, changes next turn")
    func observableKeyPathBinding() async {
        let player = Player()
        let label = Label()
        let token = player.bind(\.title, to: label, at: \.text) { $0.uppercased() }
        #expect(label.text == "GIANT STEPS")
        player.title = "Blue Train"
        #expect(label.text == "GIANT STEPS", "delivery is coalesced to the next main-actor turn")
        await ObservationDelivery.settle()
        #expect(label.text == "BLUE TRAIN")
        _ = token
    }

    @Test("the using: form (Mvce's transform:to:using: written as one closure) calls the binder")
    func observableTransformUsing() async {
        let player = Player()
        let label = Label()
        let token = player.bind(\.volume, to: label) { label, volume in
            label.text = "\(volume) dB"
        }
        #expect(label.text == "5 dB")
        player.volume = 7
        await ObservationDelivery.settle()
        #expect(label.text == "7 dB")
        token.cancel()
        player.volume = 9
        await ObservationDelivery.settle()
        #expect(label.text == "7 dB")
    }

    @Test("several changes in one turn are coalesced into one delivery of the latest value")
    func coalescing() async {
        let player = Player()
        var deliveries: [Int] = []
        let target = Label()
        let token = player.bind(\.volume, skipsInitial: true, to: target) { _, volume in
            deliveries.append(volume)
        }
        player.volume = 6
        player.volume = 7
        player.volume = 8
        await ObservationDelivery.settle()
        #expect(deliveries == [8])
        player.volume = 9
        await ObservationDelivery.settle()
        #expect(deliveries == [8, 9])
        _ = token
    }

    @Test("a cancelled @Observable binding delivers nothing more")
    func cancelledObservableBinding() async {
        let player = Player()
        let label = Label()
        let token = player.bind(\.title, to: label, at: \.text)
        token.cancel()
        player.title = "Naima"
        await ObservationDelivery.settle()
        #expect(label.text == "Giant Steps")
    }

    @Test("an @Observable binding keeps neither the source nor the target alive")
    func observableBindingLifetimes() async {
        var player: Player? = Player()
        var label: Label? = Label()
        let token = player!.bind(\.title, to: label!, at: \.text)
        let leaks = LeakTracker()
        leaks.track(player, "player")
        leaks.track(label, "label")
        player = nil
        label = nil
        await ObservationDelivery.settle()
        leaks.expectReleased()
        token.cancel()
    }

    @Test("reading a tracked Loom property inside withObservationTracking tracks it")
    func trackedPropertyTakesPartInObservation() {
        let title = MutableProperty("Inbox", observation: .tracked)
        let probe = ObservationProbe { _ = title.value }
        title.value = "Archive"
        #expect(probe.changes == 1)
        #expect(title.value == "Archive")
    }

    @Test("a tracker that reads again after every change (as SwiftUI does) is told of every change")
    func trackedPropertyReregistering() {
        let count = MutableProperty(0, observation: .tracked)
        let probe = ObservationProbe { _ = count.value }
        for next in 1...3 {
            if next > 1 { probe.track { _ = count.value } }
            count.value = next
        }
        #expect(probe.changes == 3)
    }

    @Test("a set made inside the tracking closure after the read does not keep the next set from the tracker")
    func trackedPropertySetInsideTracking() {
        let count = MutableProperty(0, observation: .tracked)
        let probe = ObservationProbe {
            _ = count.value
            count.value = 1
        }
        #expect(probe.changes == 0)
        count.value = 2
        #expect(probe.changes == 1)
    }

    @Test(
        "sets made inside the tracking closure after the read, up to fifteen, do not keep the next set from the tracker"
    )
    func trackedPropertyManySetsInsideTracking() {
        for setsInside in [2, 15] {
            let count = MutableProperty(0, observation: .tracked)
            let probe = ObservationProbe {
                _ = count.value
                for next in 1...setsInside { count.value = next }
            }
            #expect(probe.changes == 0)
            count.value = 100
            #expect(probe.changes == 1, "after \(setsInside) sets inside the tracking closure")
        }
    }

    @Test("a tracked property read and set with nobody tracking still tells a tracker installed later")
    func trackedPropertyReadOutsideTracking() {
        let count = MutableProperty(0, observation: .tracked)
        _ = count.value
        for next in 1...5 { count.value = next }
        let probe = ObservationProbe { _ = count.value }
        count.value = 6
        #expect(probe.changes == 1)
    }

    @Test("a derived property of a tracked property is tracked through its source")
    func derivedTracked() {
        let count = MutableProperty(1, observation: .tracked)
        let text = count.map { "\($0)" }
        let probe = ObservationProbe { _ = text.value }
        count.value = 2
        #expect(probe.changes == 1)
    }

    @Test("a plain property is invisible to Observation (it pays nothing for it)")
    func plainPropertyNotTracked() {
        let title = MutableProperty("Inbox")
        let probe = ObservationProbe { _ = title.value }
        title.value = "Archive"
        #expect(probe.changes == 0)
    }
}
