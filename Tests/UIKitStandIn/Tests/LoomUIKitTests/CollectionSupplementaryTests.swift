import Foundation
import Loom
import LoomUIKit
import Testing
import UIKit

/// Issue 24.5: supplementary views of any kind in `CollectionViewAdapter` (MVVMKit's badges), on the
/// stand-in's collection view, whose layout decides which kinds exist where.
@MainActor
@Suite("CollectionViewAdapter: supplementary views of any kind on the stand-in")
struct CollectionSupplementaryTests {
    /// A layout with a header, a footer and a count per section, and a badge on each item.
    final class BadgedLayout: UICollectionViewFlowLayout {
        override var standInSupplementaryKinds: [String] {
            [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter, "count"]
        }
        override var standInItemSupplementaryKinds: [String] { ["badge"] }
    }

    /// A badge: the view model of a badge view.
    struct Badge: SectionHeaderFooterViewModel {
        let text: String
        var title: String? { text }
    }

    /// The badge view the app registers: shows the bound badge's text.
    final class BadgeView: LifecycleCollectionReusableView, ViewModelOwner {
        let viewModelSlot = ViewModelSlot<BadgeView>(activation: .immediately)
        private(set) var shown: String?
        func bind(viewModel: Badge) -> Token {
            shown = viewModel.text
            return Token { [weak self] in self?.shown = nil }
        }
    }

    private func title(_ view: UICollectionReusableView?) -> String? {
        ((view as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text
    }

    @Test(
        "a kind the layout attaches to items shows each item's view model from supplementaryKinds, not the header"
    )
    func badgesPerItem() throws {
        let model = ArrayModel(["Hells Bells", "Back in Black"])
        let source = MutableArrayDataSource(model: model) { $0 }
        source.sectionInfo.header = SectionTitleViewModel(title: "AC/DC")
        let collection = UICollectionView(frame: .zero, collectionViewLayout: BadgedLayout())
        let adapter = CollectionViewAdapter(collectionView: collection, dataSource: source)
        adapter.supplementaryKinds.register(kind: "badge") { indexPath, track in
            Badge(text: "\(indexPath.row + 1): \(track.count)")
        }
        adapter.register(BadgeView.self, forSupplementaryViewOfKind: "badge", reuseIdentifier: "Badge")
        let window = onScreen(collection)
        let badges = (0..<2).map {
            collection.standInSupplementaryView(ofKind: "badge", at: IndexPath(item: $0, section: 0))
                as? BadgeView
        }
        #expect(badges.map { $0?.shown } == ["1: 11", "2: 13"])
        let header = collection.standInSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, inSection: 0)
        #expect(title(header) == "AC/DC")
        try model.insert("Shoot to Thrill", at: 0)
        let inserted = collection.standInSupplementaryView(
            ofKind: "badge", at: IndexPath(item: 0, section: 0))
        #expect((inserted as? BadgeView)?.shown == "1: 15")
        #expect(collection.raisedExceptions.isEmpty)
        withExtendedLifetime((adapter, window)) {}
    }

    @Test(
        "a kind placed per section shows the section's view model; the footer shows the footer, not the header"
    )
    func perSectionKinds() {
        let source = ArrayDataSource(items: ["Hells Bells"], header: SectionTitleViewModel(title: "AC/DC"))
        source.sectionInfo.footer = SectionTitleViewModel(title: "1 track")
        let collection = UICollectionView(frame: .zero, collectionViewLayout: BadgedLayout())
        let adapter = CollectionViewAdapter(collectionView: collection, dataSource: source)
        adapter.supplementaryKinds.register(kind: "count", perSection: { Badge(text: "section \($0)") })
        let window = onScreen(collection)
        #expect(title(collection.standInSupplementaryView(ofKind: "count", inSection: 0)) == "section 0")
        #expect(
            title(
                collection.standInSupplementaryView(
                    ofKind: UICollectionView.elementKindSectionFooter, inSection: 0))
                == "1 track")
        #expect(collection.raisedExceptions.isEmpty)
        withExtendedLifetime((adapter, window)) {}
    }

    @Test("a kind nobody registered gets an empty view (UIKit needs one), never the section header")
    func unknownKind() {
        let source = ArrayDataSource(items: ["Hells Bells"], header: SectionTitleViewModel(title: "AC/DC"))
        let collection = UICollectionView(frame: .zero, collectionViewLayout: BadgedLayout())
        let adapter = CollectionViewAdapter(collectionView: collection, dataSource: source)
        let window = onScreen(collection)
        let badge = collection.standInSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0))
        #expect(badge != nil)
        #expect(title(badge) == nil)
        #expect(title(collection.standInSupplementaryView(ofKind: "count", inSection: 0)) == nil)
        #expect(collection.raisedExceptions.isEmpty)
        withExtendedLifetime((adapter, window)) {}
    }

    @Test("badge views leave with their items and are reused, bound to the new item's badge")
    func badgesReused() throws {
        let model = ArrayModel(["a", "bb"])
        let collection = UICollectionView(frame: .zero, collectionViewLayout: BadgedLayout())
        let adapter = CollectionViewAdapter(
            collectionView: collection, dataSource: MutableArrayDataSource(model: model) { $0 })
        adapter.supplementaryKinds.register(kind: "badge") { _, track in Badge(text: track) }
        adapter.register(BadgeView.self, forSupplementaryViewOfKind: "badge", reuseIdentifier: "Badge")
        let window = onScreen(collection)
        let first = collection.standInSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0))
        _ = try model.remove(at: 0)
        try model.insert("ccc", at: 1)
        let reused = collection.standInSupplementaryView(ofKind: "badge", at: IndexPath(item: 1, section: 0))
        #expect(reused === first)
        #expect((reused as? BadgeView)?.shown == "ccc")
        #expect(collection.raisedExceptions.isEmpty)
        withExtendedLifetime((adapter, window)) {}
    }
}
