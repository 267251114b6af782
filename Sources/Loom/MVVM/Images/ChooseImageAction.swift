/// A way to change an image, offered by ``ChooseImageViewModel``.
///
/// ```swift
/// chooser.actions   // [.takePhoto, .choosePhoto, .deletePhoto, .cancel] with a camera and an image
/// ```
public enum ChooseImageAction: Hashable, Sendable, CaseIterable {
    /// Take a photo with the camera.
    case takePhoto
    /// Choose a photo from the library.
    case choosePhoto
    /// Paste the pasteboard's image.
    case pastePhoto
    /// Delete the image.
    case deletePhoto
    /// Change nothing.
    case cancel
}
