/// The choice of how to change an image: take a photo,
/// choose one, paste one, or delete the image, each offered only when it can be done. Platform-neutral:
/// a UIKit front-end presents it (as an action sheet, through ``alertViewModel()``) and presents the
/// picker it returns; the rules live here and are tested on Linux.
///
/// Availability, asked at the moment the choice is shown and again when an action is performed:
/// - **Take Photo** when the camera is available (``ImageSourceAvailability``);
/// - **Choose Photo** when the photo library is available;
/// - **Paste Photo** when the pasteboard holds an image;
/// - **Delete Photo** (destructive) when the view model has an image;
/// - **Cancel**, always.
///
/// ```swift
/// let chooser = ChooseImageViewModel(editing: artistViewModel, availability: .device)
/// chooser.actions                        // [.choosePhoto, .cancel] on a device without a camera
/// if let picker = try chooser.perform(.choosePhoto) {
///     present(picker)                    // the front-end shows the library, then:
///     try picker.finish(with: image)     // artistViewModel.image is now `image`
/// }
/// try chooser.perform(.deletePhoto)      // artistViewModel.image is now nil
/// ```
///
/// The chooser holds the image's view model weakly: a dialog never keeps its screen's view model alive.
@MainActor
public final class ChooseImageViewModel<Target: ImageEditingViewModel>: ViewModel {
    /// The titles shown.
    let titles: ChooseImageTitles
    private weak var target: Target?
    private let availability: ImageSourceAvailability<Target.Image>

    /// A choice of how to change `target`'s image.
    public init(
        editing target: Target, availability: ImageSourceAvailability<Target.Image>,
        titles: ChooseImageTitles = ChooseImageTitles()
    ) {
        self.target = target
        self.availability = availability
        self.titles = titles
    }

    /// The actions offered now, in the order shown: take, choose, paste, delete, cancel.
    public var actions: [ChooseImageAction] {
        ChooseImageAction.allCases.filter(isAvailable)
    }

    /// Whether `action` can be performed now.
    func isAvailable(_ action: ChooseImageAction) -> Bool {
        switch action {
        case .takePhoto: availability.isCameraAvailable()
        case .choosePhoto: availability.isPhotoLibraryAvailable()
        case .pastePhoto: availability.pasteboardHasImage()
        case .deletePhoto: target?.image.value != nil
        case .cancel: true
        }
    }

    /// Performs `action`. Taking or choosing a photo returns the picker's view model, for the front-end to
    /// present; pasting and deleting change the image at once and return `nil`, as does cancelling.
    ///
    /// - Throws: ``ViewModelError/actionNotSupported(_:)`` when `action` is not available now (nothing
    ///   changes); ``ViewModelError/actionFailed(_:)`` when the image's view model is gone or the
    ///   pasteboard no longer holds an image.
    @discardableResult
    public func perform(_ action: ChooseImageAction) throws(ViewModelError) -> ImagePickerViewModel<Target>? {
        if action == .cancel { return nil }
        guard let target else { throw .actionFailed("the image's view model is gone") }
        guard isAvailable(action) else { throw .actionNotSupported(titles.title(for: action)) }
        switch action {
        case .takePhoto:
            return ImagePickerViewModel(source: .camera, target: target)
        case .choosePhoto:
            return ImagePickerViewModel(source: .photoLibrary, target: target)
        case .pastePhoto:
            guard let image = availability.pasteboardImage() else {
                throw .actionFailed("the pasteboard holds no image")
            }
            target.setImage(image)
            return nil
        case .deletePhoto:
            target.setImage(nil)
            return nil
        case .cancel:
            return nil
        }
    }

    /// The choice as an action sheet that any front-end presents like another ``AlertViewModel``: the
    /// available actions (take, choose and paste as default actions, delete as destructive, then cancel).
    /// Tapping one performs it and returns the next view model to show: the picker, an alert saying why
    /// the action failed, or `nil`.
    public func alertViewModel() -> AlertViewModel {
        let offered = actions
        let titled = { (candidates: [ChooseImageAction]) in
            candidates.filter(offered.contains).map(self.titles.title(for:))
        }
        let byTitle = Dictionary(
            offered.map { (titles.title(for: $0), $0) }, uniquingKeysWith: { first, _ in first })
        return AlertViewModel(
            style: .actionSheet, title: titles.title, message: nil,
            defaultActions: titled([.takePhoto, .choosePhoto, .pastePhoto]),
            destructiveActions: titled([.deletePhoto]), cancelAction: titles.cancel
        ) { tapped in
            // The sheet keeps the chooser (which keeps nothing but a weak reference to the image's view
            // model): the front-end may hold only the sheet while it is shown.
            guard let action = byTitle[tapped.title] else { return nil }
            do throws(ViewModelError) {
                return try self.perform(action)
            } catch {
                return AlertViewModel(title: error.description)
            }
        }
    }
}
