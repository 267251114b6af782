import Loom
import LoomTesting
import Testing

/// An image in tests: the front-end's image type is opaque to the view models.
struct Cover: Equatable {
    let name: String
}

@MainActor
final class AlbumViewModel: EditableViewModel, ImageEditingViewModel {
    let isEditing = MutableProperty(false)
    var isReadOnly = false
    var saves = 0
    private let cover: MutableProperty<Cover?>

    init(cover: Cover? = nil) {
        self.cover = MutableProperty(cover)
    }

    var canEdit: Bool { !isReadOnly }
    func save() async throws(ViewModelError) { saves += 1 }
    var image: Property<Cover?> { cover }
    func setImage(_ image: Cover?) { cover.value = image }
}

/// A device whose answers the tests set.
@MainActor
final class FakeDevice {
    var camera = true
    var library = true
    var pasteboard: Cover? = Cover(name: "pasted")
    var claimsPasteboardImage: Bool?
    var availability: ImageSourceAvailability<Cover> {
        ImageSourceAvailability(
            isCameraAvailable: { [unowned self] in camera },
            isPhotoLibraryAvailable: { [unowned self] in library },
            pasteboardHasImage: { [unowned self] in claimsPasteboardImage ?? (pasteboard != nil) },
            pasteboardImage: { [unowned self] in pasteboard })
    }
}

@MainActor
@Suite("Editing: edit mode, canEdit, carried to the next screen")
struct EditableViewModelTests {
    @Test("entering edit mode works when the view model can edit; leaving always works")
    func setEditing() throws {
        let album = AlbumViewModel()
        try album.setEditing(true)
        #expect(album.isEditing.value)
        try album.setEditing(false)
        #expect(!album.isEditing.value)
    }

    @Test("entering edit mode when canEdit is false is a typed error that changes nothing")
    func cannotEdit() throws {
        let album = AlbumViewModel()
        album.isReadOnly = true
        #expect(throws: ViewModelError.actionNotSupported("edit")) { try album.setEditing(true) }
        #expect(!album.isEditing.value)
        try album.setEditing(false)
    }

    @Test("save is called through the protocol")
    func save() async throws {
        let album: any EditableViewModel = AlbumViewModel()
        try await album.save()
        #expect((album as? AlbumViewModel)?.saves == 1)
    }

    @Test("edit mode is carried to the next screen when its view model can edit")
    func carriedToEditableNext() {
        let controllerModel = ControllerModel(isEditing: true)
        let next = AlbumViewModel()
        let nextModel = controllerModel.forNextScreen(showing: next)
        #expect(nextModel.isEditing.value)
        #expect(next.isEditing.value)
        nextModel.isEditing.value.toggle()
        #expect(controllerModel.isEditing.value, "a copy, not shared")
    }

    @Test("edit mode is not carried to a view model that cannot edit, nor to one that is not editable")
    func notCarried() {
        let controllerModel = ControllerModel(isEditing: true)
        let readOnly = AlbumViewModel()
        readOnly.isReadOnly = true
        readOnly.isEditing.value = true
        #expect(!controllerModel.forNextScreen(showing: readOnly).isEditing.value)
        #expect(!readOnly.isEditing.value)
        let alert = AlertViewModel(title: "Not editable")
        #expect(!controllerModel.forNextScreen(showing: alert).isEditing.value)
        let notEditing = ControllerModel(isEditing: false)
        let editable = AlbumViewModel()
        editable.isEditing.value = true
        #expect(!notEditing.forNextScreen(showing: editable).isEditing.value)
        #expect(!editable.isEditing.value)
    }
}

@MainActor
@Suite("Choosing an image: availability rules, actions, picker")
struct ChooseImageViewModelTests {
    @Test(
        "the actions offered follow the camera, the library, the pasteboard and the image",
        arguments: 0..<16)
    func availabilityRules(combination: Int) {
        let device = FakeDevice()
        device.camera = combination & 1 != 0
        device.library = combination & 2 != 0
        device.pasteboard = combination & 4 != 0 ? Cover(name: "pasted") : nil
        let hasImage = combination & 8 != 0
        let album = AlbumViewModel(cover: hasImage ? Cover(name: "cover") : nil)
        let chooser = ChooseImageViewModel(editing: album, availability: device.availability)
        var expected: [ChooseImageAction] = []
        if device.camera { expected.append(.takePhoto) }
        if device.library { expected.append(.choosePhoto) }
        if device.pasteboard != nil { expected.append(.pastePhoto) }
        if hasImage { expected.append(.deletePhoto) }
        expected.append(.cancel)
        #expect(chooser.actions == expected)
    }

    @Test("taking or choosing returns a picker with its source; finishing sets the image")
    func pickers() throws {
        let device = FakeDevice()
        let album = AlbumViewModel()
        let chooser = ChooseImageViewModel(editing: album, availability: device.availability)
        let camera = try #require(try chooser.perform(.takePhoto))
        #expect(camera.source == .camera)
        try camera.finish(with: Cover(name: "taken"))
        #expect(album.image.value == Cover(name: "taken"))
        let library = try #require(try chooser.perform(.choosePhoto))
        #expect(library.source == .photoLibrary)
        #expect(album.image.value == Cover(name: "taken"), "a picker not finished changes nothing")
    }

    @Test("pasting sets the pasteboard's image; deleting removes the image; cancelling changes nothing")
    func pasteDeleteCancel() throws {
        let device = FakeDevice()
        let album = AlbumViewModel(cover: Cover(name: "cover"))
        let chooser = ChooseImageViewModel(editing: album, availability: device.availability)
        #expect(try chooser.perform(.cancel) == nil)
        #expect(album.image.value == Cover(name: "cover"))
        #expect(try chooser.perform(.pastePhoto) == nil)
        #expect(album.image.value == Cover(name: "pasted"))
        #expect(try chooser.perform(.deletePhoto) == nil)
        #expect(album.image.value == nil)
        #expect(!chooser.actions.contains(.deletePhoto))
    }

    @Test("an action that is not available is a typed error that changes nothing")
    func unavailableAction() {
        let device = FakeDevice()
        device.camera = false
        device.pasteboard = nil
        let album = AlbumViewModel()
        let chooser = ChooseImageViewModel(editing: album, availability: device.availability)
        #expect(throws: ViewModelError.actionNotSupported("Take Photo")) { try chooser.perform(.takePhoto) }
        #expect(throws: ViewModelError.actionNotSupported("Paste Photo")) { try chooser.perform(.pastePhoto) }
        #expect(throws: ViewModelError.actionNotSupported("Delete Photo")) {
            try chooser.perform(.deletePhoto)
        }
        #expect(album.image.value == nil)
    }

    @Test("a pasteboard that claims an image but gives none is a typed error that changes nothing")
    func pasteboardEmptied() {
        let device = FakeDevice()
        device.pasteboard = nil
        device.claimsPasteboardImage = true
        let album = AlbumViewModel(cover: Cover(name: "cover"))
        let chooser = ChooseImageViewModel(editing: album, availability: device.availability)
        #expect(throws: ViewModelError.actionFailed("the pasteboard holds no image")) {
            try chooser.perform(.pastePhoto)
        }
        #expect(album.image.value == Cover(name: "cover"))
    }

    @Test("as an action sheet: default, destructive and cancel actions; tapping performs the action")
    func asActionSheet() throws {
        let device = FakeDevice()
        device.library = false
        let album = AlbumViewModel(cover: Cover(name: "cover"))
        let chooser = ChooseImageViewModel(
            editing: album, availability: device.availability, titles: ChooseImageTitles(title: "Cover"))
        let sheet = chooser.alertViewModel()
        #expect(sheet.style == .actionSheet)
        #expect(sheet.title == "Cover")
        #expect(sheet.actions.map(\.title) == ["Take Photo", "Paste Photo", "Delete Photo", "Cancel"])
        #expect(sheet.actions.map(\.role) == [.default, .default, .destructive, .cancel])
        let picker = try sheet.tap("Take Photo") as? ImagePickerViewModel<AlbumViewModel>
        #expect(picker?.source == .camera)
        #expect(try sheet.tap("Delete Photo") == nil)
        #expect(album.image.value == nil)
        #expect(try sheet.tap("Cancel") == nil)
    }

    @Test("a tapped action that fails returns an alert saying why")
    func failedTapShowsAlert() throws {
        let device = FakeDevice()
        let album = AlbumViewModel()
        let sheet = ChooseImageViewModel(editing: album, availability: device.availability).alertViewModel()
        device.pasteboard = nil
        device.claimsPasteboardImage = true
        let next = try sheet.tap("Paste Photo") as? AlertViewModel
        #expect(next?.title == "the action failed: the pasteboard holds no image")
    }

    @Test("neither the chooser nor its picker keeps the image's view model alive")
    func weakTarget() throws {
        let leaks = LeakTracker()
        let device = FakeDevice()
        var chooser: ChooseImageViewModel<AlbumViewModel>?
        var picker: ImagePickerViewModel<AlbumViewModel>?
        do {
            let album = AlbumViewModel(cover: Cover(name: "cover"))
            chooser = ChooseImageViewModel(editing: album, availability: device.availability)
            picker = try chooser?.perform(.choosePhoto)
            leaks.track(album, "the image's view model")
        }
        leaks.expectReleased()
        #expect(chooser?.actions.contains(.deletePhoto) == false)
        #expect(throws: ViewModelError.actionFailed("the image's view model is gone")) {
            try chooser?.perform(.takePhoto)
        }
        #expect(throws: ViewModelError.actionFailed("the image's view model is gone")) {
            try picker?.finish(with: Cover(name: "late"))
        }
    }
}
