/// Shows a stream of ``ListSnapshot``s in a ``ListView``: every snapshot goes through a
/// ``DiffableDataSource`` (diffed into staged batches against the snapshot shown) and a
/// ``ListViewUpdater`` (which replays each batch, or reloads, as its ``ListViewUpdater/applyStrategy``
/// says), the platform-neutral half of a diffable table or collection view controller.
///
/// **In order.** Snapshots are applied one after another, in the order they arrive: one that
/// arrives while another is being applied (from inside the list view's batch, a completion, or an
/// item being made) waits until every stage of the current one has been given to the list view, then
/// is diffed against it. None is dropped or merged, and their completions run in the same order;
/// only a snapshot given to ``applyDiffingOffMainActor(_:completion:)`` (diffed off the main actor) is
/// dropped, when a later one is applied while it still diffs.
///
/// **Completion.** ``apply(_:completion:)``'s completion runs, and ``didApply`` sends the snapshot,
/// once the list view has shown the snapshot's last stage (when its animation ends), and never before
/// the completions of the snapshots applied earlier: a snapshot that changes nothing, or one reloaded
/// while earlier batches still animate, completes right after them. Completions still run if the
/// driver is released while the view animates.
///
/// **Lifetime.** The driver owns the data source and the updater, which holds the list view weakly;
/// it holds the view model it follows (through the data source's item factory), while the view
/// model's snapshot property holds the driver only weakly. Release the driver (or call
/// ``stopFollowing()``) to stop.
///
/// ```swift
/// // In a view controller (a ViewModelOwner) whose view model is a DiffableListViewModel:
/// func bind(viewModel: TracksViewModel) -> Token {
///     let driver = DiffableListDriver(viewModel: viewModel, listView: tableView, applyStrategy: .animated)
///     self.driver = driver                // applies viewModel.snapshot now, then every new one
///     return Token { [weak self] in self?.driver = nil }
/// }
///
/// // Without a view model: apply snapshots yourself.
/// let driver = DiffableListDriver(dataSource: DiffableDataSource<String, Int, Int> { $0 }, listView: tableView)
/// driver.apply(try ListSnapshot([("A", [1, 2])])) { print("shown") }
/// ```
@MainActor
public final class DiffableListDriver<SectionID: Hashable, ItemID: Hashable, Item> {
    /// The snapshots the driver shows.
    package typealias Snapshot = ListSnapshot<SectionID, ItemID>

    /// The data source every snapshot is applied to.
    public let dataSource: DiffableDataSource<SectionID, ItemID, Item>
    /// The updater that replays the data source's batches into the list view (its selection, its
    /// user moves, its batch checking).
    public let updater: ListViewUpdater<Item>

    private let applied = Emitter<Snapshot>()
    private var queue:
        [(
            snapshot: Snapshot, completion: (() -> Void)?,
            start: ((Snapshot, @escaping () -> Void) -> Task<Bool, Never>)?
        )] = []
    private var applying = false
    private var following: Token?
    private let completions = OrderedCompletions()

    /// Connects `dataSource` to `listView` through its ``ListViewUpdater`` (the one a ``ListAdapter``
    /// of the same data source and view already made, else a new one, which reloads the view once) with
    /// `applyStrategy`.
    public init(
        dataSource: DiffableDataSource<SectionID, ItemID, Item>, listView: any ListView,
        applyStrategy: ListApplyStrategy = .animated
    ) {
        self.dataSource = dataSource
        updater = ListViewUpdater.connecting(dataSource, to: listView)
        updater.applyStrategy = applyStrategy
    }

    /// Shows a ``DiffableListViewModel`` in `listView`: its items and its sections' headers and footers
    /// come from the view model, and the driver follows its ``DiffableListViewModel/snapshot``
    /// (the current snapshot is applied at once).
    public convenience init<Model: DiffableListViewModel>(
        viewModel: Model, listView: any ListView, applyStrategy: ListApplyStrategy = .animated
    ) where Model.SectionID == SectionID, Model.ItemID == ItemID, Model.Item == Item {
        self.init(
            dataSource: DiffableDataSource(viewModel: viewModel), listView: listView,
            applyStrategy: applyStrategy)
        follow(viewModel.snapshot)
    }

    /// Whether a snapshot is being applied right now.
    package var isApplying: Bool { applying }

    /// How many snapshots wait for the one being applied.
    package var pendingCount: Int { queue.count }

    /// Sends each snapshot once the list view has shown its last stage, in the order they were
    /// applied.
    public var didApply: Signal<ListSnapshot<SectionID, ItemID>> { applied }

    /// Applies `snapshot` after every snapshot given before it; `completion` runs once the list view
    /// has shown it.
    public func apply(_ snapshot: ListSnapshot<SectionID, ItemID>, completion: (() -> Void)? = nil) {
        enqueue(snapshot, completion: completion, start: nil)
    }

    /// Queues `snapshot` behind the snapshots given before it; `start`, if any, starts its apply on
    /// the data source (with the completion that marks it shown) and returns whether it was shown,
    /// else the data source diffs it on the main actor.
    func enqueue(
        _ snapshot: Snapshot, completion: (() -> Void)?,
        start: ((Snapshot, @escaping () -> Void) -> Task<Bool, Never>)?
    ) {
        queue.append((snapshot, completion, start))
        guard !applying else { return }
        applying = true
        defer { applying = false }
        while !queue.isEmpty {
            let next = queue.removeFirst()
            let applied = applied
            let (done, drop) = completions.enqueue {
                next.completion?()
                applied.send(next.snapshot)
            }
            if let start = next.start {
                let work = start(next.snapshot, done)
                Task { if await !work.value { drop() } }
            } else {
                dataSource.apply(next.snapshot, completion: done)
            }
        }
    }

    /// Applies the snapshots of a ``Property`` (its current one now, then every new one) or a ``Signal``
    /// (every one it sends), until ``stopFollowing()``, the next `follow`, or the driver's release.
    ///
    /// ```swift
    /// driver.follow(viewModel.snapshot)   // a Property: applied at once, then on every change
    /// ```
    public func follow(_ snapshots: some BindingSource<ListSnapshot<SectionID, ItemID>>) {
        stopFollowing()
        following = snapshots.observe(skipsInitial: false) { [weak self] in self?.apply($0) }
    }

    /// Stops following; the snapshot shown stays.
    public func stopFollowing() {
        following?.cancel()
        following = nil
    }

    /// Whether the driver follows a property or a signal.
    package var isFollowing: Bool { following != nil }
}

/// Runs completions in the order they were enqueued, each once it is done and every earlier one has
/// run.
@MainActor
private final class OrderedCompletions {
    private var entries: [(id: Int, done: Bool, run: (() -> Void)?)] = []
    private var nextID = 0

    /// Adds `run` at the end; returns the closure that marks it done, and the one that drops it (done,
    /// without running `run`).
    func enqueue(_ run: @escaping () -> Void) -> (done: () -> Void, drop: () -> Void) {
        let id = nextID
        nextID += 1
        entries.append((id, false, run))
        return ({ self.finish(id, running: true) }, { self.finish(id, running: false) })
    }

    private func finish(_ id: Int, running: Bool) {
        guard let index = entries.firstIndex(where: { $0.id == id }), !entries[index].done else { return }
        entries[index].done = true
        if !running { entries[index].run = nil }
        while let first = entries.first, first.done {
            entries.removeFirst()
            first.run?()
        }
    }
}
