#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import Loom
import LoomUIKit
import UIKit

// The README's "Using Loom with UIKit" view controller, verbatim (type-checked for iOS by apple-check).

final class SongViewController: UIViewController, ViewModelOwner {
    let viewModelSlot = ViewModelSlot<SongViewController>(activation: .whileVisible)
    private let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(titleLabel)
        forwardLifecycle()  // binds at will appear, unbinds at will disappear: no base class
    }

    func bind(viewModel: SongViewModel) -> Token {
        titleLabel.loom.text <~ viewModel.title
    }
}
#endif
