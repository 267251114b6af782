/// The titles of the choice, for localization (English by default).
///
/// ```swift
/// let titles = ChooseImageTitles(title: "Pochette", takePhoto: "Prendre une photo")
/// ```
public struct ChooseImageTitles: Hashable, Sendable {
    /// The sheet's title.
    var title: String
    /// ``ChooseImageAction/takePhoto``.
    var takePhoto: String
    /// ``ChooseImageAction/choosePhoto``.
    var choosePhoto: String
    /// ``ChooseImageAction/pastePhoto``.
    var pastePhoto: String
    /// ``ChooseImageAction/deletePhoto``.
    var deletePhoto: String
    /// ``ChooseImageAction/cancel``.
    var cancel: String

    /// Titles; every one has an English default.
    public init(
        title: String = "Edit Image", takePhoto: String = "Take Photo", choosePhoto: String = "Choose Photo",
        pastePhoto: String = "Paste Photo", deletePhoto: String = "Delete Photo", cancel: String = "Cancel"
    ) {
        self.title = title
        self.takePhoto = takePhoto
        self.choosePhoto = choosePhoto
        self.pastePhoto = pastePhoto
        self.deletePhoto = deletePhoto
        self.cancel = cancel
    }

    /// The title of `action`.
    func title(for action: ChooseImageAction) -> String {
        switch action {
        case .takePhoto: takePhoto
        case .choosePhoto: choosePhoto
        case .pastePhoto: pastePhoto
        case .deletePhoto: deletePhoto
        case .cancel: cancel
        }
    }
}
