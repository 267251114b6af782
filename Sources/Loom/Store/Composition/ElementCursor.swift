/// Where an element store last found its element, and the element as it was then: the next read
/// looks there first, and a removed element reads as it last was.
///
/// Not `Sendable`: it lives in the projection of one main-actor store.
final class ElementCursor<Element: Identifiable> {
    private(set) var element: Element
    private var index: Int

    init(element: Element, index: Int) {
        self.element = element
        self.index = index
    }

    /// The element with identifier `id` in `elements` (remembered), or the last one found.
    func find(_ id: Element.ID, in elements: [Element]) -> Element {
        if index < elements.count, elements[index].id == id {
            element = elements[index]
        } else if let found = elements.firstIndex(where: { $0.id == id }) {
            index = found
            element = elements[found]
        }
        return element
    }
}
