#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import Loom
import LoomSwiftUI
import SwiftUI

// The README's "Using Loom with SwiftUI" view model and view, verbatim (type-checked for iOS by apple-check).

@MainActor
final class PlayerViewModel: ViewModel {
    // A SwiftUI body reads these: `.tracked` makes them take part in Observation.
    let title = MutableProperty("Hells Bells", observation: .tracked)
    let volume = MutableProperty(0.5, observation: .tracked)
    let confirmation = MutableProperty<AlertViewModel?>(nil, observation: .tracked)

    func stop() {
        confirmation.value = AlertViewModel(
            title: "Stop playing?", defaultActions: ["Stop"], cancelAction: "Cancel")
    }
}

struct PlayerView: View {
    let viewModel: PlayerViewModel

    var body: some View {
        VStack {
            Text(viewModel.title.value)
            Slider(value: Binding(viewModel.volume))
            Button("Stop") { viewModel.stop() }
        }
        .alert(viewModel.confirmation)  // its buttons in the view model's order; a tap taps it
    }
}
#endif
