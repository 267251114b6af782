import Loom
import LoomTesting
import Observation
import Testing

@MainActor
@Suite("A navigator as a declarative stack and its presentations")
struct NavigatorTwoWayTests {
    /// Counts the navigator's notifications after subscription.
    @MainActor
    final class Notifications {
        var states: [NavigationState<TestRoute>] = []
        var token: Token?
        init(_ navigator: Navigator<TestRoute>) {
            token = navigator.state.observe(skipsInitial: true) { [unowned self] in self.states.append($0) }
        }
    }

    @Test("the path is the stack above the root")
    func pathReads() {
        let navigator = Navigator<TestRoute>(root: .artists)
        #expect(navigator.path.value == [])
        navigator.value.push(.albums(1))
        navigator.value.push(.track(7))
        #expect(navigator.path.value == [.albums(1), .track(7)])
    }

    @Test("a shorter path (the back button, a long press on it) pops in one change")
    func backPops() {
        let navigator = Navigator<TestRoute>(root: .artists)
        navigator.value.push(.albums(1))
        navigator.value.push(.track(7))
        let notifications = Notifications(navigator)
        navigator.path.value = [.albums(1)]
        #expect(navigator.value.stack == [.artists, .albums(1)])
        navigator.value.push(.track(8))
        navigator.path.value = []
        #expect(navigator.value.stack == [.artists])
        #expect(notifications.states.map(\.stack.count) == [2, 3, 1])
    }

    @Test("a longer path (a link appending a screen) pushes the new screens")
    func linkPushes() {
        let navigator = Navigator<TestRoute>(root: .artists)
        let notifications = Notifications(navigator)
        navigator.path.value = [.albums(1)]
        navigator.path.value = [.albums(1), .track(7), .detail(7)]
        #expect(navigator.value.stack == [.artists, .albums(1), .track(7), .detail(7)])
        #expect(notifications.states.count == 3)
    }

    @Test("another path pops to the common bottom, then pushes the rest")
    func replacedPath() {
        let navigator = Navigator<TestRoute>(root: .artists)
        navigator.value.push(.albums(1))
        navigator.value.push(.track(7))
        navigator.path.value = [.albums(1), .track(9), .detail(9)]
        #expect(navigator.value.stack == [.artists, .albums(1), .track(9), .detail(9)])
        navigator.path.value = [.picker]
        #expect(navigator.value.stack == [.artists, .picker])
    }

    @Test("the same path changes nothing and notifies nobody")
    func samePath() {
        let navigator = Navigator<TestRoute>(root: .artists)
        navigator.value.push(.albums(1))
        let notifications = Notifications(navigator)
        navigator.path.value = [.albums(1)]
        #expect(notifications.states.isEmpty)
    }

    @Test("with an empty stack, the path's first screen becomes the root")
    func emptyStack() {
        let navigator = Navigator<TestRoute>()
        #expect(navigator.path.value == [])
        navigator.path.value = [.artists, .albums(2)]
        #expect(navigator.value.stack == [.artists, .albums(2)])
        #expect(navigator.path.value == [.albums(2)])
    }

    @Test("the path, the state and the presentations take part in Observation")
    func tracked() {
        let navigator = Navigator<TestRoute>(root: .artists)
        let probe = ObservationProbe { _ = navigator.path.value }
        navigator.value.push(.albums(1))
        #expect(probe.changes == 1)
        probe.track { _ = navigator.presentation(at: 0).value }
        navigator.value.present(.picker)
        #expect(probe.changes == 2)
    }

    @Test("a presentation reads the screen presented at its level, if its filter accepts it")
    func presentationReads() {
        let navigator = Navigator<TestRoute>(root: .artists)
        let sheet = navigator.presentation(at: 0) { $0 != .picker }
        let cover = navigator.presentation(at: 0) { $0 == .picker }
        let second = navigator.presentation(at: 1)
        #expect(sheet.value == nil)
        navigator.value.present(.picker)
        #expect(sheet.value == nil)
        #expect(cover.value == Presentation(.picker, level: 0))
        navigator.value.present(.detail(3))
        #expect(second.value?.route == .detail(3))
        #expect(second.value?.level == 1)
        #expect(navigator.presentation(at: 2).value == nil)
        #expect(navigator.presentation(at: -1).value == nil)
    }

    @Test("writing nil (a sheet swiped down) dismisses that level and everything above it")
    func dismissByUser() {
        let navigator = Navigator<TestRoute>(root: .artists)
        navigator.value.present(.picker)
        navigator.value.present(.detail(3))
        navigator.value.present(.detail(4))
        let notifications = Notifications(navigator)
        navigator.presentation(at: 1).value = nil
        #expect(navigator.value.presented == [.picker])
        #expect(notifications.states.count == 1)
    }

    @Test("writing nil where nothing is presented (the navigator dismissed first) changes nothing")
    func dismissAlreadyDone() {
        let navigator = Navigator<TestRoute>(root: .artists)
        navigator.value.present(.picker)
        let sheet = navigator.presentation(at: 0)
        _ = try? navigator.value.dismiss()
        let notifications = Notifications(navigator)
        sheet.value = nil
        navigator.presentation(at: 3).value = nil
        #expect(notifications.states.isEmpty)
    }

    @Test("writing a screen presents it at that level, replacing what was there")
    func presentByWrite() {
        let navigator = Navigator<TestRoute>(root: .artists)
        let sheet = navigator.presentation(at: 0)
        sheet.value = Presentation(.picker, level: 0)
        #expect(navigator.value.presented == [.picker])
        navigator.value.present(.detail(1))
        sheet.value = Presentation(.detail(2), level: 0)
        #expect(navigator.value.presented == [.detail(2)])
        let notifications = Notifications(navigator)
        sheet.value = Presentation(.detail(2), level: 0)
        #expect(notifications.states.isEmpty)
        navigator.presentation(at: 5).value = Presentation(.picker, level: 5)
        #expect(navigator.value.presented == [.detail(2)])
    }

    @Test("a presented screen's identity is the screen at its level")
    func presentedIdentity() {
        #expect(Presentation(TestRoute.picker, level: 0).id == Presentation(.picker, level: 0))
        #expect(Presentation(TestRoute.picker, level: 0).id != Presentation(.picker, level: 1))
        #expect(Presentation(TestRoute.picker, level: 0).id != Presentation(.detail(1), level: 0))
    }

    @Test("bindings of a navigator keep it alive only as long as they live")
    func lifetime() {
        let leaks = LeakTracker()
        do {
            let navigator = Navigator<TestRoute>(root: .artists)
            let path = navigator.path
            let sheet = navigator.presentation(at: 0)
            leaks.track(navigator, "navigator")
            path.value = [.albums(1)]
            sheet.value = Presentation(.picker, level: 0)
        }
        leaks.expectReleased()
    }
}
