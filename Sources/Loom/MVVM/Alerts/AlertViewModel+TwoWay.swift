extension TwoWayBinding where Value == AlertViewModel? {
    /// Whether `alert` is the alert shown, as a declarative alert's `isPresented` holds it (SwiftUI's
    /// `.alert(_:isPresented:…)`): `true` while this binding's value is that very view model (and, when
    /// `style` is given, the alert has that style). Writing `false` is the front-end dismissing it: the
    /// value becomes `nil`, unless another alert has replaced it meanwhile (a tapped action's next
    /// alert), which stays. Writing `true` shows `alert`.
    ///
    /// ```swift
    /// let current = TwoWayBinding(viewModel.alert)   // a MutableProperty<AlertViewModel?>
    /// let shown = current.value
    /// let isPresented = current.isShowing(shown, style: .alert)
    /// isPresented.value = false   // dismissed: viewModel.alert.value == nil
    /// ```
    package func isShowing(
        _ alert: AlertViewModel?, style: AlertViewModel.Style? = nil
    ) -> TwoWayBinding<Bool> {
        TwoWayBinding<Bool>(
            get: { [self] in
                guard let alert, value === alert else { return false }
                return style.map { alert.style == $0 } ?? true
            },
            set: { [self] isPresented in
                guard let alert else { return }
                if isPresented {
                    value = alert
                } else if value === alert {
                    value = nil
                }
            })
    }

    /// The user tapped the action at `index` of `alert`: the action is tapped on the view model, the
    /// alert is dismissed (unless another one replaced it meanwhile), and the next view model the
    /// action returns is shown: an ``AlertViewModel`` as the next alert, anything else given to
    /// `onNext`. An index outside the actions only dismisses.
    ///
    /// ```swift
    /// current.tap(0, of: confirmation) { next in navigator.value.present(.detail(next)) }
    /// ```
    package func tap(
        _ index: Int, of alert: AlertViewModel, onNext: @MainActor (any ViewModel) -> Void = { _ in }
    ) {
        let next = try? alert.tap(at: index)
        if value === alert { value = nil }
        if let nextAlert = next as? AlertViewModel {
            value = nextAlert
        } else if let next {
            onNext(next)
        }
    }
}
