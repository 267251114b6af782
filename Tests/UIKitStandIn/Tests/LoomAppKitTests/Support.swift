import AppKit
import Loom
import LoomAppKit

/// A view controller with an empty view made in code.
@MainActor
final class PlainViewController: NSViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func loadView() {
        view = NSView(frame: .zero)
    }
}

/// A view model with a title.
@MainActor
final class TitleViewModel: ViewModel {
    let title: MutableProperty<String>

    init(title: String) {
        self.title = MutableProperty(title)
    }
}

/// A view controller that owns a `TitleViewModel`, binding its label through LoomAppKit's lifecycle relay
/// (`forwardLifecycle()` from `viewDidLoad`), as the AppKit article shows.
@MainActor
final class OwnerViewController: NSViewController, ViewModelOwner {
    let viewModelSlot: ViewModelSlot<OwnerViewController>
    let label = NSTextField(labelWithString: "")

    init(activation: OwnerActivation = .whileVisible, viewModel: TitleViewModel) {
        viewModelSlot = ViewModelSlot(activation: activation)
        super.init(nibName: nil, bundle: nil)
        self.viewModel = viewModel
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func loadView() {
        view = NSView(frame: .zero)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(label)
        forwardLifecycle()
    }

    func bind(viewModel: TitleViewModel) -> Token {
        label.loom.text <~ viewModel.title
    }
}
