extension DiffableDataSource {
    /// A data source whose items and sections' headers and footers come from a
    /// ``DiffableListViewModel`` (held strongly). It does not follow the view model's snapshots: a
    /// ``DiffableListDriver`` does.
    ///
    /// Each applied snapshot carries its rows' content: the view model makes every item of the
    /// snapshot when it is applied, and a row shows that item until a later snapshot inserts or
    /// reloads it (mark a row whose content changed with ``ListSnapshot/reloadItems(_:)``). So the
    /// list view still reads the old content when a batch begins, and the new one once the batch
    /// switches.
    ///
    /// ```swift
    /// let source = DiffableDataSource(viewModel: tracks)
    /// source.apply(tracks.snapshot.value)
    /// ```
    public convenience init<Model: DiffableListViewModel>(viewModel: Model)
    where Model.SectionID == SectionID, Model.ItemID == ItemID, Model.Item == Item {
        self.init(makingItemsOnApply: { viewModel.item(for: $0) })
        sectionInfo = { viewModel.sectionInfo(for: $0) }
    }
}
