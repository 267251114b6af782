/// The state a screen's controller carries to the next screen: whether it is editing
/// (ViewModelKit's `VMKControllerModel`).
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

    /// Flips ``isEditing``.
    public func toggleEditing() {
        isEditing.value.toggle()
    }
}
