import Loom
import LoomUIKit
import UIKit

/// A view that owns a `TitleViewModel` while it is in a window (`forwardWindowChanges()`).
@MainActor
final class OwnerView: UIView, ViewModelOwner {
    let viewModelSlot = ViewModelSlot<OwnerView>(activation: .whileAttached)
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
        forwardWindowChanges()
    }

    required init?(coder: NSCoder) {
        return nil
    }

    func bind(viewModel: TitleViewModel) -> Token {
        label.loom.text <~ viewModel.title.map { Optional($0) }
    }
}
