// https://developer.apple.com/documentation/appkit/nsalert — a modal alert: `messageText`,
// `informativeText`, and buttons added by `addButton(withTitle:)`
// (https://developer.apple.com/documentation/appkit/nsalert/addbutton(withtitle:)): "Buttons are placed
// starting near the right side of the alert and going toward the left side"; "By default, the first button
// has a key equivalent of Return, any button with a title of “Cancel” has a key equivalent of Escape" (and
// "Don’t Save" Command-D, not modelled). `runModal()` (https://developer.apple.com/documentation/appkit/nsalert/runmodal())
// runs until a button is clicked and returns its response (NSApplication.swift).
//
// Stand-in only: `runModal()` asks `standInUser` which button the user clicks (a test sets it); the
// simulated user may also press a key (`standInButton(forKey:)`).
public import Foundation

/// A modal alert.
@MainActor
open class NSAlert: NSObject {
    /// The title.
    open var messageText = ""
    /// The message below the title.
    open var informativeText = ""
    /// The buttons, in the order added (the first is the rightmost).
    public private(set) var buttons: [NSButton] = []
    /// Stand-in only: how the user answers the alerts that run: the index of the button clicked, or
    /// `nil` (the test did not expect an alert: `runModal()` then records the alert and answers the first
    /// button).
    public static var standInUser: ((NSAlert) -> Int)?
    /// Stand-in only: the alerts run, oldest first.
    public static var standInAlertsRun: [NSAlert] = []

    /// An alert with no button (AppKit shows OK when none is added).
    public override init() {
        super.init()
    }

    /// Adds a button titled `title` and returns it.
    @discardableResult
    open func addButton(withTitle title: String) -> NSButton {
        let button = NSButton(title: title, target: nil, action: nil)
        if buttons.isEmpty {
            button.keyEquivalent = "\r"
        } else if title == "Cancel" {
            button.keyEquivalent = "\u{1b}"
        }
        buttons.append(button)
        return button
    }

    /// Runs the alert until the user clicks a button, and returns that button's response.
    open func runModal() -> NSApplication.ModalResponse {
        Self.standInAlertsRun.append(self)
        let index = Self.standInUser?(self) ?? 0
        return NSApplication.ModalResponse(
            rawValue: NSApplication.ModalResponse.alertFirstButtonReturn.rawValue + index)
    }

    /// Stand-in only: the index of the button a key clicks (the last one added with that key equivalent,
    /// as a key equivalent set later replaces an earlier one), if any.
    public func standInButton(forKey key: String) -> Int? {
        buttons.lastIndex { $0.keyEquivalent == key }
    }
}
