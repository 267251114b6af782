#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import LibraryCore
public import Loom
import LoomGRDB
import LoomUIKit
public import UIKit

/// A track's detail on iOS: text fields for the name and composer bound to the draft, Save and Reset
/// buttons, the status (edited, saved, the conflict with Keep Mine / Take Theirs, deleted elsewhere with
/// Restore) and
/// the other facts, bound to the `TrackDetailViewModel` while the screen is visible. When the track is
/// deleted elsewhere with nothing to lose, the coordinator pops the screen through the navigator.
///
/// ```swift
/// let detail = try TrackDetailViewModel(trackID: 1, store: store)
/// navigationController.pushViewController(TrackDetailViewController(viewModel: detail), animated: true)
/// ```
public final class TrackDetailViewController: UIViewController, ViewModelOwner {
    /// Bound between will appear and will disappear.
    public let viewModelSlot = ViewModelSlot<TrackDetailViewController>(activation: .whileVisible)
    /// Where the errors of Save and Reset go (the coordinator's `lastError`, shown as an alert).
    public var onError: ((LibraryError) -> Void)?
    private let nameField = UITextField()
    private let composerField = UITextField()
    private let statusLabel = UILabel()
    private let factsLabel = UILabel()
    private let keepMineButton = UIButton(type: .system)
    private let takeTheirsButton = UIButton(type: .system)
    private let restoreButton = UIButton(type: .system)
    private let saveButton = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
    private let resetButton = UIBarButtonItem(title: "Reset", style: .plain, target: nil, action: nil)

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
        nameField.placeholder = "Name"
        composerField.placeholder = "Composer"
        for field in [nameField, composerField] { field.borderStyle = .roundedRect }
        keepMineButton.setTitle("Keep Mine", for: .normal)
        takeTheirsButton.setTitle("Take Theirs", for: .normal)
        restoreButton.setTitle("Restore", for: .normal)
        for label in [statusLabel, factsLabel] { label.numberOfLines = 0 }
        statusLabel.font = .preferredFont(forTextStyle: .footnote)
        navigationItem.rightBarButtonItems = [saveButton, resetButton]
        saveButton.primaryAction = UIAction(title: "Save") { [weak self] _ in self?.save() }
        resetButton.primaryAction = UIAction(title: "Reset") { [weak self] _ in self?.reset() }
        let conflict = UIStackView(arrangedSubviews: [keepMineButton, takeTheirsButton, restoreButton])
        conflict.spacing = 20
        let stack = UIStackView(arrangedSubviews: [
            nameField, composerField, statusLabel, conflict, factsLabel,
        ])
        stack.axis = .vertical
        stack.alignment = .fill
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        forwardLifecycle()
    }

    /// The draft in the fields (edits go back to it when editing ends), the status, the conflict
    /// buttons while there is a conflict, Restore while the track is deleted elsewhere, and the facts,
    /// one per line.
    public func bind(viewModel: TrackDetailViewModel) -> Token {
        let conflictHidden = viewModel.status.map { status in
            if case .conflict = status { return false }
            return true
        }
        let restoreHidden = viewModel.status.map { status in
            if case .deletedElsewhere = status { return false }
            return true
        }
        return Token.batch([
            loom.title <~ viewModel.title,
            statusLabel.loom.text <~ viewModel.statusText.map { Optional($0) },
            keepMineButton.loom.isHidden <~ conflictHidden,
            takeTheirsButton.loom.isHidden <~ conflictHidden,
            restoreButton.loom.isHidden <~ restoreHidden,
            factsLabel.loom.text <~ viewModel.lines.map { $0.joined(separator: "\n") },
            // Two-way: a change of the track from elsewhere while the user types waits until editing
            // ends; a refused name shows the model's title again.
            nameField.loom.text(
                viewModel.title,
                onEditingEnd: { [weak self, weak viewModel] name in
                    do throws(LibraryError) {
                        try viewModel?.rename(name)
                    } catch {
                        self?.onError?(error)
                    }
                }),
            composerField.loom.text(
                viewModel.composer, onEditingEnd: { [weak viewModel] in viewModel?.setComposer($0) }),
            keepMineButton.loom.taps.observe { [weak self, weak viewModel] in
                self?.attempt { () throws(LibraryError) in try viewModel?.resolveConflict(.keepMine) }
            },
            takeTheirsButton.loom.taps.observe { [weak self, weak viewModel] in
                self?.attempt { () throws(LibraryError) in try viewModel?.resolveConflict(.takeTheirs) }
            },
            restoreButton.loom.taps.observe { [weak self] in self?.restore() },
        ])
    }

    private func save() {
        perform { detail throws(LibraryError) in try await detail.save() }
    }

    private func reset() {
        perform { detail throws(LibraryError) in try await detail.reset() }
    }

    private func restore() {
        perform { detail throws(LibraryError) in try await detail.restore() }
    }

    /// Runs `action` on the view model; its error goes to ``onError``.
    private func perform(
        _ action: @escaping @MainActor (TrackDetailViewModel) async throws(LibraryError) -> Void
    ) {
        view.endEditing(true)  // the field being edited goes to the draft first
        guard let detail = viewModel else { return }
        Task { [weak self] in
            do throws(LibraryError) {
                try await action(detail)
            } catch {
                self?.onError?(error)
            }
        }
    }

    private func attempt(_ body: () throws(LibraryError) -> Void) {
        do {
            try body()
        } catch {
            onError?(error)
        }
    }
}
#endif
