import Foundation
import Loom
import LoomUIKit
import StandInTesting
import Testing
import UIKit

/// `TableViewAdapter` and `CollectionViewAdapter` under long seeded random sequences of sections inserted, deleted and retitled and rows
/// inserted, deleted and changed, while the user scrolls and taps: after every step the rows, the section
/// headers (a registered header view bound to the section's header view model) and the footers (titles) on
/// screen are the data source's, no header off screen stays bound, and the table raised nothing.
@MainActor
@Suite("The adapters under random changes of sections, headers and footers")
struct RandomSectionsTests {
    @Test(
        "1,000 random steps (seeded): rows, headers and footers on screen are the data source's",
        arguments: [1, 2, 3])
    func sections(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let source = SectionedDataSource<Disc, Tune>(sections: [
            ListSection(
                model: Disc(id: 0, title: "Back in Black"), items: [Tune(id: 0, title: "Hells Bells")])
        ])
        source.sectionInfo = {
            ListSectionInfo(
                header: SectionTitleViewModel(title: $0.title, reuseIdentifier: "Disc"),
                footer: SectionTitleViewModel(title: "\($0.title) ends", reuseIdentifier: "Untitled"))
        }
        let table = UITableView(frame: .zero, style: .plain)
        table.register(DiscHeaderView.self, forHeaderFooterViewReuseIdentifier: "Disc")
        let adapter = TableViewAdapter(tableView: table, dataSource: source)
        let window = onScreen(table, rows: 6)
        var next = 1
        var headersChecked = 0
        for step in 0..<1_000 {
            var sections = source.sections
            next += 1
            let draw = random.int(0...9)
            switch draw {
            case 0...6: Self.change(&sections, draw: draw, next: next, random: &random)
            case 7:
                let rows = sections.reduce(0) { $0 + $1.items.count }
                table.simulateUserScroll(toY: CGFloat(random.int(0...max(0, (rows - 3) * 44))))
            case 8:
                if let path = (table.indexPathsForVisibleRows ?? []).randomElement(using: &random) {
                    table.simulateUserTap(at: path)
                }
            default: UIView.standInFinishAnimations()
            }
            if sections.map(\.model) != source.sections.map(\.model)
                || sections.map(\.items) != source.sections.map(\.items)
            {
                try source.apply(sections)
            }
            let context = "seed \(seed) step \(step)"
            let visible = table.indexPathsForVisibleRows ?? []
            #expect(
                shownTexts(table) == visible.map { source.sections[$0.section].items[$0.row].title },
                "\(context)")
            let shownSections = Set(visible.map(\.section)).sorted()
            headersChecked += shownSections.count
            #expect(
                shownSections.map {
                    (table.standInHeaderFooterView(inSection: $0) as? DiscHeaderView)?.shownTitle
                }
                    == shownSections.map { source.sections[$0].model.title }, "\(context): headers")
            #expect(
                shownSections.map {
                    (table.standInHeaderFooterView(inSection: $0, footer: true)
                        as? UITableViewHeaderFooterView)?
                        .standInTitle
                } == shownSections.map { "\(source.sections[$0].model.title) ends" }, "\(context): footers")
            let onScreen = Set(
                shownSections.compactMap {
                    table.standInHeaderFooterView(inSection: $0).map(ObjectIdentifier.init)
                })
            #expect(
                DiscHeaderView.alive.allSatisfy {
                    onScreen.contains(ObjectIdentifier($0)) || $0.shownTitle == nil
                },
                "\(context): a header off screen is unbound")
            #expect(table.raisedExceptions.isEmpty, "\(context)")
            if !table.raisedExceptions.isEmpty { break }
        }
        #expect(headersChecked > 1_000, "the sequence shows headers")
        #expect(adapter.list.lastError == nil)
        withExtendedLifetime((adapter, window)) {}
    }

    @Test(
        "CollectionViewAdapter, 1,000 random steps (seeded): items and section headers on screen are the data source's",
        arguments: [1, 2, 3])
    func collectionSections(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let source = SectionedDataSource<Disc, Tune>(sections: [])
        source.sectionInfo = { ListSectionInfo(headerTitle: $0.title) }
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let collection = UICollectionView(
            frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration)
        )
        let adapter = CollectionViewAdapter(collectionView: collection, dataSource: source)
        let window = onScreen(collection, rows: 6)
        var headersChecked = 0
        for step in 0..<1_000 {
            var sections = source.sections
            let draw = random.int(0...9)
            switch draw {
            case 0...6: Self.change(&sections, draw: draw, next: step + 1, random: &random)
            case 7:
                let rows = sections.reduce(0) { $0 + $1.items.count }
                collection.simulateUserScroll(toY: CGFloat(random.int(0...max(0, (rows - 3) * 44))))
            case 8:
                if let path = collection.indexPathsForVisibleItems.randomElement(using: &random) {
                    collection.simulateUserTap(at: path)
                }
            default: UIView.standInFinishAnimations()
            }
            if sections.map(\.model) != source.sections.map(\.model)
                || sections.map(\.items) != source.sections.map(\.items)
            {
                try source.apply(sections)
            }
            let context = "seed \(seed) step \(step)"
            let visible = collection.indexPathsForVisibleItems
            #expect(
                shownTexts(collection) == visible.map { source.sections[$0.section].items[$0.item].title },
                "\(context)")
            let shownSections = Set(visible.map(\.section)).sorted()
            headersChecked += shownSections.count
            #expect(
                shownSections.map { section -> String? in
                    let header = collection.standInSupplementaryView(
                        ofKind: UICollectionView.elementKindSectionHeader, inSection: section)
                    return
                        ((header as? UICollectionViewListCell)?.contentConfiguration
                        as? UIListContentConfiguration)?
                        .text
                } == shownSections.map { Optional(source.sections[$0].model.title) }, "\(context): headers")
            #expect(collection.raisedExceptions.isEmpty, "\(context)")
            if !collection.raisedExceptions.isEmpty { break }
        }
        #expect(headersChecked > 1_000, "the sequence shows headers")
        #expect(adapter.list.lastError == nil)
        withExtendedLifetime((adapter, window)) {}
    }

    /// A random change of the sections, drawn as `draw` (0...6): a section inserted (0, 1), deleted (2) or
    /// retitled (3), a row inserted (4, 5), deleted or retitled (6).
    static func change(
        _ sections: inout [ListSection<Disc, Tune>], draw: Int, next: Int, random: inout SeededRandom
    ) {
        switch draw {
        case 0, 1:
            let tunes = (0..<random.int(0...3)).map { Tune(id: next * 10 + $0, title: "t\(next)-\($0)") }
            sections.insert(
                ListSection(model: Disc(id: next, title: "d\(next)"), items: tunes),
                at: random.int(0...sections.count))
        case 2 where !sections.isEmpty: sections.remove(at: random.int(0...sections.count - 1))
        case 3 where !sections.isEmpty:
            let s = random.int(0...sections.count - 1)
            let disc = sections[s].model
            sections[s] = ListSection(
                model: Disc(id: disc.id, title: disc.title + "'"), items: sections[s].items)
        case 4...5 where !sections.isEmpty:
            let s = random.int(0...sections.count - 1)
            var tunes = sections[s].items
            tunes.insert(Tune(id: next * 10, title: "t\(next)"), at: random.int(0...tunes.count))
            sections[s] = ListSection(model: sections[s].model, items: tunes)
        case 6 where !sections.isEmpty:
            let s = random.int(0...sections.count - 1)
            var tunes = sections[s].items
            if !tunes.isEmpty {
                let r = random.int(0...tunes.count - 1)
                if random.chance(0.5) {
                    tunes.remove(at: r)
                } else {
                    tunes[r] = Tune(id: tunes[r].id, title: tunes[r].title + "'")
                }
            }
            sections[s] = ListSection(model: sections[s].model, items: tunes)
        default: break
        }
    }

}

/// The header view the app registers: it shows the bound header view model's title.
final class DiscHeaderView: LifecycleTableHeaderFooterView, ViewModelOwner {
    /// Every header view made, weakly.
    static var made: [() -> DiscHeaderView?] = []
    /// The header views made that are alive.
    static var alive: [DiscHeaderView] { made.compactMap { $0() } }
    let viewModelSlot = ViewModelSlot<DiscHeaderView>(activation: .whileAttached)
    private(set) var shownTitle: String?

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        Self.made.append { [weak self] in self }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    func bind(viewModel: SectionTitleViewModel) -> Token {
        shownTitle = viewModel.title
        return Token { [weak self] in self?.shownTitle = nil }
    }
}
