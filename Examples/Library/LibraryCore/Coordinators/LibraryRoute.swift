/// A screen of the library, as a value: what the navigation stack holds.
///
/// ```swift
/// navigator.value.push(.albums(artistID: 1))
/// navigator.value.stack   // [.home, .artists, .albums(artistID: 1)]
/// ```
public enum LibraryRoute: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The first screen.
    case home
    /// Artists grouped by first letter.
    case artists
    /// An artist's albums as sections of tracks.
    case albums(artistID: Int64)
    /// A track's detail.
    case track(trackID: Int64)
    /// The playlists.
    case playlists
    /// A playlist's tracks, editable.
    case playlist(playlistID: Int64)
    /// The tracks that can be added to a playlist (presented over it).
    case trackPicker(playlistID: Int64)

    /// For example `"albums 1"`.
    public var description: String {
        switch self {
        case .home: "home"
        case .artists: "artists"
        case .albums(let id): "albums \(id)"
        case .track(let id): "track \(id)"
        case .playlists: "playlists"
        case .playlist(let id): "playlist \(id)"
        case .trackPicker(let id): "track picker \(id)"
        }
    }
}
