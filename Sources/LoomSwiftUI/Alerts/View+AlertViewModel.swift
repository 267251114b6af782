#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
public import Loom
public import SwiftUI

extension View {
    /// Shows the ``AlertViewModel`` `alert` holds: an alert, or a confirmation dialog for an action
    /// sheet, with its title, message and actions in the view model's order (default, destructive,
    /// cancel, with the matching button roles). Tapping an action taps it on the view model; the next
    /// view model it returns is shown in turn, another alert here, anything else given to `onNext`.
    /// Dismissing the alert sets `alert` to `nil` (unless the next alert replaced it).
    ///
    /// ```swift
    /// PlaylistView(viewModel: viewModel)
    ///     .alert(TwoWayBinding(viewModel.confirmation)) { next in coordinator.show(next) }
    /// ```
    ///
    /// The logic (which alert is shown, what a tap does) is ``TwoWayBinding``'s, tested on Linux.
    @MainActor
    public func alert(
        _ alert: TwoWayBinding<AlertViewModel?>,
        onNext: @escaping @MainActor (any ViewModel) -> Void = { _ in }
    ) -> some View {
        let shown = alert.value
        return
            self
            .alert(
                shown?.title ?? "", isPresented: Binding(alert.isShowing(shown, style: .alert)),
                presenting: shown
            ) { viewModel in
                AlertButtons(alert: alert, viewModel: viewModel, onNext: onNext)
            } message: { viewModel in
                if let message = viewModel.message { Text(message) }
            }
            .confirmationDialog(
                shown?.title ?? "", isPresented: Binding(alert.isShowing(shown, style: .actionSheet)),
                titleVisibility: shown?.title == nil ? .hidden : .visible, presenting: shown
            ) { viewModel in
                AlertButtons(alert: alert, viewModel: viewModel, onNext: onNext)
            } message: { viewModel in
                if let message = viewModel.message { Text(message) }
            }
    }

    /// Shows the ``AlertViewModel`` a property holds (make it `.tracked`, so the view follows it), as
    /// the two-way binding form above does.
    ///
    /// ```swift
    /// .alert(viewModel.confirmation)   // a MutableProperty<AlertViewModel?>
    /// ```
    @MainActor
    public func alert(
        _ alert: MutableProperty<AlertViewModel?>,
        onNext: @escaping @MainActor (any ViewModel) -> Void = { _ in }
    ) -> some View {
        self.alert(TwoWayBinding(alert), onNext: onNext)
    }
}

/// The buttons of an alert view model, in its order, each tapping its action.
@MainActor
private struct AlertButtons: View {
    let alert: TwoWayBinding<AlertViewModel?>
    let viewModel: AlertViewModel
    let onNext: @MainActor (any ViewModel) -> Void

    var body: some View {
        ForEach(Array(viewModel.actions.enumerated()), id: \.offset) { index, action in
            Button(action.title, role: ButtonRole(action.role)) {
                alert.tap(index, of: viewModel, onNext: onNext)
            }
        }
    }
}

extension ButtonRole {
    /// The SwiftUI role of an alert action's role (`nil` for a default action).
    ///
    /// ```swift
    /// Button("Delete", role: ButtonRole(.destructive)) { … }
    /// ```
    public init?(_ role: AlertAction.Role) {
        switch role {
        case .default: return nil
        case .destructive: self = .destructive
        case .cancel: self = .cancel
        }
    }
}
#endif
