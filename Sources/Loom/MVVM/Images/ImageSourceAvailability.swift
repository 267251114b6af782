/// What the device offers to change an image, asked each time the choice is made: whether the camera and
/// the photo library can be used, and the pasteboard's image. A front-end supplies it from the platform
/// (UIKit: `UIImagePickerController.isSourceTypeAvailable` and camera authorization, `UIPasteboard`);
/// tests supply fixed answers.
///
/// ```swift
/// let availability = ImageSourceAvailability<UIImage>(
///     isCameraAvailable: { UIImagePickerController.isSourceTypeAvailable(.camera) },
///     isPhotoLibraryAvailable: { UIImagePickerController.isSourceTypeAvailable(.photoLibrary) },
///     pasteboardHasImage: { UIPasteboard.general.hasImages },
///     pasteboardImage: { UIPasteboard.general.image })
/// ```
@MainActor
public struct ImageSourceAvailability<Image> {
    /// Whether a photo can be taken (a camera exists and may be used).
    var isCameraAvailable: () -> Bool
    /// Whether a photo can be chosen from the library.
    var isPhotoLibraryAvailable: () -> Bool
    /// Whether the pasteboard holds an image (cheap: asked every time the choice is shown).
    var pasteboardHasImage: () -> Bool
    /// The pasteboard's image, read when the user pastes.
    var pasteboardImage: () -> Image?

    /// Availability answered by the given functions.
    public init(
        isCameraAvailable: @escaping () -> Bool, isPhotoLibraryAvailable: @escaping () -> Bool,
        pasteboardHasImage: @escaping () -> Bool, pasteboardImage: @escaping () -> Image?
    ) {
        self.isCameraAvailable = isCameraAvailable
        self.isPhotoLibraryAvailable = isPhotoLibraryAvailable
        self.pasteboardHasImage = pasteboardHasImage
        self.pasteboardImage = pasteboardImage
    }
}
