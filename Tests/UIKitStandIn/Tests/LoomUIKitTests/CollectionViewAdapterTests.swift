import Foundation
import Loom
import LoomUIKit
import Testing
import UIKit

/// LoomUIKit's `CollectionViewAdapter`, running on the stand-in's collection view (each test of a defect
/// of issue 21 failed before its fix).
@MainActor
@Suite("CollectionViewAdapter on the stand-in")
struct CollectionViewAdapterTests {
    final class AppCell: UICollectionViewListCell {}
    final class AppHeader: UICollectionReusableView {}

    private func listLayout(headers: Bool = false) -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = headers ? .supplementary : .none
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    @Test(
        "shows the data source's items in default list cells, and animates its changes without an exception")
    func showsAndAnimates() throws {
        let model = ArrayModel(["Hells Bells", "Shoot to Thrill"])
        let source = MutableArrayDataSource(model: model) { $0 }
        let collection = UICollectionView(frame: .zero, collectionViewLayout: listLayout())
        let adapter = CollectionViewAdapter(collectionView: collection, dataSource: source)
        let window = onScreen(collection)
        #expect(shownTexts(collection) == ["Hells Bells", "Shoot to Thrill"])
        try model.insert("Back in Black", at: 1)
        #expect(shownTexts(collection) == ["Hells Bells", "Back in Black", "Shoot to Thrill"])
        #expect(collection.visibleCells.allSatisfy { $0 is CellContentCollectionViewCell })
        #expect(collection.raisedExceptions.isEmpty)
        withExtendedLifetime((adapter, window)) {}
    }

    @Test(
        "a cell class the app registered with the collection view itself is not replaced by the default cell")
    func appRegistrationKept() {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: listLayout())
        collection.register(AppCell.self, forCellWithReuseIdentifier: "TrackRow")
        let adapter = CollectionViewAdapter(
            collectionView: collection,
            dataSource: ArrayDataSource<TrackRow>(items: [TrackRow("Hells Bells")]))
        let window = onScreen(collection)
        #expect(collection.standInRegisteredCellClass(forReuseIdentifier: "TrackRow") == AppCell.self)
        #expect(collection.raisedExceptions.isEmpty)
        withExtendedLifetime((adapter, window)) {}
    }

    @Test("cells and headers registered outside the adapter (or storyboard prototypes) show once declared")
    func declaredRegistrations() {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: listLayout(headers: true))
        collection.register(AppCell.self, forCellWithReuseIdentifier: "TrackRow")
        collection.register(
            AppHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "Header")
        let source = ArrayDataSource<TrackRow>(
            items: [TrackRow("Hells Bells")],
            header: SectionTitleViewModel(title: "AC/DC", reuseIdentifier: "Header"))
        let adapter = CollectionViewAdapter(collectionView: collection, dataSource: source)
        adapter.useRegistration(forReuseIdentifier: "TrackRow")
        adapter.useRegistration(
            forReuseIdentifier: "Header", ofKind: UICollectionView.elementKindSectionHeader)
        let window = onScreen(collection)
        #expect(collection.visibleCells.first is AppCell)
        #expect(
            collection.standInSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, inSection: 0)
                is AppHeader)
        #expect(collection.raisedExceptions.isEmpty)
        withExtendedLifetime((adapter, window)) {}
    }

    @Test("a self-sizing item is measured from its bound content")
    func measuredBound() {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: listLayout())
        let adapter = CollectionViewAdapter(
            collectionView: collection,
            dataSource: ArrayDataSource<TrackRow>(items: [TrackRow("Hells Bells", subtitle: "AC/DC")]))
        let window = onScreen(collection)
        #expect(collection.standInMeasuredHeight(at: IndexPath(item: 0, section: 0)) == 64)
        withExtendedLifetime((adapter, window)) {}
    }
}
