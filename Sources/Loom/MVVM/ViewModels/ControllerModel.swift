/// The state a screen's controller carries to the next screen: whether it is editing.
///
/// ```swift
/// let controllerModel = ControllerModel(isEditing: true)
/// let next = controllerModel.forNextScreen()   // a new model, editing too
/// next.isEditing.value = false                 // controllerModel stays editing
/// ```
@MainActor
public final class ControllerModel: ViewModel {
    /// Whether the screen is editing.
    public let isEditing: MutableProperty<Bool>

    /// Creates a controller model.
    public init(isEditing: Bool = false) {
        self.isEditing = MutableProperty(isEditing)
    }

    /// A new controller model for the next screen, with the same editing state (a copy, not shared).
    public func forNextScreen() -> ControllerModel {
        ControllerModel(isEditing: isEditing.value)
    }

    /// A new controller model for the next screen, which shows `next`: it edits when this screen edits
    /// and `next` can be edited (an ``EditableViewModel`` whose ``EditableViewModel/canEdit`` is true);
    /// `next`'s own edit mode is set to match. A view model that is not editable starts out of edit mode.
    ///
    /// ```swift
    /// let nextModel = controllerModel.forNextScreen(showing: trackViewModel)
    /// // nextModel.isEditing.value == trackViewModel.isEditing.value
    /// ```
    public func forNextScreen(showing next: any ViewModel) -> ControllerModel {
        let editable = next as? any EditableViewModel
        let editing = isEditing.value && editable?.canEdit == true
        if let editable, editable.isEditing.value != editing { editable.isEditing.value = editing }
        return ControllerModel(isEditing: editing)
    }

    /// Flips ``isEditing``.
    public func toggleEditing() {
        isEditing.value.toggle()
    }
}
