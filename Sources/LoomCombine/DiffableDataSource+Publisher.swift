public import Loom

#if canImport(Combine)
public import Combine
#else
public import OpenCombine
#endif

extension DiffableDataSource {
    /// Applies every snapshot `snapshots` sends, in order: a view model that exposes
    /// `AnyPublisher<ListSnapshot<…>, Never>` and a list that shows it.
    ///
    /// Each snapshot is diffed against the one shown (`ListSnapshot.stagedChanges(to:)`) and
    /// reported stage by stage, so a list view under a `ListViewUpdater` performs one valid batch
    /// update per stage.
    ///
    /// ```swift
    /// @MainActor final class TracksViewModel {
    ///     private let subject = CurrentValueSubject<ListSnapshot<String, Int>, Never>(ListSnapshot())
    ///     var snapshot: AnyPublisher<ListSnapshot<String, Int>, Never> { subject.eraseToAnyPublisher() }
    /// }
    /// let dataSource = DiffableDataSource<String, Int, String> { "track \($0)" }
    /// let updater = ListViewUpdater(dataSource: dataSource, listView: tableView)
    /// lifetime ++ dataSource.applySnapshots(from: viewModel.snapshot)
    /// ```
    ///
    /// The data source is held weakly: the subscription ends when the returned token is cancelled or
    /// released, when the publisher completes, or when the data source is released. Snapshots must arrive on
    /// the main actor (not from a background diffing queue): publish from main-actor code, or
    /// add `receive(on: DispatchQueue.main)`. A snapshot delivered on another thread is a programming error
    /// and stops the program (`MainActor.assumeIsolated`), instead of racing the list view.
    public func applySnapshots<Snapshots: Publisher>(from snapshots: Snapshots) -> Token
    where Snapshots.Output == ListSnapshot<SectionID, ItemID>, Snapshots.Failure == Never {
        Binder(self) { dataSource, snapshot in
            MainActor.assumeIsolated { dataSource.apply(snapshot) }
        } <~ snapshots
    }
}
