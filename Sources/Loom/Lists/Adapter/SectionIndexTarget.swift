/// Where a section-index title leads, for a list view that scrolls to sections (a `UITableView`): the
/// top of a section (its header), or a row further down (the first row of a group in a one-section
/// list), which the view scrolls to itself.
///
/// ```swift
/// switch adapter.sectionIndexTarget(forTitle: "C", at: 2) {
/// case .section(let section): return section
/// case .row(let path): scroll(to: path); return NSNotFound
/// case nil: return NSNotFound
/// }
/// ```
package enum SectionIndexTarget: Hashable, Sendable {
    /// The top of a section (the title leads to its first row, or to an empty section's header).
    case section(Int)
    /// A row that is not the first of its section.
    case row(ListIndexPath)
}
