#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import Loom
import LoomUIKit
public import SearchyCore
public import UIKit

/// Searchy on iOS, Model-View-Binding: the view controller is a ``SearchyView`` (immutable data in,
/// intent out) and ``SearchyBinding`` connects it to the model from `viewDidLoad`, for as long as the
/// view controller lives. The view controller itself only lays out, shows a state and navigates.
///
/// ```swift
/// let model = SearchyModel(service: CatalogSearchService(catalog: try ChinookCatalog()))
/// navigationController.viewControllers = [SearchyViewController(model: model)]
/// ```
public final class SearchyViewController: UIViewController, SearchyView, UITableViewDataSource,
    UITableViewDelegate
{
    /// Owns the binding's connections: they end with the view controller.
    public let lifetime = Lifetime()
    private let model: SearchyModel
    private let chosen = Emitter<SearchResult>()
    private let searchBar = UISearchBar()
    private let statusLabel = UILabel()
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let emptyLabel = UILabel()
    private var state = SearchState.idle

    /// A search screen over `model`, which it keeps (the model's searches end with it).
    public init(model: SearchyModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
        title = "Searchy"
    }

    /// Not available: the screen is made in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The term as the user types it in the search bar.
    public var searchTerm: Signal<String> { searchBar.loom.textChanges }
    /// The result the user taps.
    public var selected: Signal<SearchResult> { chosen }
    /// Where the binding puts the state to show.
    public var display: Binder<SearchState> { Binder(self) { $0.show($1) } }

    /// Lays out the screen, then binds view and model.
    public override func viewDidLoad() {
        super.viewDidLoad()
        layOut()
        show(state)
        SearchyBinding.bind(view: self, model: model) { [weak self] result in
            self?.navigationController?.pushViewController(
                SearchResultViewController(result: result), animated: true)
        }
    }

    private func show(_ newState: SearchState) {
        let resultsChanged = newState.results != state.results || newState.failureText != state.failureText
        state = newState
        guard isViewLoaded else { return }
        statusLabel.text = state.statusText
        emptyLabel.text = state.failureText ?? state.emptyListText
        tableView.backgroundView?.isHidden = !rows.isEmpty
        if resultsChanged { tableView.reloadData() }
    }

    /// The rows shown: none when the search failed (its error row is the background).
    private var rows: [SearchResult] { state.failureText == nil ? state.results : [] }

    // MARK: UITableViewDataSource, UITableViewDelegate

    /// One row per result.
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    /// The track, with its artist, album and duration below.
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "result", for: indexPath)
        let result = rows[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = result.name
        content.secondaryText = [
            result.artist, result.album, SearchResultFormatter.duration(milliseconds: result.milliseconds),
        ]
        .filter { !$0.isEmpty }.joined(separator: " · ")
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    /// A tap chooses the result (intent out; the binding decides what happens).
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        chosen.send(rows[indexPath.row])
    }

    private func layOut() {
        view.backgroundColor = .systemBackground
        searchBar.placeholder = "Track, artist or album"
        searchBar.autocapitalizationType = .none
        statusLabel.font = .preferredFont(forTextStyle: .footnote)
        statusLabel.textColor = .secondaryLabel
        statusLabel.textAlignment = .center
        emptyLabel.textAlignment = .center
        emptyLabel.textColor = .secondaryLabel
        emptyLabel.numberOfLines = 0
        tableView.backgroundView = emptyLabel
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "result")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.keyboardDismissMode = .onDrag
        let stack = UIStackView(arrangedSubviews: [searchBar, statusLabel, tableView])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }
}
#endif
