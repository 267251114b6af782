import Loom
import LoomTesting
import Testing

/// A view standing for a view controller.
final class FakeView {
    let name: String
    init(_ name: String) { self.name = name }
}

@MainActor
@Suite("NavigationViews: the views of each place, and what to do with them")
struct NavigationViewsTests {
    func views(_ base: FakeView) -> NavigationViews<TestRoute, FakeView> {
        NavigationViews(base: base) { FakeView("\($0)") }
    }

    func names(_ views: [FakeView]) -> [String] { views.map(\.name) }

    @Test("stack steps make views for new screens and keep the views below")
    func stackOperations() throws {
        let base = FakeView("base")
        let views = views(base)
        guard case .setStack(let first) = views.prepare(.setStack(keeping: 0, adding: [.artists])) else {
            Issue.record("expected setStack")
            return
        }
        let root = try #require(first.first)
        guard case .push(let albums) = views.prepare(.push(.albums(1))) else {
            Issue.record("expected push")
            return
        }
        #expect(names(views.stack) == ["artists", "albums(1)"])
        _ = views.prepare(.push(.track(1)))
        guard case .pop(let top) = views.prepare(.pop(keeping: 2)) else {
            Issue.record("expected pop")
            return
        }
        #expect(top === albums)
        guard case .setStack(let replaced) = views.prepare(.setStack(keeping: 1, adding: [.picker])) else {
            Issue.record("expected setStack")
            return
        }
        #expect(replaced.first === root, "the kept view is the same view")
        #expect(names(replaced) == ["artists", "picker"])
    }

    @Test("presenting goes from the base, then from the innermost; dismissing names the presenter")
    func presentation() {
        let base = FakeView("base")
        let views = views(base)
        guard case .present(let picker, let firstPresenter) = views.prepare(.present(.picker)),
            case .present(_, let secondPresenter) = views.prepare(.present(.detail(1)))
        else {
            Issue.record("expected presents")
            return
        }
        #expect(firstPresenter === base)
        #expect(secondPresenter === picker)
        guard case .dismiss(let presenter) = views.prepare(.dismiss(keeping: 1)) else {
            Issue.record("expected dismiss")
            return
        }
        #expect(presenter === picker)
        #expect(names(views.presented) == ["picker"])
        guard case .dismiss(let fromBase) = views.prepare(.dismiss(keeping: 0)) else {
            Issue.record("expected dismiss")
            return
        }
        #expect(fromBase === base)
        #expect(views.presented.isEmpty)
    }

    @Test("embedding replaces the container's view and says which one it replaced")
    func embedding() {
        let views = views(FakeView("base"))
        guard case .embed(let first, "detail", nil) = views.prepare(.embed(.track(1), in: "detail")),
            case .embed(let second, "detail", let replaced?) = views.prepare(.embed(.track(2), in: "detail")),
            case .removeEmbedded(let removed, "detail") = views.prepare(.removeEmbedded(from: "detail"))
        else {
            Issue.record("expected embed, embed, remove")
            return
        }
        #expect(replaced === first)
        #expect(removed === second)
        #expect(views.embedded.isEmpty)
    }

    @Test("steps that do not fit the views do nothing")
    func misfits() {
        let views = views(FakeView("base"))
        _ = views.prepare(.setStack(keeping: 0, adding: [.artists]))
        #expect(views.prepare(.pop(keeping: 1)) == nil, "nothing above the root")
        #expect(views.prepare(.pop(keeping: 0)) == nil)
        #expect(views.prepare(.setStack(keeping: 2, adding: [])) == nil)
        #expect(views.prepare(.dismiss(keeping: 0)) == nil, "nothing presented")
        #expect(views.prepare(.removeEmbedded(from: "detail")) == nil)
        #expect(names(views.stack) == ["artists"])
    }

    @Test("a released base presents nothing")
    func releasedBase() {
        var base: FakeView? = FakeView("base")
        let views = views(base!)
        base = nil
        #expect(views.prepare(.present(.picker)) == nil)
        #expect(views.presented.isEmpty)
    }

    @Test("the user's pop is recognised when the shown views are the bottom of the stack")
    func userPop() throws {
        let views = views(FakeView("base"))
        _ = views.prepare(.setStack(keeping: 0, adding: [.artists, .albums(1), .track(1)]))
        let stack = views.stack
        #expect(views.userPopped(showing: stack) == nil, "nothing left")
        #expect(views.userPopped(showing: [stack[0], FakeView("other")]) == nil, "not what was shown")
        #expect(views.userPopped(showing: []) == nil)
        #expect(views.userPopped(showing: Array(stack.prefix(2))) == 2)
        #expect(names(views.stack) == ["artists", "albums(1)"])
        #expect(views.userPopped(showing: Array(stack.prefix(2))) == nil, "already recorded")
    }

    @Test("the user's dismissal of a presented view removes it and those above")
    func userDismiss() {
        let base = FakeView("base")
        let views = views(base)
        _ = views.prepare(.present(.picker))
        _ = views.prepare(.present(.detail(1)))
        let picker = views.presented[0]
        #expect(views.userDismissed(FakeView("unknown")) == nil)
        #expect(views.userDismissed(picker) == 0)
        #expect(views.presented.isEmpty)
    }

    @Test("views leave with their places: nothing is kept once popped, dismissed or removed")
    func viewsReleased() {
        let leaks = LeakTracker()
        let base = FakeView("base")
        let views = views(base)
        _ = views.prepare(.setStack(keeping: 0, adding: [.artists, .albums(1)]))
        _ = views.prepare(.present(.picker))
        _ = views.prepare(.embed(.track(1), in: "detail"))
        leaks.track(views.stack[1], "popped view")
        leaks.track(views.presented[0], "dismissed view")
        leaks.track(views.embedded["detail"]!, "removed view")
        _ = views.prepare(.pop(keeping: 1))
        _ = views.prepare(.dismiss(keeping: 0))
        _ = views.prepare(.removeEmbedded(from: "detail"))
        leaks.expectReleased()
    }
}
