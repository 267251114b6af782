import Loom
import LoomTerminal
import Testing

/// A name of the letter lists, with a detail that can change (a reload of its row).
struct Name: Hashable, Identifiable, Differentiable {
    var id: String
    var detail = ""
}

/// A section of the letter lists: its letter.
struct Letter: Hashable, Differentiable {
    var title: String
    var differenceID: String { title }
    func isContentEqual(to other: Letter) -> Bool { true }
}

/// Names in one section per first letter, each titled with its letter, with a section index (one title
/// per section) unless `indexed` is off, and a footer with the section's count when `footers` is on.
/// ``show(_:)`` diffs the new names into staged change sets, reported stage by stage (contents switch
/// inside each batch). While editing, every row can be deleted.
@MainActor
final class LetterDataSource: ListDataSource {
    weak var parent: (any ListDataSourceParent)?
    private(set) var sections: [ListSection<Letter, Name>]
    private(set) var isEditing = false
    var indexed = true
    var footers = false

    init(_ names: [String]) {
        sections = Self.group(names.map { Name(id: $0) })
    }

    /// Shows `names` (sorted into letters), reporting what changed.
    func show(_ names: [Name]) {
        let (staged, failure) = StagedChangeSet.diffOrReplace(from: sections, to: Self.group(names))
        if let failure { Issue.record("the test's names cannot be diffed: \(failure)") }
        report(staged) { [weak self] stage in self?.sections = stage.contents }
    }

    /// Shows `names` without details.
    func show(_ names: [String]) { show(names.map { Name(id: $0) }) }

    var names: [String] { sections.flatMap { $0.items.map(\.id) } }

    static func group(_ names: [Name]) -> [ListSection<Letter, Name>] {
        let sorted = names.sorted { $0.id < $1.id }
        var sections: [ListSection<Letter, Name>] = []
        for name in sorted {
            let letter = String(name.id.prefix(1)).uppercased()
            if sections.last?.model.title == letter {
                sections[sections.count - 1].items.append(name)
            } else {
                sections.append(ListSection(model: Letter(title: letter), items: [name]))
            }
        }
        return sections
    }

    var numberOfSections: Int { sections.count }

    func numberOfRows(inSection section: Int) throws(ListError) -> Int {
        try checkSection(section)
        return sections[section].items.count
    }

    func item(at indexPath: ListIndexPath) throws(ListError) -> Name {
        try checkIndexPath(indexPath)
        return sections[indexPath.section].items[indexPath.row]
    }

    func sectionInfo(at section: Int) -> ListSectionInfo {
        guard sections.indices.contains(section) else { return ListSectionInfo() }
        let count = sections[section].items.count
        return ListSectionInfo(
            headerTitle: sections[section].model.title,
            footerTitle: footers ? "\(count) name\(count == 1 ? "" : "s")" : nil)
    }

    var sectionIndexTitles: [String]? { indexed ? sections.map(\.model.title) : nil }

    func indexPath(forSectionIndexTitle title: String, at index: Int) -> ListIndexPath? {
        guard indexed, sections.indices.contains(index), sections[index].model.title == title else {
            return nil
        }
        return ListIndexPath(section: index, row: 0)
    }

    func setEditing(_ editing: Bool) { isEditing = editing }

    func editingStyle(at indexPath: ListIndexPath) -> ListEditingStyle {
        isEditing && (try? checkIndexPath(indexPath)) != nil ? .delete : .none
    }
}
