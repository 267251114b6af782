/// What a section's header or footer shows: the data source's header or footer item (a view model,
/// shown by a reusable view of ``reuseIdentifier``) and its title. A list view shows the item when it
/// has a view for it, else the title.
///
/// ```swift
/// if let header = adapter.header(inSection: 0) {
///     if let item = header.item, let view = dequeueHeader(header.reuseIdentifier) {
///         adapter.bind(view, to: item)
///     } else {
///         showTitle(header.title)
///     }
/// }
/// ```
public struct ListSupplementary<Item> {
    /// The data source's header or footer item, if any.
    public let item: Item?
    /// The reuse identifier of the view that shows ``item``: the item's
    /// ``ReusableViewModel/reuseIdentifier``, else the adapter's default.
    public let reuseIdentifier: String
    /// The data source's header or footer title, if any.
    public let title: String?

    /// Creates the contents of a header or footer.
    public init(item: Item?, reuseIdentifier: String, title: String?) {
        self.item = item
        self.reuseIdentifier = reuseIdentifier
        self.title = title
    }
}
