#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import Loom
public import UIKit

extension ImageSourceAvailability where Image == UIImage {
    /// The device's: the camera and the photo library when `UIImagePickerController` says they are
    /// available, and the general pasteboard's image (asking whether it has one reads nothing; the image
    /// is read only when the user pastes).
    ///
    /// ```swift
    /// ChooseImageViewModel(editing: album, availability: .device)
    /// ```
    @MainActor
    public static var device: Self {
        Self(
            isCameraAvailable: { UIImagePickerController.isSourceTypeAvailable(.camera) },
            isPhotoLibraryAvailable: { UIImagePickerController.isSourceTypeAvailable(.photoLibrary) },
            pasteboardHasImage: { UIPasteboard.general.hasImages },
            pasteboardImage: { UIPasteboard.general.image })
    }
}
#endif
