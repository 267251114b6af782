/// A view model whose content the user can edit and save: whether it
/// can be edited at all, whether its screen is in edit mode, and saving.
///
/// ```swift
/// final class PlaylistViewModel: EditableViewModel {
///     let isEditing = MutableProperty(false)
///     var canEdit: Bool { !playlist.isReadOnly }
///     func save() async throws(ViewModelError) { try await store.save(playlist) }
/// }
///
/// try playlistViewModel.setEditing(true)   // refused with `.actionNotSupported("edit")` when !canEdit
/// ```
///
/// Edit mode is carried to the next screen by ``ControllerModel/forNextScreen(showing:)``, which keeps it
/// only when the next screen's view model can edit.
@MainActor
public protocol EditableViewModel: ViewModel {
    /// Whether the content can be edited at all. Default: `true`.
    var canEdit: Bool { get }
    /// Whether the screen is in edit mode. Change it through ``setEditing(_:)``, which checks ``canEdit``.
    var isEditing: MutableProperty<Bool> { get }
    /// Saves the edits.
    func save() async throws(ViewModelError)
}

extension EditableViewModel {
    /// Editable.
    public var canEdit: Bool { true }

    /// Enters or leaves edit mode. Entering it when ``canEdit`` is false throws
    /// ``ViewModelError/actionNotSupported(_:)`` and changes nothing; leaving it always works.
    public func setEditing(_ editing: Bool) throws(ViewModelError) {
        if editing, !canEdit { throw .actionNotSupported("edit") }
        if isEditing.value != editing { isEditing.value = editing }
    }
}
