#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import Loom
public import UIKit

extension UIImagePickerController {
    /// A picker showing `viewModel`'s source (the camera or the photo library), whose picked image goes to
    /// the view model (the edited image if the user edited it, else the original); a cancel leaves the
    /// image unchanged. The picker dismisses itself either way. `nil` when the source is not available now
    /// (`isSourceTypeAvailable(_:)`: UIKit raises for an unavailable source).
    ///
    /// ```swift
    /// if let picker = try chooser.perform(.choosePhoto), let controller = UIImagePickerController.make(viewModel: picker) {
    ///     present(controller, animated: true)
    /// }
    /// ```
    @MainActor
    public static func make<Target: ImageEditingViewModel>(
        viewModel: ImagePickerViewModel<Target>, animated: Bool = true
    ) -> UIImagePickerController? where Target.Image == UIImage {
        let sourceType: SourceType = viewModel.source == .camera ? .camera : .photoLibrary
        guard isSourceTypeAvailable(sourceType) else { return nil }
        let picker = UIImagePickerController()
        picker.sourceType = sourceType
        ImagePickerRelay.attach(
            to: picker, animated: animated,
            // The image's view model may be gone (its screen closed): then the image goes nowhere.
            pick: { image in try? viewModel.finish(with: image) })
        return picker
    }
}
#endif
