// https://developer.apple.com/documentation/appkit/nsapplicationdelegate — what an app is told; every
// method is optional (the defaults do nothing; an app does not quit when its last window closes).
public import Foundation

/// The delegate of the application.
@MainActor
public protocol NSApplicationDelegate: AnyObject {
    /// The app finished launching.
    func applicationDidFinishLaunching(_ notification: Notification)
    /// Whether the app quits when its last window closes.
    func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool
}

extension NSApplicationDelegate {
    /// Nothing.
    public func applicationDidFinishLaunching(_ notification: Notification) {}
    /// No.
    public func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool { false }
}
