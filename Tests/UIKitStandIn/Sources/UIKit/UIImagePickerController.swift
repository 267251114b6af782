// https://developer.apple.com/documentation/uikit/uiimagepickercontroller — a view controller that takes a
// photo with the camera or lets the user choose one from the library, and tells its delegate.
// - `isSourceTypeAvailable(_:)` (https://developer.apple.com/documentation/uikit/uiimagepickercontroller/issourcetypeavailable(_:)):
//   whether the device supports the source ("if the camera is already in use, this method returns false").
//   The stand-in's device is set by the test (`standInAvailableSourceTypes`); by default it offers the photo
//   library only, as a simulator (no camera).
// - `sourceType` (https://developer.apple.com/documentation/uikit/uiimagepickercontroller/sourcetype-swift.property):
//   `.photoLibrary` by default; "The source type you set must be available and an exception is thrown if it
//   is not": the stand-in records `NSInvalidArgumentException` and keeps the previous source.
// - `delegate` (https://developer.apple.com/documentation/uikit/uiimagepickercontroller/delegate): held
//   weakly. UIKit redeclares it as `(any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?`,
//   which Swift without the Objective-C runtime cannot (a property's type cannot change in an override): the
//   stand-in keeps the navigation controller's property, and the picker's messages go to it when it is also a
//   `UIImagePickerControllerDelegate`.
// - The delegate dismisses the picker
//   (https://developer.apple.com/documentation/uikit/uiimagepickercontrollerdelegate: "The delegate methods
//   are responsible for dismissing the picker when the operation completes"): the stand-in's picker never
//   dismisses itself, after a pick or a cancel.
// Stand-in only: `simulateUserPick(_:edited:)`, `simulateUserCancel()`.
import Foundation

/// Takes or chooses a photo and tells its delegate.
@MainActor
open class UIImagePickerController: UINavigationController {
    /// Where the picker takes its image from.
    public enum SourceType: Int, Sendable {
        /// The photo library.
        case photoLibrary = 0
        /// The camera.
        case camera = 1
        /// The Camera Roll album.
        case savedPhotosAlbum = 2
    }

    /// The keys of the dictionary the delegate gets with a picked image
    /// (https://developer.apple.com/documentation/uikit/uiimagepickercontroller/infokey).
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// The key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The original, uncropped image.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The image the user edited (with `allowsEditing`).
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    }

    /// Stand-in only: the sources the device offers (the photo library unless a test says otherwise).
    public static var standInAvailableSourceTypes: Set<SourceType> = [.photoLibrary]

    /// Whether the device supports picking from `sourceType` now.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
        standInAvailableSourceTypes.contains(sourceType)
    }

    /// The source the picker shows (`.photoLibrary` by default); an unavailable one raises.
    open var sourceType: SourceType {
        get { currentSourceType }
        set {
            guard Self.isSourceTypeAvailable(newValue) else {
                return standInRaise(
                    RaisedException.invalidArgument, "Source type \(newValue.rawValue) not available")
            }
            currentSourceType = newValue
        }
    }
    private var currentSourceType = SourceType.photoLibrary

    /// Whether the user may crop the picked image (`false` by default).
    open var allowsEditing = false

    /// Stand-in only: the user picked `image` (and, with editing allowed, cropped it to `edited`).
    public func simulateUserPick(_ image: UIImage, edited: UIImage? = nil) {
        var info: [InfoKey: Any] = [.originalImage: image]
        if allowsEditing, let edited { info[.editedImage] = edited }
        (delegate as? any UIImagePickerControllerDelegate)?.imagePickerController(
            self, didFinishPickingMediaWithInfo: info)
    }

    /// Stand-in only: the user tapped Cancel.
    public func simulateUserCancel() {
        (delegate as? any UIImagePickerControllerDelegate)?.imagePickerControllerDidCancel(self)
    }
}
