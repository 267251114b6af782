import Loom
import LoomTesting
import Observation
import PropertyBased
import Testing

@MainActor
@Suite("Identified list: a data source's rows with stable identities, for declarative lists")
struct IdentifiedListTests {
    /// A playlist data source that deletes and moves in its model, and its list.
    func playlist(_ titles: [String]) -> (ArrayModel<String>, IdentifiedList<String>) {
        let model = ArrayModel(titles)
        let source = MutableArrayDataSource(model: model) { $0 }
        source.allowsDeleting = true
        source.allowsMoving = true
        source.sectionInfo.headerTitle = "Playlist"
        return (model, IdentifiedList(dataSource: source))
    }

    func items(_ list: IdentifiedList<String>) -> [[String]] {
        list.sections.map { $0.rows.map(\.item) }
    }

    func ids(_ list: IdentifiedList<String>) -> [Int] {
        list.sections.flatMap { $0.rows.map(\.id) }
    }

    @Test("the list shows the data source's sections, titles, header and footer view models and rows")
    func initialRows() {
        let list = IdentifiedList(dataSource: StubDataSource("s", sections: 2))
        #expect(list.sections.map { $0.rows.map(\.item) } == [["s 0-0"], ["s 1-0", "s 1-1"]])
        #expect(list.sections.map(\.info.headerTitle) == ["s title 0", "s title 1"])
        #expect(list.sections.map(\.info.footerTitle) == ["s footer 0", "s footer 1"])
        #expect(list.sections.map { $0.info.header?.title } == ["s header 0", "s header 1"])
        #expect(list.sections.map { $0.info.footer?.title } == ["s footer item 0", "s footer item 1"])
        let all = list.sections.map(\.id) + list.sections.flatMap { $0.rows.map(\.id) }
        #expect(Set(all).count == all.count)
    }

    @Test("an inserted row gets a new identity; the others keep theirs, even rows that read the same")
    func insert() throws {
        let (model, list) = playlist(["Hells Bells", "Hells Bells"])
        let before = ids(list)
        try model.insert("Shoot to Thrill", at: 1)
        #expect(items(list) == [["Hells Bells", "Shoot to Thrill", "Hells Bells"]])
        let after = ids(list)
        #expect(after[0] == before[0])
        #expect(after[2] == before[1])
        #expect(!before.contains(after[1]))
    }

    @Test("a deleted row's identity is gone; a moved row keeps its identity at its new place")
    func deleteAndMove() throws {
        let (model, list) = playlist(["a", "b", "c", "d"])
        let before = ids(list)
        try model.remove(at: 1)
        #expect(ids(list) == [before[0], before[2], before[3]])
        try model.move(from: 0, to: 2)
        #expect(items(list) == [["c", "d", "a"]])
        #expect(ids(list) == [before[2], before[3], before[0]])
    }

    @Test("a reloaded row keeps its identity and shows its new item")
    func reload() throws {
        let (model, list) = playlist(["a", "b"])
        let before = ids(list)
        try model.replace(at: 1, with: "B")
        #expect(items(list) == [["a", "B"]])
        #expect(ids(list) == before)
    }

    @Test("a batch that does not match the data source's counts reloads every row with new identities")
    func invalidBatch() {
        let source = StubDataSource("s", sections: 1)
        let list = IdentifiedList(dataSource: source)
        let before = ids(list)
        // Reports one inserted row but adds two.
        source.report(ChangeSet(insertedRows: [ListIndexPath(section: 0, row: 1)])) { source.rows[0] += 2 }
        #expect(list.sections[0].rows.count == 3)
        #expect(Set(ids(list)).isDisjoint(with: before))
    }

    @Test("every batch and reload notifies Observation trackers of the sections")
    func observation() throws {
        let (model, list) = playlist(["a"])
        let probe = ObservationProbe { _ = list.sections }
        let count = list.changeCount
        model.append("b")
        #expect(probe.changes == 1)
        #expect(list.changeCount == count + 1)
    }

    /// An item keeps its identity unless its section was deleted: UIKit cannot move a row out of a
    /// deleted section, so the differ deletes it with its section and inserts it again (a new identity,
    /// as a table view would animate it).
    @Test("1,000 random snapshot sequences: rows follow the snapshot and identities follow the identifiers")
    func randomSnapshots() async {
        let snapshots = Generator<[[(String, [Int])]], Shrink.None<[[(String, [Int])]]>> { rng in
            (0..<Int.random(in: 1...6, using: &rng)).map { _ in
                let sections = Array(
                    ["a", "b", "c", "d"].shuffled(using: &rng).prefix(Int.random(in: 0...4, using: &rng)))
                var items = Array(
                    Array(0..<16).shuffled(using: &rng).prefix(Int.random(in: 0...16, using: &rng)))
                return sections.map { section in
                    let count = Int.random(in: 0...items.count, using: &rng)
                    defer { items.removeFirst(count) }
                    return (section, Array(items.prefix(count)))
                }
            }
        }
        await propertyCheck(count: 1_000, input: snapshots) { sequence in
            let source = DiffableDataSource<String, Int, Int> { $0 }
            let list = IdentifiedList(dataSource: source)
            var rowIDs: [Int: (id: Int, section: String)] = [:]
            var sectionIDs: [String: Int] = [:]
            for layout in sequence {
                let snapshot = try ListSnapshot(layout)
                source.apply(snapshot)
                #expect(list.sections.map { $0.rows.map(\.item) } == snapshot.sectionedItemIdentifiers)
                let shownSections = Set(snapshot.sectionIdentifiers)
                var seen = Set<Int>()
                for (section, id) in zip(list.sections, snapshot.sectionIdentifiers) {
                    if let known = sectionIDs[id] { #expect(section.id == known, "section \(id)") }
                    sectionIDs[id] = section.id
                    for row in section.rows {
                        if let known = rowIDs[row.item], shownSections.contains(known.section) {
                            #expect(row.id == known.id, "item \(row.item)")
                        }
                        rowIDs[row.item] = (row.id, id)
                        #expect(seen.insert(row.id).inserted)
                    }
                }
                let shownItems = Set(snapshot.itemIdentifiers)
                rowIDs = rowIDs.filter { shownItems.contains($0.key) }
                sectionIDs = sectionIDs.filter { shownSections.contains($0.key) }
            }
        }
    }

    @Test(
        "an item moved out of a section deleted in the same snapshot gets a new identity; the others keep theirs"
    )
    func itemOutOfDeletedSection() throws {
        let source = DiffableDataSource<String, Int, Int> { $0 }
        let list = IdentifiedList(dataSource: source)
        source.apply(try ListSnapshot([("b", [0, 1, 6]), ("a", [2, 14])]))
        let before = Dictionary(
            uniqueKeysWithValues: list.sections.flatMap { $0.rows.map { ($0.item, $0.id) } })
        source.apply(try ListSnapshot([("b", [0, 6, 2])]))
        let after = Dictionary(
            uniqueKeysWithValues: list.sections.flatMap { $0.rows.map { ($0.item, $0.id) } })
        #expect(list.sections.map { $0.rows.map(\.item) } == [[0, 6, 2]])
        #expect(after[0] == before[0])
        #expect(after[6] == before[6])
        #expect(after[2] != before[2])
    }

    @Test("deleting offsets routes each row, the last first, to the data source")
    func deleteRows() throws {
        let (model, list) = playlist(["a", "b", "c", "d"])
        let kept = ids(list)[2]
        try list.deleteRows(atOffsets: [3, 0, 1], inSection: list.sections[0].id)
        #expect(model.elements == ["c"])
        #expect(ids(list) == [kept])
        #expect(list.lastError == nil)
    }

    @Test("a refused delete throws the data source's error, keeps it, and leaves the rows")
    func refusedDelete() throws {
        let rows = [EditableRow("a", style: .none), EditableRow("b")]
        let list = IdentifiedList(dataSource: ArrayDataSource(items: rows))
        #expect(list.sections[0].rows.map(\.editingStyle) == [.none, .delete])
        let section = list.sections[0].id
        #expect(throws: ListError.editingNotSupported(operation: "delete", ListIndexPath(section: 0, row: 0)))
        {
            try list.deleteRows(atOffsets: [0], inSection: section)
        }
        #expect(
            list.lastError == .editingNotSupported(operation: "delete", ListIndexPath(section: 0, row: 0)))
        try list.deleteRows(atOffsets: [1], inSection: section)
        #expect(rows[1].edits == [.delete])
        #expect(list.lastError == nil)
    }

    @Test("an offset outside the section or an unknown section throws before anything is deleted")
    func badDeletes() {
        let (model, list) = playlist(["a", "b"])
        let section = list.sections[0].id
        #expect(throws: ListError.indexPathOutOfRange(ListIndexPath(section: 0, row: 2), rowCount: 2)) {
            try list.deleteRows(atOffsets: [0, 2], inSection: section)
        }
        #expect(throws: ListError.indexPathOutOfRange(ListIndexPath(section: 0, row: -1), rowCount: 2)) {
            try list.deleteRows(atOffsets: [-1], inSection: section)
        }
        #expect(throws: ListError.unknownSection("section \(section + 1000)")) {
            try list.deleteRows(atOffsets: [0], inSection: section + 1000)
        }
        #expect(model.elements == ["a", "b"])
    }

    @Test("every move of up to 6 rows ends in SwiftUI's order, each row keeping its identity")
    func everyMove() throws {
        for count in 1...6 {
            for mask in 1..<(1 << count) {
                let sources = (0..<count).filter { mask & (1 << $0) != 0 }
                for destination in 0...count {
                    let titles = (0..<count).map { "\($0)" }
                    let (model, list) = playlist(titles)
                    let identity = Dictionary(uniqueKeysWithValues: zip(titles, ids(list)))
                    try list.moveRows(
                        fromOffsets: sources, toOffset: destination, inSection: list.sections[0].id)
                    let expected = Self.moved(titles, sources, destination)
                    #expect(model.elements == expected, "\(sources) before \(destination)")
                    #expect(ids(list) == expected.map { identity[$0] ?? -1 })
                }
            }
        }
    }

    @Test("a single row moves in one data-source move")
    func singleMove() throws {
        let model = ArrayModel(["a", "b", "c", "d", "e"])
        let source = MutableArrayDataSource(model: model) { $0 }
        source.allowsMoving = true
        let list = IdentifiedList(dataSource: source)
        var batches: [ChangeSet] = []
        let token = model.changes.observe { batches.append($0.changeSet) }
        try list.moveRows(fromOffsets: [1], toOffset: 4, inSection: list.sections[0].id)
        #expect(model.elements == ["a", "c", "d", "b", "e"])
        #expect(
            batches == [
                ChangeSet(movedRows: [
                    .init(from: ListIndexPath(section: 0, row: 1), to: ListIndexPath(section: 0, row: 3))
                ])
            ])
        try list.moveRows(fromOffsets: [2], toOffset: 2, inSection: list.sections[0].id)
        try list.moveRows(fromOffsets: [2], toOffset: 3, inSection: list.sections[0].id)
        #expect(batches.count == 1)
        token.cancel()
    }

    @Test("a move with a destination outside the section throws and moves nothing")
    func badMove() {
        let (model, list) = playlist(["a", "b"])
        let section = list.sections[0].id
        #expect(throws: ListError.indexPathOutOfRange(ListIndexPath(section: 0, row: 3), rowCount: 2)) {
            try list.moveRows(fromOffsets: [0], toOffset: 3, inSection: section)
        }
        #expect(throws: ListError.indexPathOutOfRange(ListIndexPath(section: 0, row: 2), rowCount: 2)) {
            try list.moveRows(fromOffsets: [2], toOffset: 0, inSection: section)
        }
        #expect(model.elements == ["a", "b"])
        #expect(list.lastError != nil)
    }

    @Test("moves the items refuse are thrown; rows that cannot move say so")
    func refusedMove() {
        let rows = [EditableRow("a", canMove: false), EditableRow("b")]
        let list = IdentifiedList(dataSource: ArrayDataSource(items: rows))
        #expect(list.sections[0].rows.map(\.canMove) == [false, true])
        #expect(throws: ListError.editingNotSupported(operation: "move", ListIndexPath(section: 0, row: 0))) {
            try list.moveRows(fromOffsets: [0], toOffset: 2, inSection: list.sections[0].id)
        }
    }

    @Test("editing mode reaches the data source; an insert row's insert runs through the list")
    func editingAndInsert() throws {
        final class Playlist: InsertCellViewModelDelegate {
            var inserts = 0
            func insertCellViewModelDidRequestInsert(_ cell: InsertCellViewModel) { inserts += 1 }
        }
        let playlist = Playlist()
        let tracks = ArrayDataSource<any CellViewModel>(items: [])
        let addRow = ArrayDataSource<any CellViewModel>(items: [
            InsertCellViewModel(title: "Add", delegate: playlist)
        ])
        let source = EditingDataSource(dataSource: tracks, editDataSource: addRow, editAsSection: false)
        let list = IdentifiedList(dataSource: source)
        #expect(list.sections[0].rows.isEmpty)
        list.setEditing(true)
        #expect(list.dataSource.isEditing)
        #expect(source.isEditing)
        let row = try #require(list.sections[0].rows.first)
        #expect(row.editingStyle == .insert)
        try list.perform(.insert, onRow: row.id)
        #expect(playlist.inserts == 1)
        #expect(throws: ListError.unknownItem("row -5")) { try list.perform(.insert, onRow: -5) }
        list.setEditing(false)
        #expect(list.sections[0].rows.isEmpty)
    }

    @Test("a row deletes itself by its identity (a remove button); an unknown identity or a refusal throws")
    func deleteRowByID() throws {
        let todos = MutableProperty(["a", "b", "c"])
        let source = PropertyDataSource(todos)
        source.removeElement = { todos.value.remove(at: $0) }
        let list = IdentifiedList(dataSource: source)
        let ids = list.sections[0].rows.map(\.id)
        try list.perform(.delete, onRow: ids[1])
        #expect(todos.value == ["a", "c"])
        #expect(list.sections[0].rows.map(\.id) == [ids[0], ids[2]])
        #expect(throws: ListError.unknownItem("row \(ids[1])")) { try list.perform(.delete, onRow: ids[1]) }
        #expect(list.lastError == .unknownItem("row \(ids[1])"))
        source.removeElement = nil
        #expect(throws: ListError.editingNotSupported(operation: "delete", ListIndexPath(section: 0, row: 0)))
        {
            try list.perform(.delete, onRow: ids[0])
        }
        #expect(todos.value == ["a", "c"])
    }

    @Test("leaving editing mode reads every row's editing style again")
    func editingStyles() {
        let model = ArrayModel(["a", "b"])
        let source = MutableArrayDataSource(model: model) { $0 }
        let list = IdentifiedList(dataSource: source)
        #expect(list.sections[0].rows.map(\.editingStyle) == [.none, .none])
        source.allowsDeleting = true
        list.setEditing(true)
        #expect(list.sections[0].rows.map(\.editingStyle) == [.delete, .delete])
        list.setEditing(true)
        #expect(list.dataSource.isEditing)
    }

    @Test("the list, its data source and the updater between them are released together")
    func lifetime() {
        let leaks = LeakTracker()
        do {
            let model = ArrayModel(["a"])
            let source = MutableArrayDataSource(model: model) { $0 }
            let list = IdentifiedList(dataSource: source)
            model.append("b")
            leaks.track(list, "list")
            leaks.track(source, "data source")
        }
        leaks.expectReleased()
    }

    /// SwiftUI's `move(fromOffsets:toOffset:)`: the sources, in order, before the element at
    /// `destination` of the original array.
    static func moved(_ elements: [String], _ sources: [Int], _ destination: Int) -> [String] {
        let moving = sources.map { elements[$0] }
        let before = elements[..<destination].enumerated().filter { !sources.contains($0.offset) }.map(
            \.element)
        let after = elements[destination...].enumerated()
            .filter { !sources.contains($0.offset + destination) }.map(\.element)
        return before + moving + after
    }
}
