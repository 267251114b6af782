#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import LibraryCore
public import Loom
import LoomUIKit
public import UIKit

/// A track's detail on iOS: its name as the title and its facts below, bound to the
/// `TrackDetailViewModel` while the screen is visible (the view model follows the database; the screen
/// follows the view model).
///
/// ```swift
/// let detail = try TrackDetailViewModel(trackID: 1, store: store)
/// navigationController.pushViewController(TrackDetailViewController(viewModel: detail), animated: true)
/// ```
public final class TrackDetailViewController: UIViewController, ViewModelOwner {
    /// Bound between will appear and will disappear.
    public let viewModelSlot = ViewModelSlot<TrackDetailViewController>(activation: .whileVisible)
    private let factsLabel = UILabel()

    /// A screen showing `viewModel`.
    public init(viewModel: TrackDetailViewModel) {
        super.init(nibName: nil, bundle: nil)
        self.viewModel = viewModel
        title = viewModel.title.value
    }

    /// Not available: the screen is made in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Lays out, then binds following the lifecycle.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        factsLabel.numberOfLines = 0
        factsLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(factsLabel)
        NSLayoutConstraint.activate([
            factsLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            factsLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            factsLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        forwardLifecycle()
    }

    /// The title and the facts, one per line.
    public func bind(viewModel: TrackDetailViewModel) -> Token {
        Token.batch([
            loom.title <~ viewModel.title,
            factsLabel.loom.text <~ viewModel.lines.map { $0.joined(separator: "\n") },
        ])
    }
}
#endif
