#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import Loom
public import UIKit

extension LoomExtension where Base: UIViewController {
    /// Presents `chooser` (ViewModelKit's choose-image controller): an action sheet of the actions it
    /// offers now (Take Photo only when a camera is available, Choose Photo, Paste Photo when the pasteboard
    /// holds an image, Delete Photo when there is an image, Cancel), then, for Take or Choose, a
    /// `UIImagePickerController` on the camera or the photo library. The picked image (the edited one, else
    /// the original), the pasted one, or the deletion goes to the chooser's image view model; an action that
    /// fails (the pasteboard emptied meanwhile) shows an alert saying why.
    ///
    /// Nothing is kept once it is done: the sheet keeps the chooser while it is shown, the picker keeps its
    /// delegate and view model while it is shown, and the chooser holds the image's view model weakly.
    ///
    /// ```swift
    /// @objc func editCover() {
    ///     loom.present(chooseImage: ChooseImageViewModel(editing: album, availability: .device),
    ///                  sourceView: coverView)
    /// }
    /// ```
    @MainActor
    public func present<Target: ImageEditingViewModel>(
        chooseImage chooser: ChooseImageViewModel<Target>, animated: Bool = true, sourceView: UIView? = nil
    ) where Target.Image == UIImage {
        present(alert: chooser.alertViewModel(), animated: animated, sourceView: sourceView) { next in
            (next as? ImagePickerViewModel<Target>).flatMap {
                UIImagePickerController.make(viewModel: $0, animated: animated)
            }
        }
    }
}
#endif
