// https://developer.apple.com/documentation/uikit/uipasteboard — the pasteboard the user copies to and
// pastes from.
// - `general` (https://developer.apple.com/documentation/uikit/uipasteboard/general): the system-wide
//   pasteboard.
// - `image` (https://developer.apple.com/documentation/uikit/uipasteboard/image): the first image on the
//   pasteboard; setting it replaces the contents.
// - `hasImages` (https://developer.apple.com/documentation/uikit/uipasteboard/hasimages): whether it holds an
//   image, without reading it. Since iOS 14 the system tells the user when an app reads content another app
//   put there (the overview page); asking `hasImages` does not: the stand-in counts the reads of `image`
//   (`standInImageReads`) so a test can see that showing a choice reads nothing.
import Foundation

/// A pasteboard.
@MainActor
open class UIPasteboard: NSObject {
    /// The general pasteboard.
    public static let general = UIPasteboard()

    private var storedImage: UIImage?

    /// Stand-in only: how many times `image` was read.
    public private(set) var standInImageReads = 0

    /// The first image on the pasteboard; setting it replaces the contents (`nil` empties it).
    open var image: UIImage? {
        get {
            standInImageReads += 1
            return storedImage
        }
        set { storedImage = newValue }
    }

    /// Whether the pasteboard holds an image (reads nothing).
    open var hasImages: Bool { storedImage != nil }
}
