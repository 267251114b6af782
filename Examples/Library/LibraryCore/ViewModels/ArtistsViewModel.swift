public import Loom

/// Every artist, under letter headers: one section per first letter (``ArtistRow/groupKey``), titled
/// with the letter, and the letters as the section index (a table's index along its edge; in the
/// terminal, typing a letter jumps to it). Reloading reports what changed: letters that appear or
/// disappear are inserted or deleted sections, an artist renamed to another letter moves across them.
///
/// ```swift
/// let artists = try ArtistsViewModel(store: store)
/// artists.artists.sectionIndexTitles   // ["A", "B", …]
/// let token = artists.chosenArtist.observe { id in navigator.value.push(.albums(artistID: id)) }
/// try artists.activate(ListIndexPath(section: 0, row: 0))
/// ```
@MainActor
public final class ArtistsViewModel: LibraryListViewModel {
    /// "Artists".
    public let title = "Artists"
    /// The artists, a section per letter.
    public let artists: QueryDataSource<ArtistRow>
    private let chosenEmitter = Emitter<Int64>()

    /// Loads the artists.
    public init(store: LibraryDatabase) throws(LibraryError) {
        artists = QueryDataSource(
            fetch: { [store] () throws(LibraryError) in Self.byLetter(try store.artists()) },
            section: { QuerySection(id: $0.groupKey, title: $0.groupKey) }, sectionIndex: true
        ) { artist in
            LibraryCellViewModel(
                title: artist.name,
                subtitle: artist.albumCount == 1 ? "1 album" : "\(artist.albumCount) albums",
                image: "person")
        }
        if let error = artists.lastError { throw error }
    }

    /// The artists by letter.
    public var list: any ListDataSource<any CellViewModel> { artists }

    /// Sent with the artist's id when the user chooses an artist.
    public var chosenArtist: Signal<Int64> { chosenEmitter }

    /// The artist shown at an index path.
    public func artist(at indexPath: ListIndexPath) throws(LibraryError) -> ArtistRow {
        do {
            return try artists.record(at: indexPath)
        } catch {
            throw .invalidRow("no artist at \(indexPath)")
        }
    }

    /// Chooses the artist at `indexPath`.
    public func activate(_ indexPath: ListIndexPath) throws(LibraryError) {
        chosenEmitter.send(try artist(at: indexPath).id)
    }

    /// Fetches the artists again; the list reports what changed.
    public func reload() throws(LibraryError) {
        try artists.reload()
    }

    /// The artists ordered by letter (the store orders them by name ignoring case, which puts an
    /// accented letter among the others), by name within a letter.
    private static func byLetter(_ artists: [ArtistRow]) -> [ArtistRow] {
        artists.enumerated()
            .sorted { ($0.element.groupKey, $0.offset) < ($1.element.groupKey, $1.offset) }
            .map(\.element)
    }
}
