extension Navigator {
    /// The routes above the root, as a declarative navigation stack holds them (SwiftUI's
    /// `NavigationStack(path:)`, whose root view shows the stack's first route): reading follows the
    /// navigator, writing is what the user did.
    ///
    /// A shorter path that starts like the stack pops back to it in one change
    /// (``NavigationState/pop(keeping:)``: the back button, a swipe back, a long press on the back
    /// button); a longer one that starts like it pushes the new routes (a link that appends to the path);
    /// anything else pops to the common bottom, then pushes the rest. The same path changes nothing.
    /// With no root (an empty stack), the path's first route becomes the root.
    ///
    /// ```swift
    /// let navigator = Navigator<Route>(root: .artists)
    /// navigator.value.push(.albums(1))
    /// let path = navigator.path
    /// path.value                          // [.albums(1)]
    /// path.value = [.albums(1), .track(7)]  // pushes .track(7) over [.artists, .albums(1)]
    /// path.value = []                     // the back button: navigator.value.stack == [.artists]
    /// ```
    public var path: TwoWayBinding<[Route]> {
        TwoWayBinding(get: { [self] in Array(value.stack.dropFirst()) }, set: { [self] in setPath($0) })
    }

    /// Makes the routes above the root `path` (what writing ``path`` does).
    func setPath(_ path: [Route]) {
        let shown = Array(value.stack.dropFirst())
        guard path != shown else { return }
        let kept = zip(shown, path).prefix { $0 == $1 }.count
        if kept < shown.count {
            // The stack has kept + 1 screens (root included) after this pop: never the root itself.
            _ = try? value.pop(keeping: kept + 1)
        }
        for route in path[kept...] { value.push(route) }
    }

    /// The route presented at `level` (0: over the stack, 1: over that one, …) when `isIncluded`
    /// accepts it, as a declarative presentation holds it (SwiftUI's `.sheet(item:)`): reading is
    /// `nil` when nothing is presented there or the route is shown another way, writing `nil` is the
    /// user dismissing it (a sheet swiped down: ``NavigationState/dismiss(keeping:)`` dismisses it and everything it
    /// presented), writing a route presents it at that level.
    ///
    /// ```swift
    /// let sheet = navigator.presentation(at: 0) { $0 != .player }
    /// navigator.value.present(.picker)
    /// sheet.value?.route    // .picker
    /// sheet.value = nil     // the user swiped it down: navigator.value.presented == []
    /// ```
    public func presentation(
        at level: Int, where isIncluded: @escaping (Route) -> Bool = { _ in true }
    ) -> TwoWayBinding<Presentation<Route>?> {
        TwoWayBinding(
            get: { [self] in
                let presented = value.presented
                guard presented.indices.contains(level), isIncluded(presented[level]) else { return nil }
                return Presentation(presented[level], level: level)
            },
            set: { [self] newValue in setPresented(newValue?.route, at: level) })
    }

    /// Dismisses what is presented at `level` and above when `screen` is `nil`; otherwise presents
    /// `screen` at `level` (after dismissing what is there, when it is another route). A level
    /// beyond the presented routes changes nothing.
    private func setPresented(_ screen: Route?, at level: Int) {
        let presented = value.presented
        guard level >= 0, level <= presented.count else { return }
        if level < presented.count {
            guard presented[level] != screen else { return }
            _ = try? value.dismiss(keeping: level)
        }
        if let screen { value.present(screen) }
    }
}

/// A route presented by a ``Navigator`` at a level (0: over the stack, 1: over that one, …), with an
/// identity a declarative presentation can follow (SwiftUI's `.sheet(item:)`): the same route at the
/// same level is the same presentation.
///
/// ```swift
/// navigator.value.present(.picker)
/// navigator.presentation(at: 0).value   // Presentation(.picker, level: 0)
/// ```
public struct Presentation<Route: Hashable & Sendable>: Hashable, Sendable, Identifiable {
    /// The route presented.
    public let route: Route
    /// Where it is presented: 0 over the stack, 1 over the first presented route, … (the level the
    /// binding was made for, ``Navigator/presentation(at:where:)``; part of the identity).
    package let level: Int

    /// `route` presented at `level`.
    package init(_ route: Route, level: Int) {
        self.route = route
        self.level = level
    }

    /// The presentation itself: the same route at the same level.
    public var id: Self { self }
}
