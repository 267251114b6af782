#if canImport(UIKit)
import SearchySwiftUI
import SwiftUI

/// The app's entry point: one window searching the bundled Chinook catalog (`SearchyScene`).
@main
struct SearchySwiftUIApp: App {
    var body: some Scene { SearchyScene() }
}
#endif
