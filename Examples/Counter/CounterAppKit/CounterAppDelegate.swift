#if canImport(AppKit) && !targetEnvironment(macCatalyst)
public import AppKit

/// The application delegate of a counter app: it opens one window showing a ``CounterViewController`` and
/// quits when that window closes. Built by Xcode on a Mac; runs in tests over the AppKit stand-in.
///
/// ```swift
/// // main.swift of a macOS app target
/// let delegate = CounterAppDelegate()
/// NSApplication.shared.delegate = delegate
/// NSApplication.shared.run()
/// ```
@MainActor
public final class CounterAppDelegate: NSObject, NSApplicationDelegate {
    private var window: NSWindow?

    /// Shows the counter in a new window.
    public func applicationDidFinishLaunching(_ notification: Notification) {
        let window = NSWindow(contentViewController: CounterViewController())
        window.center()
        window.makeKeyAndOrderFront(nil)
        self.window = window
    }

    /// The app quits with its window.
    public func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool {
        true
    }
}
#endif
