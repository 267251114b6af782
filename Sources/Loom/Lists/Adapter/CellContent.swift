/// What a front-end's default cell shows for a row's item: a ``CellViewModel``'s title, subtitle and
/// image, or any other item's description (the cell LoomUIKit uses when no cell is registered for a
/// row's reuse identifier).
///
/// ```swift
/// let token = Binder(cell) { cell, content in cell.show(content) } <~ CellContent.of(item)
/// ```
public struct CellContent: Hashable, Sendable {
    /// The main text.
    public var title: String
    /// The secondary text.
    public var subtitle: String?
    /// The image.
    public var image: CellImage?

    /// Creates a content.
    public init(title: String, subtitle: String? = nil, image: CellImage? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    /// The content of `item`: a cell view model's title, subtitle and image as they change; any other
    /// item's description, which does not change.
    @MainActor
    public static func of(_ item: Any) -> Property<CellContent> {
        guard let cell = item as? any CellViewModel else {
            return Property(constant: CellContent(title: String(describing: item)))
        }
        return Property<(String, String?, CellImage?)>.combineLatest(cell.title, cell.subtitle, cell.image)
            .map {
                CellContent(title: $0.0, subtitle: $0.1, image: $0.2)
            }
    }
}
