// https://developer.apple.com/documentation/uikit/uiimagepickercontrollerdelegate — what an image picker
// tells its delegate: the picked image, or that the user cancelled. Both methods are optional in UIKit
// ("Implementation of this method is optional, but expected",
// https://developer.apple.com/documentation/uikit/uiimagepickercontrollerdelegate/imagepickercontrollerdidcancel(_:)):
// here each has a default that does nothing (the picker stays on screen: the delegate dismisses it).
import Foundation

/// What an image picker tells its delegate.
@MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    /// The user picked an image: `info` holds the original image and, when edited, the edited one.
    func imagePickerController(
        _ picker: UIImagePickerController,
        didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The user cancelled.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    /// Nothing.
    public func imagePickerController(
        _ picker: UIImagePickerController,
        didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {}
    /// Nothing.
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}
