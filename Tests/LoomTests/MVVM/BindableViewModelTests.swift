import Loom
import LoomTesting
import Testing

/// A view model whose observers' bindings it keeps (ViewModelKit's external bindings).
@MainActor
final class PlayerViewModel: BindableViewModel {
    let observerBindings = ObserverBindings<PlayerViewModel>()
    let title = MutableProperty("Hells Bells")
    let artist = MutableProperty("AC/DC")
    let seconds = MutableProperty(312)
    let finished = Emitter<Void>()
}

/// An observer with one field per key path it can be bound to.
final class PlayerPanel {
    var title = ""
    var artist = ""
    var seconds = 0
    var finishedCount = 0
}

@MainActor
@Suite("View-model bindings ended per observer and per key path")
struct BindableViewModelTests {
    /// ViewModelKit's fixture: observer 1 bound to three key paths, observer 2 to two, observer 3 to one.
    func fixture() -> (PlayerViewModel, PlayerPanel, PlayerPanel, PlayerPanel) {
        let viewModel = PlayerViewModel()
        let one = PlayerPanel()
        let two = PlayerPanel()
        let three = PlayerPanel()
        viewModel.bind(\.title, to: one, at: \.title)
        viewModel.bind(\.artist, to: one, at: \.artist)
        viewModel.bind(\.seconds, to: one, at: \.seconds)
        viewModel.bind(\.title, to: two, at: \.title)
        viewModel.bind(\.artist, to: two, at: \.artist)
        viewModel.bind(\.title, to: three, at: \.title)
        return (viewModel, one, two, three)
    }

    @Test("a binding pushes the current value now, then every change")
    func bindPushesCurrentValue() {
        let (viewModel, one, two, three) = fixture()
        #expect(one.title == "Hells Bells")
        #expect(one.seconds == 312)
        viewModel.title.value = "Back in Black"
        #expect(one.title == "Back in Black")
        #expect(viewModel.observerBindings.count == 6)
        withExtendedLifetime((two, three)) {}
    }

    @Test("a property binds to an optional target (a label's text), as the MVVM article shows")
    func bindToOptionalTarget() {
        final class Label { var text: String? }
        let viewModel = PlayerViewModel()
        let titleLabel = Label()
        viewModel.bind(\.title, to: titleLabel, at: \.text)
        #expect(titleLabel.text == "Hells Bells")
        viewModel.title.value = "Back in Black"
        #expect(titleLabel.text == "Back in Black")
        viewModel.unbind(from: \.title)
        viewModel.title.value = "Thunderstruck"
        #expect(titleLabel.text == "Back in Black")
    }

    @Test("unbinding one observer from one key path ends that binding only, and is idempotent")
    func unbindObserverFromKeyPath() {
        let (viewModel, one, two, three) = fixture()
        defer { withExtendedLifetime(three) {} }
        viewModel.unbind(observer: one, from: \.artist)
        #expect(viewModel.observerBindings.count == 5)
        viewModel.unbind(observer: one, from: \.artist)
        #expect(viewModel.observerBindings.count == 5)
        viewModel.artist.value = "Accept"
        viewModel.title.value = "Shoot to Thrill"
        #expect(one.artist == "AC/DC")
        #expect(one.title == "Shoot to Thrill")
        #expect(two.artist == "Accept")
        #expect(!viewModel.observerBindings.isBound(one, to: \.artist))
        #expect(viewModel.observerBindings.isBound(one, to: \.title))
    }

    @Test("unbinding an observer ends all its bindings and no other observer's")
    func unbindObserver() {
        let (viewModel, one, two, three) = fixture()
        viewModel.unbind(observer: one)
        #expect(viewModel.observerBindings.count == 3)
        viewModel.unbind(observer: two)
        #expect(viewModel.observerBindings.count == 1)
        viewModel.title.value = "Rock and Roll Ain't Noise Pollution"
        #expect(one.title == "Hells Bells")
        #expect(two.title == "Hells Bells")
        #expect(three.title == "Rock and Roll Ain't Noise Pollution")
        #expect(!viewModel.observerBindings.isBound(one))
        #expect(viewModel.observerBindings.isBound(three))
    }

    @Test("unbinding a key path ends every observer's binding to it, and no other key path's")
    func unbindKeyPath() {
        let (viewModel, one, two, three) = fixture()
        viewModel.unbind(from: \.title)
        #expect(viewModel.observerBindings.count == 3)
        viewModel.title.value = "Given the Dog a Bone"
        viewModel.artist.value = "Bon Scott"
        #expect([one.title, two.title, three.title] == ["Hells Bells", "Hells Bells", "Hells Bells"])
        #expect([one.artist, two.artist] == ["Bon Scott", "Bon Scott"])
    }

    @Test("unbind() ends every binding; an empty view model unbinds nothing")
    func unbindAll() {
        let (viewModel, one, two, three) = fixture()
        defer { withExtendedLifetime((two, three)) {} }
        viewModel.unbind()
        #expect(viewModel.observerBindings.count == 0)
        viewModel.seconds.value = 1
        #expect(one.seconds == 312)
        let empty = PlayerViewModel()
        empty.unbind()
        empty.unbind(observer: one)
        empty.unbind(from: \.title)
        #expect(empty.observerBindings.count == 0)
    }

    @Test("a returned token ends its binding alone")
    func tokenEndsOneBinding() {
        let viewModel = PlayerViewModel()
        let panel = PlayerPanel()
        let titleToken = viewModel.bind(\.title, to: panel, at: \.title)
        viewModel.bind(\.artist, to: panel, at: \.artist)
        titleToken.cancel()
        viewModel.title.value = "Touch Too Much"
        viewModel.artist.value = "Brian Johnson"
        #expect(panel.title == "Hells Bells")
        #expect(panel.artist == "Brian Johnson")
    }

    @Test("skipsInitial binds changes only; a signal binding takes its events")
    func skipsInitialAndSignals() {
        let viewModel = PlayerViewModel()
        let panel = PlayerPanel()
        viewModel.bind(\.seconds, skipsInitial: true, to: panel, at: \.seconds)
        viewModel.bind(\.finished, to: panel) { panel, _ in panel.finishedCount += 1 }
        #expect(panel.seconds == 0)
        viewModel.seconds.value = 5
        viewModel.finished.send()
        #expect(panel.seconds == 5)
        #expect(panel.finishedCount == 1)
        viewModel.unbind(observer: panel, from: \.finished)
        viewModel.finished.send()
        #expect(panel.finishedCount == 1)
        #expect(viewModel.observerBindings.count == 1)
    }

    @Test("a binding keeps its observer alive neither directly nor through the view model; it ends with it")
    func observerReleased() {
        let leaks = LeakTracker()
        let viewModel = PlayerViewModel()
        do {
            let panel = PlayerPanel()
            viewModel.bind(\.title, to: panel, at: \.title)
            viewModel.bind(\.finished, to: panel) { panel, _ in panel.finishedCount += 1 }
            leaks.track(panel, "the observer")
        }
        leaks.expectReleased()
        #expect(viewModel.observerBindings.count == 0, "bindings of a released observer are dropped")
        viewModel.title.value = "Night Prowler"  // no crash, nobody to update
        viewModel.finished.send()
    }

    @Test("observers' bindings and tokens do not keep the view model alive")
    func viewModelReleased() {
        let leaks = LeakTracker()
        let panel = PlayerPanel()
        var tokens: [Token] = []
        do {
            let viewModel = PlayerViewModel()
            tokens.append(viewModel.bind(\.title, to: panel, at: \.title))
            tokens.append(viewModel.bind(\.finished, to: panel) { panel, _ in panel.finishedCount += 1 })
            leaks.track(viewModel, "the view model")
            leaks.track(viewModel.observerBindings, "its observer bindings")
        }
        leaks.expectReleased()
        #expect(panel.title == "Hells Bells")
        for token in tokens { token.cancel() }  // no-ops now, and no crash
    }

    @Test("an owner binds in bind(viewModel:) and the view model ends the owner's bindings by observer")
    func ownerUnbindsByObserver() {
        @MainActor final class PlayerScreen: ViewModelOwner {
            let viewModelSlot = ViewModelSlot<PlayerScreen>(activation: .whileVisible)
            var title = ""
            var artist = ""
            func bind(viewModel: PlayerViewModel) -> Token {
                viewModel.bind(\.title, to: self, at: \.title)
                viewModel.bind(\.artist, to: self, at: \.artist)
                return Token { [weak self, weak viewModel] in
                    guard let self else { return }
                    viewModel?.unbind(observer: self)
                }
            }
        }
        let leaks = LeakTracker()
        let viewModel = PlayerViewModel()
        do {
            let screen = PlayerScreen()
            screen.viewModel = viewModel
            screen.handle(.willAppear)
            #expect(screen.title == "Hells Bells")
            #expect(viewModel.observerBindings.count == 2)
            screen.handle(.willDisappear)
            #expect(viewModel.observerBindings.count == 0)
            viewModel.title.value = "Spellbound"
            #expect(screen.title == "Hells Bells")
            screen.handle(.willAppear)
            #expect(screen.title == "Spellbound")
            leaks.track(screen, "the screen")
        }
        leaks.expectReleased()
        #expect(viewModel.observerBindings.count == 0)
    }
}
