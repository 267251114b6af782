#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import Loom
import LoomSwiftUI
import SwiftUI

// The README's "Using Loom with SwiftUI" navigation and list, verbatim (type-checked for iOS by apple-check).

enum Route: Hashable, Sendable { case playlist, track(String) }

struct PlaylistScreen: View {
    let navigator: Navigator<Route>
    let tracks: IdentifiedList<String>

    var body: some View {
        NavigatorStack(navigator) { route in
            switch route {
            case .playlist:
                List {
                    ListSections(tracks) { title in  // swipe to delete goes to the data source
                        NavigationLink(title, value: Route.track(title))
                    }
                }
            case .track(let title):
                Text(title)
            }
        }
    }
}
#endif
