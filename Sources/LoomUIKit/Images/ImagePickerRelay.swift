#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import Loom
import UIKit

#if canImport(ObjectiveC)
import ObjectiveC
#endif

/// The delegate of one image picker, kept as an associated object of the picker (UIKit holds the
/// delegate weakly; this keeps the relay, and the picker's view model, exactly as long as the picker):
/// the picked image (the edited one, else the original) goes to the view model (a cancel leaves the image
/// unchanged), then the relay dismisses the picker, as UIKit asks of the delegate.
@MainActor
final class ImagePickerRelay: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    private static let key = UnsafeRawPointer(Unmanaged.passRetained(KeyObject()).toOpaque())
    private final class KeyObject {}

    private let animated: Bool
    private let pick: (UIImage) -> Void

    private init(animated: Bool, pick: @escaping (UIImage) -> Void) {
        self.animated = animated
        self.pick = pick
    }

    /// Makes `picker`'s delegate, kept by the picker.
    static func attach(
        to picker: UIImagePickerController, animated: Bool, pick: @escaping (UIImage) -> Void
    ) {
        let relay = ImagePickerRelay(animated: animated, pick: pick)
        objc_setAssociatedObject(picker, key, relay, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        picker.delegate = relay
    }

    func imagePickerController(
        _ picker: UIImagePickerController,
        didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
        if let image = info[.editedImage] as? UIImage ?? info[.originalImage] as? UIImage { pick(image) }
        picker.dismiss(animated: animated)
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: animated)
    }
}
#endif
