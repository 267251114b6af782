import ChinookCatalog
import Foundation
public import Loom

/// What the track detail shows about a track besides the fields the user edits (its name and composer,
/// edited through the detail's record view model): its origin and facts, each a property refreshed from
/// the store.
///
/// ```swift
/// let model = try TrackModel(id: 1, store: store)
/// model.origin.value   // "AC/DC — For Those About To Rock We Salute You"
/// try model.refresh()
/// ```
@MainActor
public final class TrackModel: BindableModel {
    /// The track's id.
    public let id: Int64
    /// The artist and album: "AC/DC — Let There Be Rock".
    public let origin: MutableProperty<String>
    /// Genre, duration and price, one fact per line.
    public let facts: MutableProperty<[String]>
    private let store: LibraryDatabase

    /// Loads a track; throws ``LibraryError/unknownTrack(_:)`` for an unknown id.
    public init(id: Int64, store: LibraryDatabase) throws(LibraryError) {
        self.id = id
        self.store = store
        let track = try store.track(id: id)
        origin = MutableProperty(Self.origin(track))
        facts = MutableProperty(Self.facts(track))
    }

    /// Reads the track again; only the fields that changed notify.
    public func refresh() throws(LibraryError) {
        let track = try store.track(id: id)
        let origin = Self.origin(track)
        if self.origin.value != origin { self.origin.value = origin }
        let facts = Self.facts(track)
        if self.facts.value != facts { self.facts.value = facts }
    }

    private static func origin(_ track: TrackMatch) -> String { "\(track.artist) — \(track.album)" }

    private static func facts(_ track: TrackMatch) -> [String] {
        [
            "Genre: \(track.genre)", "Duration: \(AlbumsViewModel.duration(track.milliseconds))",
            "Price: $" + String(format: "%.2f", track.unitPrice),
        ]
    }
}
