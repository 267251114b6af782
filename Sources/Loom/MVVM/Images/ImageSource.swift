/// Where a picked image comes from: the source a front-end's image picker opens (UIKit's
/// `UIImagePickerController.SourceType`).
///
/// ```swift
/// if let picker = try chooser.perform(.takePhoto) {   // picker.source == .camera
///     present(picker)
/// }
/// ```
public enum ImageSource: Hashable, Sendable {
    /// The camera: the user takes a photo.
    case camera
    /// The photo library: the user chooses a photo.
    case photoLibrary
}
