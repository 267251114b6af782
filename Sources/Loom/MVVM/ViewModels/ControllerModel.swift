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

    /// A new controller model for the next screen (a copy, not shared).
    ///
    /// Without `next`, it has the same editing state. With `next`, the view model the next screen shows,
    /// it edits when this screen edits and `next` can be edited (an ``EditableViewModel`` whose
    /// ``EditableViewModel/canEdit`` is true); `next`'s own edit mode is set to match. A view model that
    /// is not editable starts out of edit mode.
    ///
    /// ```swift
    /// let nextModel = controllerModel.forNextScreen(showing: trackViewModel)
    /// // nextModel.isEditing.value == trackViewModel.isEditing.value
    /// ```
    public func forNextScreen(showing next: (any ViewModel)? = nil) -> ControllerModel {
        guard let next else { return ControllerModel(isEditing: isEditing.value) }
        let editable = next as? any EditableViewModel
        let editing = isEditing.value && editable?.canEdit == true
        if let editable, editable.isEditing.value != editing { editable.isEditing.value = editing }
        return ControllerModel(isEditing: editing)
    }
}
