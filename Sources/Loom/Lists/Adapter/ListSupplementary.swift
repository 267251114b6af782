/// What a supplementary view shows (a section's header or footer, or a view of another kind such as a
/// badge, ``ListSupplementaryKinds``): the view model (shown by a reusable view of ``reuseIdentifier``)
/// and its title. A list view shows the view model when it has a view registered for it, else the title.
///
/// ```swift
/// if let header = adapter.header(inSection: 0) {
///     if let viewModel = header.viewModel, let view = dequeueHeader(header.reuseIdentifier) {
///         adapter.bind(view, toHeaderFooter: viewModel)
///     } else {
///         showTitle(header.title)
///     }
/// }
/// ```
package struct ListSupplementary {
    /// The data source's header or footer, or a registered kind's view model, if any.
    package let viewModel: (any SectionHeaderFooterViewModel)?
    /// The reuse identifier of the view that shows ``viewModel``: its
    /// ``SectionHeaderFooterViewModel/reuseIdentifier``, else the adapter's default.
    package let reuseIdentifier: String
    /// The title: the data source's header or footer title, else the view model's.
    package let title: String?

    /// Creates the contents of a header or footer.
    package init(viewModel: (any SectionHeaderFooterViewModel)?, reuseIdentifier: String, title: String?) {
        self.viewModel = viewModel
        self.reuseIdentifier = reuseIdentifier
        self.title = title
    }
}
