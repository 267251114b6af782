/// An album of an artist, as the albums screen lists it (one section per album).
///
/// ```swift
/// let albums = try store.albums(artistID: 1)   // [AlbumRow(id: 1, title: "For Those About To Rock…"), …]
/// ```
public struct AlbumRow: Hashable, Sendable, Identifiable {
    /// The album's id.
    public var id: Int64
    /// The album's title.
    public var title: String

    /// Creates a row.
    public init(id: Int64, title: String) {
        self.id = id
        self.title = title
    }
}
