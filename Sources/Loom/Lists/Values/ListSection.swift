/// A section of a list: a model (the section's identity and header content) and its items.
///
/// Diff arrays of sections with ``StagedChangeSet/init(from:to:)-([ListSection<Model,Item>],_)``:
/// sections are matched by their model's identity, items by theirs, across sections.
///
/// ```swift
/// let old = [ListSection(model: Album(id: 1, title: "A"), items: [track1, track2])]
/// let new = [ListSection(model: Album(id: 1, title: "A"), items: [track2, track1])]
/// let staged = try StagedChangeSet(from: old, to: new)   // one move
/// ```
public struct ListSection<Model, Item> {
    /// The section's model: its identity and header content.
    public var model: Model
    /// The section's items, in order.
    public var items: [Item]

    /// Creates a section.
    public init(model: Model, items: [Item]) {
        self.model = model
        self.items = items
    }
}

extension ListSection: Equatable where Model: Equatable, Item: Equatable {}
extension ListSection: Hashable where Model: Hashable, Item: Hashable {}
extension ListSection: Sendable where Model: Sendable, Item: Sendable {}
