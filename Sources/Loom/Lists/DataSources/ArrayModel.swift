/// An observable array whose every mutation is reported as a ``ChangeSet`` in section 0: the model
/// behind a ``MutableArrayDataSource``.
///
/// Each mutation sends one ``Change`` on ``changes`` after the array is updated: the change set and
/// the elements after it (an observer that shows the elements keeps its own copy and switches to
/// these inside the list view's batch). Bad indexes throw ``ListError`` and change nothing.
///
/// ```swift
/// let todos = ArrayModel(["Milk"])
/// let token = todos.changes.observe { print($0.changeSet) }
/// todos.append("Eggs")           // ChangeSet(insertedRows: [0-1])
/// try todos.move(from: 1, to: 0) // ChangeSet(movedRows: [0-1->0-0])
/// ```
public final class ArrayModel<Element> {
    /// The elements, in order.
    public private(set) var elements: [Element]
    private let emitter = Emitter<Change>()

    /// One mutation: its change set (section 0) and the elements after it.
    public struct Change {
        /// The mutation as one batch.
        public let changeSet: ChangeSet
        /// The elements after the mutation.
        public let elements: [Element]
    }

    /// Creates a model holding `elements`.
    public init(_ elements: [Element] = []) {
        self.elements = elements
    }

    /// Every mutation, sent after the array changed.
    public var changes: Signal<Change> { emitter }

    /// The number of elements.
    public var count: Int { elements.count }

    /// The element at `index`; throws when out of range.
    public func element(at index: Int) throws(ListError) -> Element {
        try check(index, count: elements.count)
        return elements[index]
    }

    /// Appends an element.
    public func append(_ element: Element) {
        elements.append(element)
        send(ChangeSet(insertedRows: [row(elements.count - 1)]))
    }

    /// Inserts an element at `index` (`0...count`).
    public func insert(_ element: Element, at index: Int) throws(ListError) {
        try check(index, count: elements.count + 1)
        elements.insert(element, at: index)
        send(ChangeSet(insertedRows: [row(index)]))
    }

    /// Removes and returns the element at `index`.
    @discardableResult
    public func remove(at index: Int) throws(ListError) -> Element {
        try check(index, count: elements.count)
        let removed = elements.remove(at: index)
        send(ChangeSet(deletedRows: [row(index)]))
        return removed
    }

    /// Replaces the element at `index` (reported as a reload).
    public func replace(at index: Int, with element: Element) throws(ListError) {
        try check(index, count: elements.count)
        elements[index] = element
        send(ChangeSet(reloadedRows: [row(index)]))
    }

    /// Moves the element at `source` to `destination` (both in `0..<count`).
    public func move(from source: Int, to destination: Int) throws(ListError) {
        try check(source, count: elements.count)
        try check(destination, count: elements.count)
        guard source != destination else { return }
        let element = elements.remove(at: source)
        elements.insert(element, at: destination)
        send(ChangeSet(movedRows: [.init(from: row(source), to: row(destination))]))
    }

    /// Replaces every element, reported as one batch deleting the old rows and inserting the new.
    public func replaceAll(with newElements: [Element]) {
        let old = elements.count
        elements = newElements
        send(ChangeSet(deletedRows: (0..<old).map(row), insertedRows: newElements.indices.map(row)))
    }

    /// Replaces every element without telling the observers (a data source's silent reset, followed
    /// by a reload).
    func replaceSilently(with newElements: [Element]) { elements = newElements }

    private func send(_ changeSet: ChangeSet) {
        emitter.send(Change(changeSet: changeSet, elements: elements))
    }

    private func row(_ index: Int) -> ListIndexPath { ListIndexPath(section: 0, row: index) }

    private func check(_ index: Int, count: Int) throws(ListError) {
        guard index >= 0 && index < count else {
            throw .indexPathOutOfRange(row(index), rowCount: elements.count)
        }
    }
}

extension ArrayModel.Change: Sendable where Element: Sendable {}

extension ArrayModel where Element: Equatable {
    /// Removes the first element equal to `element`; does nothing if there is none.
    public func remove(_ element: Element) {
        guard let index = elements.firstIndex(of: element) else { return }
        elements.remove(at: index)
        send(ChangeSet(deletedRows: [row(index)]))
    }
}
