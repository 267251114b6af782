public import Loom

/// Every artist, grouped by first letter (a grouped data source: one group per letter, each a query of
/// that letter's artists). Reloading updates the letters (groups come and go) and each group's rows.
///
/// ```swift
/// let artists = try ArtistsViewModel(store: store)
/// let token = artists.chosenArtist.observe { id in navigator.push(.albums(artistID: id)) }
/// try artists.activate(ListIndexPath(section: 0, row: 0))
/// ```
@MainActor
public final class ArtistsViewModel: LibraryListViewModel {
    /// "Artists".
    public let title = "Artists"
    /// The artists, grouped by first letter.
    public let groups: GroupedDataSource<String, any CellViewModel>
    private let store: LibraryStore
    private let cache: LetterCache
    private let chosenEmitter = Emitter<Int64>()

    /// Loads the artists.
    public init(store: LibraryStore) throws(LibraryError) {
        self.store = store
        let cache = LetterCache()
        self.cache = cache
        cache.artistsByLetter = Self.grouped(try store.artists())
        let keys = cache.artistsByLetter.keys.sorted()
        do {
            groups = try GroupedDataSource(keys: keys) { [cache] letter in
                QueryDataSource(fetch: { () throws(LibraryError) in cache.artistsByLetter[letter] ?? [] }) {
                    artist in
                    LibraryCellViewModel(
                        title: artist.name,
                        subtitle: artist.albumCount == 1 ? "1 album" : "\(artist.albumCount) albums",
                        image: "person")
                }
            }
        } catch {
            throw .invalidRow(error.description)
        }
        groups.indexTitle = { $0 }
    }

    /// The grouped rows.
    public var list: any ListDataSource<any CellViewModel> { groups }

    /// Sent with the artist's id when the user chooses an artist.
    public var chosenArtist: Signal<Int64> { chosenEmitter }

    /// The artists of one letter group.
    func artists(startingWith letter: String) -> [ArtistRow] { cache.artistsByLetter[letter] ?? [] }

    /// The artist shown at an index path.
    public func artist(at indexPath: ListIndexPath) throws(LibraryError) -> ArtistRow {
        var remaining = indexPath.row
        guard indexPath.section == 0, remaining >= 0 else { throw .invalidRow("no artist at \(indexPath)") }
        for key in groups.keys {
            let rows = artists(startingWith: key)
            if remaining < rows.count { return rows[remaining] }
            remaining -= rows.count
        }
        throw .invalidRow("no artist at \(indexPath)")
    }

    /// Chooses the artist at `indexPath`.
    public func activate(_ indexPath: ListIndexPath) throws(LibraryError) {
        chosenEmitter.send(try artist(at: indexPath).id)
    }

    /// Fetches the artists again: letters that appear or disappear become inserted or deleted groups;
    /// each remaining group reports its own changes.
    public func reload() throws(LibraryError) {
        cache.artistsByLetter = Self.grouped(try store.artists())
        do {
            let before = Set(groups.keys)
            try groups.update(keys: cache.artistsByLetter.keys.sorted())
            for key in groups.keys where before.contains(key) {
                try (groups.dataSource(forKey: key) as? QueryDataSource<ArtistRow>)?.reload()
            }
        } catch let error as LibraryError {
            throw error
        } catch {
            throw .invalidRow(String(describing: error))
        }
    }

    private static func grouped(_ artists: [ArtistRow]) -> [String: [ArtistRow]] {
        Dictionary(grouping: artists, by: \.groupKey)
    }
}

/// The latest fetch, by letter, shared by the view model and its groups' queries (it refers to
/// neither, so there is no cycle).
@MainActor
private final class LetterCache {
    var artistsByLetter: [String: [ArtistRow]] = [:]
}
