/// The picker a front-end presents to take or choose a photo: its source, and what to do with the result. Made by ``ChooseImageViewModel/perform(_:)``.
///
/// ```swift
/// // UIKit front-end
/// let controller = UIImagePickerController()
/// controller.sourceType = picker.source == .camera ? .camera : .photoLibrary
/// // in the delegate: the edited image if any, else the original
/// guard let image = info[.editedImage] as? UIImage ?? info[.originalImage] as? UIImage else { return }
/// try picker.finish(with: image)
/// ```
///
/// It holds the image's view model weakly. When the user cancels, the front-end drops the picker: the
/// image is unchanged.
@MainActor
public final class ImagePickerViewModel<Target: ImageEditingViewModel>: ViewModel {
    /// Where the photo comes from.
    public let source: ImageSource
    private weak var target: Target?

    init(source: ImageSource, target: Target) {
        self.source = source
        self.target = target
    }

    /// Sets the picked image on the image's view model.
    ///
    /// - Throws: ``ViewModelError/actionFailed(_:)`` when the image's view model is gone.
    public func finish(with image: Target.Image) throws(ViewModelError) {
        guard let target else { throw .actionFailed("the image's view model is gone") }
        target.setImage(image)
    }
}
