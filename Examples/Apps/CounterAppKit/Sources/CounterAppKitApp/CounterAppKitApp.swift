#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CounterAppKit

/// The app's entry point: `CounterAppDelegate` opens the counter's window, and the app quits when it
/// closes. Started from a terminal (`swift run`), the app is a regular one, with a Dock icon and a menu.
@main
@MainActor
enum CounterAppKitApp {
    static func main() {
        let application = NSApplication.shared
        let delegate = CounterAppDelegate()
        application.delegate = delegate
        application.setActivationPolicy(.regular)
        application.run()
    }
}
#else
/// Off macOS there is no AppKit: the counter runs in a terminal instead (`swift run counter` in Loom).
@main
enum CounterAppKitApp {
    static func main() { print("CounterAppKitApp needs macOS (AppKit); try `swift run counter` in Loom.") }
}
#endif
