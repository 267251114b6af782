import AppKit
import Loom
import LoomAppKit
import StandInTesting
import Testing

/// LoomAppKit's `CollectionViewAdapter` on the AppKit stand-in's collection view.
@MainActor
@Suite("LoomAppKit's CollectionViewAdapter on the stand-in")
struct CollectionViewAdapterTests {
    @Test(
        "shows the data source's items bound, animates its changes in one batch, and selects what the user selects"
    )
    func showsAndSelects() throws {
        let model = ArrayModel(["Hells Bells", "Shoot to Thrill"])
        let collection = NSCollectionView(frame: .zero)
        collection.isSelectable = true
        let adapter = CollectionViewAdapter(
            collectionView: collection, dataSource: MutableArrayDataSource(model: model) { $0 })
        #expect(shownTexts(collection) == ["Hells Bells", "Shoot to Thrill"])
        try model.insert("Back in Black", at: 1)
        _ = try model.remove(at: 0)
        #expect(shownTexts(collection) == ["Back in Black", "Shoot to Thrill"])
        collection.simulateSelect(IndexPath(item: 1, section: 0))
        #expect(adapter.list.selection == ListIndexPath(section: 0, row: 1))
        collection.simulateDeselect(IndexPath(item: 1, section: 0))
        #expect(adapter.list.selection == nil)
        NSCollectionView.standInFinishAnimations()
        #expect(collection.raisedExceptions.isEmpty)
    }

    @Test(
        "an item class the app registered with the collection view itself is not replaced, and shows once declared"
    )
    func appRegistrationKept() {
        let collection = NSCollectionView(frame: .zero)
        let identifier = NSUserInterfaceItemIdentifier("Track")
        collection.register(AppItem.self, forItemWithIdentifier: identifier)
        let adapter = CollectionViewAdapter(
            collectionView: collection, dataSource: ArrayDataSource<Track>(items: [Track("Hells Bells")]))
        #expect(collection.standInRegisteredClass(forItemWithIdentifier: identifier) == AppItem.self)
        adapter.useRegistration(forReuseIdentifier: "Track")
        collection.reloadData()
        #expect(collection.standInDisplayedItems[IndexPath(item: 0, section: 0)] is AppItem)
        #expect(collection.raisedExceptions.isEmpty)
    }

    @Test(
        "under 200 random changes of sections and items, the items displayed are the data source's, bound",
        arguments: [1, 2])
    func randomUse(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let source = SectionedDataSource<Disc, Tune>(sections: [])
        let collection = NSCollectionView(frame: .zero)
        let adapter = CollectionViewAdapter(collectionView: collection, dataSource: source)
        var nextID = 0
        for step in 0..<200 {
            var sections = source.sections
            nextID += 1
            if sections.isEmpty || Int.random(in: 0..<4, using: &random) == 0 {
                sections.insert(
                    ListSection(model: Disc(id: nextID, title: "A\(nextID)"), items: []),
                    at: Int.random(in: 0...sections.count, using: &random))
            } else {
                let s = Int.random(in: 0..<sections.count, using: &random)
                var items = sections[s].items
                switch Int.random(in: 0..<4, using: &random) {
                case 0: sections.remove(at: s)
                case 1 where !items.isEmpty: items.remove(at: Int.random(in: 0..<items.count, using: &random))
                case 2 where !items.isEmpty:
                    let r = Int.random(in: 0..<items.count, using: &random)
                    items[r] = Tune(id: items[r].id, title: items[r].title + "'")
                default:
                    items.insert(
                        Tune(id: nextID, title: "S\(nextID)"),
                        at: Int.random(in: 0...items.count, using: &random))
                }
                if sections.indices.contains(s), sections[s].model.id == source.sections[s].model.id {
                    sections[s] = ListSection(model: sections[s].model, items: items)
                }
            }
            try source.apply(sections)
            NSCollectionView.standInFinishAnimations()
            #expect(
                shownTexts(collection) == source.sections.flatMap { $0.items.map(\.title) }, "step \(step)")
            #expect(collection.raisedExceptions.isEmpty, "step \(step)")
            if !collection.raisedExceptions.isEmpty { break }
        }
        withExtendedLifetime(adapter) {}
    }

    /// The texts of the items displayed, in index-path order.
    private func shownTexts(_ collection: NSCollectionView) -> [String] {
        collection.standInDisplayedItems.sorted { $0.key < $1.key }.map {
            $0.value.textField?.stringValue ?? "<none>"
        }
    }
}

/// An item class the app registers itself.
final class AppItem: NSCollectionViewItem {
    override func loadView() {
        view = NSView(frame: .zero)
    }
}

/// A cell view model with a title.
@MainActor
final class Track: CellViewModel {
    let title: Property<String>
    let subtitle = Property<String?>(constant: nil)

    init(_ title: String) {
        self.title = Property(constant: title)
    }
}
