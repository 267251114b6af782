import Loom
import Testing

/// A badge on an item or a section: a view model with a reuse identifier and a title.
private struct TrackBadge: SectionHeaderFooterViewModel {
    let text: String
    var title: String? { text }
}

/// A list view that runs every batch at once.
@MainActor
private final class ImmediateListView: ListView {
    func reloadData() {}
    func performBatchUpdates(
        _ changes: ChangeSet, animated: Bool, updates: @escaping () -> Void, completion: (() -> Void)?
    ) {
        updates()
        completion?()
    }
}

/// Issue 24.5: supplementary views of any kind, per section or per item (MVVMKit's badges).
@MainActor
@Suite("ListSupplementaryKinds: what each kind of supplementary view shows where")
struct ListSupplementaryKindsTests {
    private let view = ImmediateListView()

    private func adapter() -> ListAdapter<String> {
        let first = ArrayDataSource(
            items: ["Hells Bells", "Back in Black"], header: SectionTitleViewModel(title: "AC/DC"))
        first.sectionInfo.footer = SectionTitleViewModel(title: "2 tracks")
        let second = ArrayDataSource(items: ["Thunderstruck"], header: SectionTitleViewModel(title: "Live"))
        return ListAdapter(dataSource: MultiSectionDataSource(children: [first, second]), listView: view)
    }

    private func kinds() -> ListSupplementaryKinds<String> {
        ListSupplementaryKinds(headerKind: "header", footerKind: "footer")
    }

    @Test("the header and footer kinds show the data source's header and footer of the index path's section")
    func headerAndFooter() {
        let adapter = adapter()
        let kinds = kinds()
        #expect(
            kinds.content(ofKind: "header", at: ListIndexPath(section: 1, row: 0), in: adapter)?.title
                == "Live")
        #expect(
            kinds.content(ofKind: "footer", at: ListIndexPath(section: 0, row: 0), in: adapter)?.title
                == "2 tracks")
        #expect(kinds.content(ofKind: "footer", at: ListIndexPath(section: 1, row: 0), in: adapter) == nil)
        #expect(kinds.placement(ofKind: "header") == .section)
        #expect(kinds.placement(ofKind: "footer") == .section)
    }

    @Test("a kind registered per item shows its view model for the item at the index path, never the header")
    func perItem() {
        let adapter = adapter()
        var kinds = kinds()
        kinds.register(kind: "badge") { indexPath, track in
            guard !track.hasPrefix("B") else { return nil }
            return TrackBadge(text: "\(indexPath.row + 1). \(track)")
        }
        let badge = kinds.content(ofKind: "badge", at: ListIndexPath(section: 1, row: 0), in: adapter)
        #expect(badge?.title == "1. Thunderstruck")
        #expect(badge?.viewModel is TrackBadge)
        #expect(badge?.reuseIdentifier == "TrackBadge")
        #expect(kinds.content(ofKind: "badge", at: ListIndexPath(section: 0, row: 1), in: adapter) == nil)
        #expect(kinds.placement(ofKind: "badge") == .item)
    }

    @Test("a kind registered per section shows its view model for the section; registering again replaces it")
    func perSection() {
        let adapter = adapter()
        var kinds = kinds()
        kinds.register(kind: "count", perSection: { TrackBadge(text: "section \($0)") })
        #expect(
            kinds.content(ofKind: "count", at: ListIndexPath(section: 1, row: 0), in: adapter)?.title
                == "section 1")
        kinds.register(kind: "count", perSection: { _ in TrackBadge(text: "again") })
        #expect(
            kinds.content(ofKind: "count", at: ListIndexPath(section: 0, row: 5), in: adapter)?.title
                == "again")
        #expect(kinds.placement(ofKind: "count") == .section)
    }

    @Test(
        "an unknown kind, an item the list lacks and a section it lacks show nothing; the missing item is reported"
    )
    func badInput() {
        let adapter = adapter()
        var kinds = kinds()
        kinds.register(kind: "badge") { _, track in TrackBadge(text: track) }
        kinds.register(kind: "count", perSection: { TrackBadge(text: "\($0)") })
        #expect(kinds.placement(ofKind: "ribbon") == nil)
        #expect(kinds.content(ofKind: "ribbon", at: ListIndexPath(section: 0, row: 0), in: adapter) == nil)
        #expect(adapter.lastError == nil)
        #expect(kinds.content(ofKind: "count", at: ListIndexPath(section: 2, row: 0), in: adapter) == nil)
        #expect(kinds.content(ofKind: "badge", at: ListIndexPath(section: 0, row: 7), in: adapter) == nil)
        #expect(adapter.lastError != nil)
    }
}
