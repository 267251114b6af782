#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
public import Loom
public import SwiftUI

/// Shows a `Navigator`: its stack in a `NavigationStack` (the root screen as the stack's root view,
/// the screens above it as its path) and its presented screens as sheets or full-screen covers, each
/// over the one below. Both ways: what the navigator does, the screen does; what the user does (the
/// back button, a swipe back, a long press on the back button, a `NavigationLink(value:)`, a sheet
/// swiped down, the environment's `dismiss`) goes back into the navigator (`Navigator.path`,
/// `Navigator.value.dismiss(keeping:)`), so coordinators observing it see it as if the app had done it.
///
/// ```swift
/// NavigatorStack(coordinator.navigator) { screen in
///     switch screen {
///     case .artists: ArtistsView(viewModel: coordinator.artists)
///     case .albums(let id): AlbumsView(viewModel: coordinator.albums(of: id))
///     case .player: PlayerView()
///     }
/// } presentation: { screen in
///     screen == .player ? .fullScreenCover : .sheet
/// }
/// ```
///
/// The logic is the navigator's and is tested on Linux (`Navigator.path`,
/// `Navigator.presentation(at:where:)`); the navigator's state takes part in Observation, so the
/// stack follows it without any subscription. An empty navigator shows an empty stack.
@MainActor
public struct NavigatorStack<Route: Hashable & Sendable, ScreenView: View>: View {
    private let navigator: Navigator<Route>
    private let content: @MainActor (Route) -> ScreenView
    private let style: @MainActor (Route) -> PresentationStyle

    /// Shows `navigator`; `content` makes the view of each screen, `presentation` says how a presented
    /// screen is shown (a sheet by default).
    public init(
        _ navigator: Navigator<Route>, @ViewBuilder content: @escaping @MainActor (Route) -> ScreenView,
        presentation: @escaping @MainActor (Route) -> PresentationStyle = { _ in .sheet }
    ) {
        self.navigator = navigator
        self.content = content
        self.style = presentation
    }

    /// The stack, with the presented screens over it.
    public var body: some View {
        NavigationStack(path: Binding(navigator.path)) {
            Group {
                if let root = navigator.value.stack.first { content(root) }
            }
            .navigationDestination(for: Route.self) { screen in content(screen) }
        }
        .modifier(PresentedScreens(navigator: navigator, level: 0, content: content, style: style))
    }
}

/// How a ``NavigatorStack`` shows a presented screen.
///
/// ```swift
/// NavigatorStack(navigator) { screen in … } presentation: { _ in .fullScreenCover }
/// ```
public enum PresentationStyle: Hashable, Sendable {
    /// A sheet (a card the user can swipe down).
    case sheet
    /// A full-screen cover (a sheet on macOS, which has none).
    case fullScreenCover
}

/// The screens presented at `level` and above: a sheet and a full-screen cover bound to the
/// navigator's presentation at `level`, whose content presents the next level in turn.
@MainActor
private struct PresentedScreens<Route: Hashable & Sendable, ScreenView: View>: ViewModifier {
    let navigator: Navigator<Route>
    let level: Int
    let content: @MainActor (Route) -> ScreenView
    let style: @MainActor (Route) -> PresentationStyle

    func body(content base: Content) -> some View {
        #if os(macOS)
        base.sheet(item: Binding(navigator.presentation(at: level))) { presented($0) }
        #else
        base
            .sheet(item: Binding(navigator.presentation(at: level) { style($0) == .sheet })) { presented($0) }
            .fullScreenCover(
                item: Binding(navigator.presentation(at: level) { style($0) == .fullScreenCover })
            ) {
                presented($0)
            }
        #endif
    }

    private func presented(_ presented: Presentation<Route>) -> some View {
        content(presented.route)
            .modifier(
                PresentedScreens(navigator: navigator, level: level + 1, content: content, style: style))
    }
}
#endif
