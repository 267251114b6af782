import Loom
import LoomUIKit
import UIKit

/// A view controller that owns a `TitleViewModel`, binding its label through LoomUIKit's lifecycle relay
/// (`forwardLifecycle()` from `viewDidLoad`), as the UIKit article shows.
@MainActor
final class OwnerViewController: UIViewController, ViewModelOwner {
    let viewModelSlot: ViewModelSlot<OwnerViewController>
    let label = UILabel()

    init(activation: OwnerActivation = .whileVisible, viewModel: TitleViewModel) {
        viewModelSlot = ViewModelSlot(activation: activation)
        super.init(nibName: nil, bundle: nil)
        self.viewModel = viewModel
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(label)
        forwardLifecycle()
    }

    func bind(viewModel: TitleViewModel) -> Token {
        label.loom.text <~ viewModel.title.map { Optional($0) }
    }
}
