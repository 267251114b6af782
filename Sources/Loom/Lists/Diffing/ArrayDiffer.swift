/// How a one-section data source (``PropertyDataSource``) diffs two arrays of its elements: a value
/// chosen once, when the element type's conformances are known.
protocol ArrayDiffer<Element> {
    associatedtype Element
    /// The stages from `old` to `new` (section 0), never throwing.
    func stages(from old: [Element], to new: [Element]) -> [StagedChangeSet<[Element]>.Stage]
}

/// Diffs by `id` (``IdentifiedElement``), by position whenever an `id` repeats.
struct IdentityDiff<Element: Identifiable & Equatable>: ArrayDiffer {
    func stages(from old: [Element], to new: [Element]) -> [StagedChangeSet<[Element]>.Stage] {
        IdentifiedElement.stages(from: old, to: new)
    }
}
