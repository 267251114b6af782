import Loom
import LoomTesting
import Testing

/// A record of the tests: an identity and a name.
private struct Person: Differentiable, Equatable {
    let id: Int
    var name: String
    var differenceID: Int { id }
    func isContentEqual(to other: Person) -> Bool { name == other.name }
}

/// A section by the first letter of a name.
private struct Letter: Differentiable, Equatable {
    let title: String
    var differenceID: String { title }
    func isContentEqual(to other: Letter) -> Bool { true }
}

@MainActor
@Suite("RecordsDataSource: records in sections, items made once and shifted with every change")
struct RecordsDataSourceTests {
    private func letter(_ person: Person) -> Letter { Letter(title: String(person.name.prefix(1))) }

    @Test("consecutive records of one section identity are grouped into one section")
    func grouping() {
        let people = [Person(id: 1, name: "Ann"), Person(id: 2, name: "Amy"), Person(id: 3, name: "Bob")]
        let sections = RecordsDataSource<Letter, Person, String>.grouped(people, by: letter)
        #expect(sections.map(\.model.title) == ["A", "B"])
        #expect(sections.map { $0.items.map(\.id) } == [[1, 2], [3]])
    }

    @Test("an item is made once per row and follows its record when rows move")
    func cachedItems() throws {
        var made: [Int] = []
        let source = RecordsDataSource<Letter, Person, String> { person in
            made.append(person.id)
            return person.name
        }
        let probe = ListProbe(source)
        let ann = Person(id: 1, name: "Ann")
        let bob = Person(id: 2, name: "Bob")
        source.show([ListSection(model: Letter(title: "A"), items: [ann, bob])])
        #expect(try source.item(at: ListIndexPath(section: 0, row: 1)) == "Bob")
        #expect(try source.item(at: ListIndexPath(section: 0, row: 1)) == "Bob")
        #expect(made.sorted() == [1, 2])  // once each, however often read (the probe reads them too)
        source.show([ListSection(model: Letter(title: "A"), items: [bob, ann])])
        #expect(try source.item(at: ListIndexPath(section: 0, row: 0)) == "Bob")
        #expect(try source.item(at: ListIndexPath(section: 0, row: 1)) == "Ann")
        #expect(made.sorted() == [1, 2])  // the cached items moved with their rows
        #expect(!probe.take().isEmpty)
    }

    @Test("the section index: titles only past the minimum, a title leads to its section either way")
    func sectionIndex() {
        let source = RecordsDataSource<Letter, Person, String> { $0.name }
        source.sectionIndexTitle = { $0.title }
        source.sectionInfo = { ListSectionInfo(headerTitle: $0.title) }
        let people = [Person(id: 1, name: "Ann"), Person(id: 2, name: "Bob"), Person(id: 3, name: "Cy")]
        source.show(RecordsDataSource<Letter, Person, String>.grouped(people, by: letter))
        #expect(source.sectionIndexTitles == ["A", "B", "C"])
        #expect(source.sectionInfo(at: 2).headerTitle == "C")
        source.indexTitleSectionMinimum = 3
        #expect(source.sectionIndexTitles == nil)
        #expect(source.indexPath(forSectionIndexTitle: "B", at: 1) == ListIndexPath(section: 1, row: 0))
        #expect(source.indexPath(forSectionIndexTitle: "Z", at: 0) == nil)
    }

    @Test("duplicate identities replace every section and return the diff's error")
    func duplicates() {
        let source = RecordsDataSource<Letter, Person, String> { $0.name }
        let probe = ListProbe(source)
        let twice = [Person(id: 1, name: "Ann"), Person(id: 1, name: "Ann")]
        let error = source.show([ListSection(model: Letter(title: "A"), items: twice)])
        #expect(error != nil)
        #expect(source.records.count == 2)
        #expect(!probe.take().isEmpty)
    }
}
