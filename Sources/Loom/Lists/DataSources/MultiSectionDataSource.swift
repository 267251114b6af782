/// A composite whose children's sections follow one another: section `g` is section
/// `g − (sections of the children before)` of its child.
///
/// ```swift
/// let source = MultiSectionDataSource<String>(children: [a, b])   // a: 3 sections, b: 5
/// source.numberOfSections                                         // 8
/// source.append(c)                                                // reports insertedSections [8, 9]
/// ```
@MainActor
public final class MultiSectionDataSource<Item>: CompositeDataSource<Item> {
    /// Creates the composite; the children's parent becomes this data source. No change is reported.
    public init(children: [any ListDataSource<Item>] = []) {
        super.init(layout: .sections, children: children)
    }
}
