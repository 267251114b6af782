/// One change in a sequential ``ChangeHistory``: each change is interpreted in the coordinates
/// left by the changes before it (the seed's `VMKSingleChange`).
///
/// ```swift
/// let change = ListChange.rowMoved(from: ListIndexPath(section: 1, row: 2), to: ListIndexPath(section: 3, row: 4))
/// print(change)                                        // "Moved Row:1-2 to:3-4"
/// try change.offsetBy(sections: 2, rows: 4)            // Moved Row:3-6 to:5-8
/// ```
public enum ListChange: Hashable, Sendable, CustomStringConvertible {
    /// A section was inserted at this index.
    case sectionInserted(Int)
    /// The section at this index was deleted.
    case sectionDeleted(Int)
    /// The section at this index changed (reload it).
    case sectionReloaded(Int)
    /// A row was inserted at this index path.
    case rowInserted(ListIndexPath)
    /// The row at this index path was deleted.
    case rowDeleted(ListIndexPath)
    /// The row at this index path changed (reload it).
    case rowReloaded(ListIndexPath)
    /// The row at `from` moved to `to`.
    case rowMoved(from: ListIndexPath, to: ListIndexPath)

    /// The change shifted by a section and a row offset. Section changes move by `sections` only;
    /// row changes by both. Throws ``ListError/negativeIndexAfterOffset(index:sectionOffset:rowOffset:)``
    /// if an index would become negative.
    public func offsetBy(sections s: Int, rows r: Int) throws(ListError) -> ListChange {
        func section(_ x: Int) throws(ListError) -> Int {
            guard x + s >= 0 else {
                throw .negativeIndexAfterOffset(index: "section \(x)", sectionOffset: s, rowOffset: r)
            }
            return x + s
        }
        func path(_ p: ListIndexPath) throws(ListError) -> ListIndexPath {
            guard p.section + s >= 0, p.row + r >= 0 else {
                throw .negativeIndexAfterOffset(index: "index path \(p)", sectionOffset: s, rowOffset: r)
            }
            return ListIndexPath(section: p.section + s, row: p.row + r)
        }
        switch self {
        case .sectionInserted(let x): return .sectionInserted(try section(x))
        case .sectionDeleted(let x): return .sectionDeleted(try section(x))
        case .sectionReloaded(let x): return .sectionReloaded(try section(x))
        case .rowInserted(let p): return .rowInserted(try path(p))
        case .rowDeleted(let p): return .rowDeleted(try path(p))
        case .rowReloaded(let p): return .rowReloaded(try path(p))
        case .rowMoved(let from, let to): return .rowMoved(from: try path(from), to: try path(to))
        }
    }

    /// The change as a one-operation batch. A single change is always a valid batch on its own.
    public var changeSet: ChangeSet {
        switch self {
        case .sectionInserted(let x): ChangeSet(insertedSections: [x])
        case .sectionDeleted(let x): ChangeSet(deletedSections: [x])
        case .sectionReloaded(let x): ChangeSet(reloadedSections: [x])
        case .rowInserted(let p): ChangeSet(insertedRows: [p])
        case .rowDeleted(let p): ChangeSet(deletedRows: [p])
        case .rowReloaded(let p): ChangeSet(reloadedRows: [p])
        case .rowMoved(let from, let to): ChangeSet(movedRows: [.init(from: from, to: to)])
        }
    }

    /// Where `path` is after this change, or `nil` if the change removed it (the seed's rules).
    public func newIndexPath(forOld path: ListIndexPath) -> ListIndexPath? {
        var p = path
        switch self {
        case .sectionInserted(let s):
            if p.section >= s { p.section += 1 }
        case .sectionDeleted(let s):
            if p.section == s { return nil }
            if p.section > s { p.section -= 1 }
        case .rowInserted(let x):
            if p.section == x.section && p.row >= x.row { p.row += 1 }
        case .rowDeleted(let x):
            if p == x { return nil }
            if p.section == x.section && p.row > x.row { p.row -= 1 }
        case .rowMoved(let from, let to):
            if p == from { return to }
            if p.section == from.section && p.row > from.row { p.row -= 1 }
            if p.section == to.section && p.row >= to.row { p.row += 1 }
        case .sectionReloaded, .rowReloaded:
            break
        }
        return p
    }

    /// The seed's wording: `"Inserted Section:1"`, `"Moved Row:1-2 to:3-4"`, ….
    public var description: String {
        switch self {
        case .sectionInserted(let x): "Inserted Section:\(x)"
        case .sectionDeleted(let x): "Deleted Section:\(x)"
        case .sectionReloaded(let x): "Changed Section:\(x)"
        case .rowInserted(let p): "Inserted Row:\(p)"
        case .rowDeleted(let p): "Deleted Row:\(p)"
        case .rowReloaded(let p): "Changed Row:\(p)"
        case .rowMoved(let from, let to): "Moved Row:\(from) to:\(to)"
        }
    }
}
