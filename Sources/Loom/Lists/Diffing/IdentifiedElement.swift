/// An `Identifiable & Equatable` element seen by the flat differ: its identity is its `id`, its
/// content its equality.
struct IdentifiedElement<Element: Identifiable & Equatable>: Differentiable {
    let element: Element

    var differenceID: Element.ID { element.id }

    func isContentEqual(to other: Self) -> Bool { element == other.element }

    /// The stages from `old` to `new` by identity (rows move, arrive, leave and reload by `id`), or
    /// by position (``PositionDiff``) when an `id` repeats in either array.
    static func stages(from old: [Element], to new: [Element]) -> [StagedChangeSet<[Element]>.Stage] {
        var oldElements: [Self] = []
        oldElements.reserveCapacity(old.count)
        for element in old { oldElements.append(Self(element: element)) }
        var newElements: [Self] = []
        newElements.reserveCapacity(new.count)
        for element in new { newElements.append(Self(element: element)) }
        guard let stages = try? FlatDiff.stages(from: oldElements, to: newElements) else {
            return PositionDiff().stages(from: old, to: new)
        }
        var result: [StagedChangeSet<[Element]>.Stage] = []
        for stage in stages {
            var contents: [Element] = []
            contents.reserveCapacity(stage.contents.count)
            for identified in stage.contents { contents.append(identified.element) }
            result.append(.init(kind: stage.kind, changeSet: stage.changeSet, contents: contents))
        }
        return result
    }
}
