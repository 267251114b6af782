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

/// A seeded generator (SplitMix64), for reproducible random sequences.
struct Seeded: RandomNumberGenerator {
    private var state: UInt64

    init(_ seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
