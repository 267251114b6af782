#if canImport(AppKit) && !targetEnvironment(macCatalyst)
public import AppKit
public import Loom

extension NSAlert {
    /// An alert showing `viewModel`: its title and message, and one button per action in the view
    /// model's order (default, destructive, cancel; AppKit puts the first on the right and gives it
    /// Return). A destructive action's button is marked destructive; a cancel action's button answers
    /// Escape. An action sheet view model is shown as an alert (AppKit has no action sheets).
    ///
    /// ```swift
    /// let alert = NSAlert.make(viewModel: confirmation)
    /// let response = alert.runModal()
    /// ```
    @MainActor
    public static func make(viewModel: AlertViewModel) -> NSAlert {
        let alert = NSAlert()
        alert.messageText = viewModel.title ?? ""
        alert.informativeText = viewModel.message ?? ""
        for action in viewModel.actions {
            let button = alert.addButton(withTitle: action.title)
            switch action.role {
            case .default: break
            case .destructive: button.hasDestructiveAction = true
            case .cancel: button.keyEquivalent = "\u{1b}"
            }
        }
        return alert
    }

    /// The index, in the view model's actions, of the button a modal response names (the first button
    /// is `alertFirstButtonReturn`).
    ///
    /// ```swift
    /// let next = try viewModel.tap(at: NSAlert.actionIndex(of: alert.runModal()))
    /// ```
    @MainActor
    public static func actionIndex(of response: NSApplication.ModalResponse) -> Int {
        response.rawValue - NSApplication.ModalResponse.alertFirstButtonReturn.rawValue
    }

    /// Runs `viewModel` as a modal alert, taps the chosen action on it and returns the next view model
    /// it gives, if any.
    ///
    /// ```swift
    /// if let next = NSAlert.run(viewModel.removeConfirmation) { show(next) }
    /// ```
    @MainActor
    @discardableResult
    public static func run(_ viewModel: AlertViewModel) -> (any ViewModel)? {
        let response = make(viewModel: viewModel).runModal()
        // The index comes from the buttons made from `actions`; anything else taps nothing.
        return try? viewModel.tap(at: actionIndex(of: response))
    }
}
#endif
