import Foundation
import Loom
import LoomUIKit
import Testing
import UIKit

/// Issue 24.11: `loom.present(chooseImage:)`, ViewModelKit's choose-image controller on UIKit: the action
/// sheet of what the device allows, the image picker, the pasteboard, with the user tapping.
@MainActor
@Suite("Choose-image presenter on the stand-in", .serialized)
struct ChooseImagePresenterTests {
    /// A screen's view model whose image the user changes.
    final class CoverViewModel: ImageEditingViewModel {
        private let cover = MutableProperty<UIImage?>(nil)
        var image: Property<UIImage?> { cover }
        func setImage(_ image: UIImage?) { cover.value = image }
    }

    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let screen = UIViewController()
    let photo = UIImage(systemName: "photo")!
    let cropped = UIImage(systemName: "crop")!

    init() {
        UIView.standInFinishAnimations()
        UIViewController.standInClearWarnings()
        UIImagePickerController.standInAvailableSourceTypes = [.photoLibrary]
        UIPasteboard.general.image = nil
        window.rootViewController = screen
        window.makeKeyAndVisible()
    }

    private func showSheet(for cover: CoverViewModel) throws -> UIAlertController {
        screen.loom.present(chooseImage: ChooseImageViewModel(editing: cover, availability: .device))
        UIView.standInFinishAnimations()
        return try #require(screen.presentedViewController as? UIAlertController)
    }

    private func tap(_ title: String, in sheet: UIAlertController) {
        #expect(sheet.simulateTap(actionTitled: title))
        UIView.standInFinishAnimations()
    }

    @Test("the sheet offers what the device allows: Take Photo only with a camera, Paste only with an image")
    func offeredActions() throws {
        let cover = CoverViewModel()
        let reads = UIPasteboard.general.standInImageReads
        let bare = try showSheet(for: cover)
        #expect(bare.preferredStyle == .actionSheet)
        #expect(bare.actions.map(\.title) == ["Choose Photo", "Cancel"])
        tap("Cancel", in: bare)

        UIImagePickerController.standInAvailableSourceTypes = [.camera, .photoLibrary]
        UIPasteboard.general.image = photo
        cover.setImage(cropped)
        let full = try showSheet(for: cover)
        #expect(
            full.actions.map(\.title) == [
                "Take Photo", "Choose Photo", "Paste Photo", "Delete Photo", "Cancel",
            ])
        #expect(full.actions.map(\.style) == [.default, .default, .default, .destructive, .cancel])
        #expect(
            UIPasteboard.general.standInImageReads == reads, "showing the choice reads no pasteboard image")
        tap("Cancel", in: full)
        #expect(cover.image.value === cropped)
        #expect(UIViewController.standInWarnings == [])
    }

    @Test("Choose Photo shows the photo library; the picked image goes to the view model and the picker goes")
    func choosePhoto() throws {
        let cover = CoverViewModel()
        tap("Choose Photo", in: try showSheet(for: cover))
        let picker = try #require(screen.presentedViewController as? UIImagePickerController)
        #expect(picker.sourceType == .photoLibrary)
        picker.simulateUserPick(photo)
        #expect(cover.image.value === photo)
        UIView.standInFinishAnimations()
        #expect(screen.presentedViewController == nil)
        #expect(picker.raisedExceptions.isEmpty)
        #expect(UIViewController.standInWarnings == [])
    }

    @Test(
        "Take Photo opens the camera; a photo the user edited goes to the view model instead of the original")
    func takePhotoEdited() throws {
        UIImagePickerController.standInAvailableSourceTypes = [.camera, .photoLibrary]
        let cover = CoverViewModel()
        tap("Take Photo", in: try showSheet(for: cover))
        let picker = try #require(screen.presentedViewController as? UIImagePickerController)
        #expect(picker.sourceType == .camera)
        picker.allowsEditing = true
        picker.simulateUserPick(photo, edited: cropped)
        #expect(cover.image.value === cropped)
        UIView.standInFinishAnimations()
        #expect(screen.presentedViewController == nil)
        #expect(picker.raisedExceptions.isEmpty)
    }

    @Test("Cancel in the picker leaves the image as it was and dismisses the picker")
    func cancelPicker() throws {
        let cover = CoverViewModel()
        cover.setImage(cropped)
        tap("Choose Photo", in: try showSheet(for: cover))
        let picker = try #require(screen.presentedViewController as? UIImagePickerController)
        picker.simulateUserCancel()
        UIView.standInFinishAnimations()
        #expect(cover.image.value === cropped)
        #expect(screen.presentedViewController == nil)
    }

    @Test("Paste Photo sets the pasteboard's image; Delete Photo removes the image")
    func pasteAndDelete() throws {
        let cover = CoverViewModel()
        UIPasteboard.general.image = photo
        tap("Paste Photo", in: try showSheet(for: cover))
        #expect(cover.image.value === photo)
        #expect(screen.presentedViewController == nil)
        tap("Delete Photo", in: try showSheet(for: cover))
        #expect(cover.image.value == nil)
        #expect(screen.presentedViewController == nil)
        #expect(UIViewController.standInWarnings == [])
    }

    @Test("a camera gone between the sheet and the tap presents no picker (UIKit would raise) and shows why")
    func cameraGone() throws {
        UIImagePickerController.standInAvailableSourceTypes = [.camera, .photoLibrary]
        let cover = CoverViewModel()
        let sheet = try showSheet(for: cover)
        UIImagePickerController.standInAvailableSourceTypes = [.photoLibrary]
        tap("Take Photo", in: sheet)
        let why = try #require(screen.presentedViewController as? UIAlertController)
        #expect(why.preferredStyle == .alert)
        tap("OK", in: why)
        #expect(screen.presentedViewController == nil)
    }

    @Test(
        "the sheet, the chooser, the picker and its delegate are released once done; nothing keeps the view model"
    )
    func releases() throws {
        weak var weakSheet: UIAlertController?
        weak var weakPicker: UIImagePickerController?
        weak var weakDelegate: AnyObject?
        weak var weakCover: CoverViewModel?
        do {
            let cover = CoverViewModel()
            weakCover = cover
            let sheet = try showSheet(for: cover)
            weakSheet = sheet
            tap("Choose Photo", in: sheet)
            let picker = try #require(screen.presentedViewController as? UIImagePickerController)
            weakPicker = picker
            weakDelegate = picker.delegate
            #expect(weakDelegate != nil, "the picker has a delegate while it is shown")
            picker.simulateUserPick(photo)
            UIView.standInFinishAnimations()
            #expect(cover.image.value === photo)
        }
        #expect(weakSheet == nil)
        #expect(weakPicker == nil)
        #expect(weakDelegate == nil)
        #expect(weakCover == nil)
    }

    @Test(
        "the sheet and its chooser hold the image's view model weakly: the screen's view model goes while shown"
    )
    func viewModelNotKeptBySheet() throws {
        weak var weakCover: CoverViewModel?
        do {
            let cover = CoverViewModel()
            weakCover = cover
            _ = try showSheet(for: cover)
        }
        #expect(weakCover == nil)
        let sheet = try #require(screen.presentedViewController as? UIAlertController)
        tap("Choose Photo", in: sheet)
        let why = try #require(screen.presentedViewController as? UIAlertController, "the view model is gone")
        tap("OK", in: why)
        #expect(screen.presentedViewController == nil)
    }
}
