/// A view model that shows an image the user can change: a cover,
/// an avatar. The image type is the front-end's (`UIImage`, `NSImage`, encoded bytes in tests): the view
/// model only stores and hands it on.
///
/// ```swift
/// final class ArtistViewModel: ImageEditingViewModel {
///     private let picture = MutableProperty<UIImage?>(nil)
///     var image: Property<UIImage?> { picture }
///     func setImage(_ image: UIImage?) { picture.value = image }
/// }
/// ```
///
/// ``ChooseImageViewModel`` offers the ways to change it (take, choose, paste, delete).
@MainActor
public protocol ImageEditingViewModel: ViewModel {
    /// The type of image shown.
    associatedtype Image
    /// The image, `nil` when there is none.
    var image: Property<Image?> { get }
    /// Replaces the image; `nil` deletes it.
    func setImage(_ image: Image?)
}
