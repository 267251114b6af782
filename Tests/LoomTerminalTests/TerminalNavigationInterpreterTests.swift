import Loom
import Testing

@testable import LoomTerminal

/// The view a test interpreter makes: the screen it shows and a serial number, so a view made again is
/// told from the one kept.
private final class ScreenView {
    let screen: String
    let serial: Int

    init(_ screen: String, serial: Int) {
        self.screen = screen
        self.serial = serial
    }
}

/// An interpreter of `navigator` whose views are numbered in the order they are made.
@MainActor
private func makeInterpreter(
    _ navigator: Navigator<String>
) -> (TerminalNavigationInterpreter<String, ScreenView>, made: () -> [String]) {
    var made: [String] = []
    let interpreter = TerminalNavigationInterpreter(navigator: navigator) { screen in
        made.append(screen)
        return ScreenView(screen, serial: made.count)
    }
    return (interpreter, { made })
}

/// A started interpreter of a navigator with "home" at the root and `pushed` above it.
@MainActor
private func startedInterpreter(
    pushing pushed: String...
) -> (Navigator<String>, TerminalNavigationInterpreter<String, ScreenView>) {
    let navigator = Navigator<String>(root: "home")
    let (screens, _) = makeInterpreter(navigator)
    screens.start()
    for screen in pushed { navigator.value.push(screen) }
    return (navigator, screens)
}

@MainActor
@Suite(
    "TerminalNavigationInterpreter: the terminal shows a navigator's visible screen, and back keys go back")
struct TerminalNavigationInterpreterTests {
    @Test("nothing is shown before start; start makes the root's view and shows it")
    func startShowsTheRoot() {
        let navigator = Navigator<String>(root: "home")
        let (screens, made) = makeInterpreter(navigator)
        #expect(screens.visibleView == nil)
        screens.start()
        #expect(screens.visibleRoute == "home")
        #expect(screens.visibleView?.screen == "home")
        #expect(made() == ["home"])
    }

    @Test("a push shows the new screen's view; a pop shows the view kept below it, not a new one")
    func pushAndPopKeepTheViewsBelow() throws {
        let navigator = Navigator<String>(root: "home")
        let (screens, made) = makeInterpreter(navigator)
        var changes = 0
        screens.onChange = { changes += 1 }
        screens.start()
        let home = try #require(screens.visibleView)
        navigator.value.push("artists")
        #expect(screens.visibleView?.screen == "artists")
        try navigator.value.pop()
        #expect(screens.visibleView === home)
        #expect(made() == ["home", "artists"])
        #expect(changes == 3)
    }

    @Test("a presented screen shows over the stack until it is dismissed")
    func presentedScreensShowOverTheStack() throws {
        let (navigator, screens) = startedInterpreter(pushing: "playlist")
        navigator.value.present("picker")
        #expect(screens.visibleRoute == "picker")
        #expect(screens.visibleView?.screen == "picker")
        try navigator.value.dismiss()
        #expect(screens.visibleView?.screen == "playlist")
    }

    @Test("a screen that leaves and comes back gets a new view")
    func aScreenComingBackIsMadeAgain() throws {
        let navigator = Navigator<String>(root: "home")
        let (screens, made) = makeInterpreter(navigator)
        screens.start()
        navigator.value.push("artists")
        let first = try #require(screens.visibleView)
        try navigator.value.pop()
        navigator.value.push("artists")
        #expect(screens.visibleView !== first)
        #expect(made() == ["home", "artists", "artists"])
    }

    @Test("esc, ← and backspace dismiss the presented screen first, then pop, in the navigator too")
    func backKeysGoBackInTheNavigator() {
        let (navigator, screens) = startedInterpreter(pushing: "playlist")
        navigator.value.present("picker")
        #expect(screens.handleBack(.escape))
        #expect(navigator.value.presented.isEmpty)
        #expect(screens.visibleView?.screen == "playlist")
        #expect(screens.handleBack(.left))
        #expect(navigator.value.stack == ["home"])
        #expect(screens.visibleView?.screen == "home")
        navigator.value.push("artists")
        #expect(screens.handleBack(.backspace))
        #expect(navigator.value.stack == ["home"])
    }

    @Test("on the root, going back does nothing and says so (esc quits there)")
    func backOnTheRootIsRefused() {
        let (navigator, screens) = startedInterpreter()
        #expect(!screens.handleBack(.escape))
        #expect(!screens.goBack())
        #expect(navigator.value.stack == ["home"])
        #expect(screens.visibleView?.screen == "home")
    }

    @Test("other keys are not back keys")
    func otherKeysDoNotGoBack() {
        let (navigator, screens) = startedInterpreter(pushing: "artists")
        #expect(!screens.handleBack(.enter))
        #expect(!screens.handleBack(.character("q")))
        #expect(navigator.value.stack == ["home", "artists"])
    }

    @Test("several screens popped at once release their views; the one below shows")
    func popToRootShowsTheRoot() throws {
        let (navigator, screens) = startedInterpreter(pushing: "artists", "albums")
        weak let albums = screens.visibleView
        try navigator.value.pop(keeping: 1)
        #expect(screens.visibleView?.screen == "home")
        #expect(albums == nil)
    }
}
