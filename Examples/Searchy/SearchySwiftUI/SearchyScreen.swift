#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import Loom
import LoomSwiftUI
public import SearchyCore
public import SwiftUI

/// Searchy in SwiftUI, Model-View-Binding: the view is a `SearchyViewState` (data in, intent out),
/// bound to the model by `SearchyBinding` for as long as it lives; this view only reads its state,
/// writes its term and reports taps. The search and a chosen result's details are the screens of its
/// navigator: the back button pops the navigator.
///
/// ```swift
/// SearchyScreen(state: SearchyViewState(model: model))
/// ```
@MainActor
public struct SearchyScreen: View {
    private let state: SearchyViewState

    /// The screen of `state`.
    public init(state: SearchyViewState) {
        self.state = state
    }

    /// The navigation stack of the search and the details.
    public var body: some View {
        NavigatorStack(state.navigator) { route in
            switch route {
            case .search: SearchView(state: state)
            case .result(let result): ResultView(result: result)
            }
        }
    }
}

/// The search field, the status line and the results.
@MainActor
private struct SearchView: View {
    let state: SearchyViewState

    var body: some View {
        let shown = state.state
        List {
            if let failure = shown.failureText {
                Text(failure).foregroundStyle(.secondary)
            } else if shown.results.isEmpty, !shown.emptyListText.isEmpty {
                Text(shown.emptyListText).foregroundStyle(.secondary)
            }
            ForEach(shown.failureText == nil ? shown.results : []) { result in
                Button {
                    state.choose(result)
                } label: {
                    ResultRow(result: result)
                }
            }
        }
        .searchable(text: Binding(state.term), prompt: "Track, artist or album")
        .navigationTitle("Searchy")
        .safeAreaInset(edge: .bottom) {
            Text(shown.statusText).font(.footnote).foregroundStyle(.secondary).padding(4)
        }
    }
}

/// A result: the track, and its artist, album and duration below.
private struct ResultRow: View {
    let result: SearchResult

    var body: some View {
        VStack(alignment: .leading) {
            Text(result.name)
            Text(
                [
                    result.artist, result.album,
                    SearchResultFormatter.duration(milliseconds: result.milliseconds),
                ]
                .filter { !$0.isEmpty }.joined(separator: " · ")
            )
            .font(.caption).foregroundStyle(.secondary)
        }
    }
}

/// One result's facts, the same lines the terminal shows.
private struct ResultView: View {
    let result: SearchResult

    var body: some View {
        List(SearchResultFormatter.details(of: result), id: \.label) { line in
            LabeledContent(line.label, value: line.value)
        }
        .navigationTitle(result.name)
    }
}
#endif
