/// What a front-end's default cell shows for a row's item: a ``CellViewModel``'s title, subtitle and
/// image, or any other item's description (the cell LoomUIKit uses when no cell is registered for a
/// row's reuse identifier).
///
/// ```swift
/// let token = Binder(cell) { cell, content in cell.show(content) } <~ CellContent.of(item)
/// ```
package struct CellContent: Hashable, Sendable {
    /// The main text.
    package var title: String
    /// The secondary text.
    package var subtitle: String?
    /// The image.
    package var image: CellImage?

    /// Creates a content.
    package init(title: String, subtitle: String? = nil, image: CellImage? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    /// The content of `item`: a cell view model's title, subtitle and image as they change; any other
    /// item's description, which does not change.
    @MainActor
    package static func of(_ item: Any) -> Property<CellContent> {
        guard let cell = item as? any CellViewModel else {
            return Property(constant: CellContent(title: String(describing: item)))
        }
        return Property<(String, String?, CellImage?)>.combineLatest(cell.title, cell.subtitle, cell.image)
            .map {
                CellContent(title: $0.0, subtitle: $0.1, image: $0.2)
            }
    }
}
