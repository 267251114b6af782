/// A composite with exactly one section whose rows are the children's rows (of their section 0),
/// one child after another.
///
/// ```swift
/// let source = MultiRowDataSource<String>(children: [a, b])   // a: 3 rows, b: 5
/// source.append(c)                                            // reports insertedRows [0-8, 0-9]
/// ```
@MainActor
public final class MultiRowDataSource<Item>: CompositeDataSource<Item> {
    /// Creates the composite; the children's parent becomes this data source. No change is reported.
    public init(children: [any ListDataSource<Item>] = []) {
        super.init(layout: .rows, children: children)
    }
}
