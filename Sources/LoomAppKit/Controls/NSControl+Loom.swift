#if canImport(AppKit) && !targetEnvironment(macCatalyst)
public import AppKit
public import Loom

extension LoomExtension where Base: NSControl {
    /// A signal sent every time the control sends its action (a click, Return in a text field, a slider
    /// moved). The control's target and action become Loom's (an `NSControl` has one of each); the signal
    /// lives as long as the control and does not keep it alive.
    ///
    /// ```swift
    /// let token = volume <~ slider.loom.actions.map { [weak slider] in slider?.doubleValue ?? 0 }
    /// ```
    @MainActor
    public var actions: Signal<Void> {
        ControlRelay.relay(of: base).actionSignal(of: base)
    }

    /// Whether the control is enabled.
    @MainActor
    public var isEnabled: Binder<Bool> { Binder(base) { $0.isEnabled = $1 } }
}

extension LoomExtension where Base: NSButton {
    /// Sent when the button is clicked.
    ///
    /// ```swift
    /// lifetime ++ plusButton.loom.taps.observe { dispatcher.send(.increment) }
    /// ```
    @MainActor
    public var taps: Signal<Void> { actions }

    /// The button's title.
    @MainActor
    public var title: Binder<String> { Binder(base) { $0.title = $1 } }
}

extension LoomExtension where Base: NSTextField {
    /// The text each time the user edits it and when editing ends. Setting `stringValue` in code sends
    /// nothing (AppKit posts no notification for it).
    ///
    /// ```swift
    /// lifetime ++ model.searchTerm <~ searchField.loom.textChanges
    /// ```
    @MainActor
    public var textChanges: Signal<String> {
        ControlRelay.relay(of: base).textSignal(of: base).map { [weak base] in base?.stringValue ?? "" }
    }

    /// The field's text (`stringValue`).
    @MainActor
    public var text: Binder<String> { Binder(base) { $0.stringValue = $1 } }
}

extension LoomExtension where Base: NSView {
    /// Whether the view is hidden.
    @MainActor
    public var isHidden: Binder<Bool> { Binder(base) { $0.isHidden = $1 } }
}
#endif
