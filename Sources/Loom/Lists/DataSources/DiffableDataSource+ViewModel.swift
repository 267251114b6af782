extension DiffableDataSource {
    /// A data source whose items and header and footer view models come from a
    /// ``DiffableListViewModel`` (held strongly). It does not follow the view model's snapshots: a
    /// ``DiffableListDriver`` does.
    ///
    /// ```swift
    /// let source = DiffableDataSource(viewModel: tracks)
    /// source.apply(tracks.snapshot.value)
    /// ```
    public convenience init<Model: DiffableListViewModel>(viewModel: Model)
    where Model.SectionID == SectionID, Model.ItemID == ItemID, Model.Item == Item {
        self.init { viewModel.item(for: $0) }
        headerViewModel = { viewModel.headerViewModel(for: $0) }
        footerViewModel = { viewModel.footerViewModel(for: $0) }
    }
}
