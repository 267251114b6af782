/// The view model of an alert or an action sheet: style, title,
/// message, and actions in the order default, destructive, cancel. A tapped action may return the next
/// view model to show.
///
/// ```swift
/// let alert = AlertViewModel(
///     title: "Remove “Hells Bells”?", message: nil,
///     defaultActions: [], destructiveActions: ["Remove"], cancelAction: "Cancel"
/// ) { action in
///     if action.title == "Remove" { try? playlist.remove(at: 3) }
///     return nil
/// }
/// alert.actions.map(\.title)      // ["Remove", "Cancel"]
/// _ = try alert.tap("Remove")
/// ```
@MainActor
public final class AlertViewModel: ViewModel {
    /// How the alert is shown.
    public enum Style: Hashable, Sendable {
        /// A centred alert.
        case alert
        /// A sheet of actions from the bottom (or a popover).
        case actionSheet
    }

    /// How the alert is shown.
    public let style: Style
    /// The title.
    public let title: String?
    /// The message.
    public let message: String?
    /// The actions, in the order default, destructive, cancel.
    public let actions: [AlertAction]
    private let onTap: (AlertAction) -> (any ViewModel)?

    /// Creates an alert view model.
    ///
    /// - Parameters:
    ///   - style: An alert or an action sheet.
    ///   - title: The title, if any.
    ///   - message: The message under the title, if any.
    ///   - defaultActions: The titles of the ordinary actions, shown first.
    ///   - destructiveActions: The titles of the destructive actions, shown after the default ones.
    ///   - cancelAction: The title of the cancel action, if any, shown last.
    ///   - onTap: Called with the tapped action; returns the next view model to show, if any.
    public init(
        style: Style = .alert, title: String?, message: String? = nil, defaultActions: [String] = ["OK"],
        destructiveActions: [String] = [], cancelAction: String? = nil,
        onTap: @escaping (AlertAction) -> (any ViewModel)? = { _ in nil }
    ) {
        self.style = style
        self.title = title
        self.message = message
        var actions = defaultActions.map { AlertAction(title: $0, role: .default) }
        actions += destructiveActions.map { AlertAction(title: $0, role: .destructive) }
        if let cancelAction { actions.append(AlertAction(title: cancelAction, role: .cancel)) }
        self.actions = actions
        self.onTap = onTap
    }

    /// Taps the first action titled `title`; returns the next view model, if any.
    @discardableResult
    public func tap(_ title: String) throws(ViewModelError) -> (any ViewModel)? {
        guard let action = actions.first(where: { $0.title == title }) else {
            throw .unknownAlertAction(title)
        }
        return onTap(action)
    }

    /// Taps the action at `index` of ``actions``; returns the next view model, if any.
    @discardableResult
    public func tap(at index: Int) throws(ViewModelError) -> (any ViewModel)? {
        guard actions.indices.contains(index) else {
            throw .alertActionOutOfRange(index: index, count: actions.count)
        }
        return onTap(actions[index])
    }
}
