import ChinookCatalog
import Foundation
public import Loom

/// A track as an observable model: each field is a property, refreshed from the store.
///
/// ```swift
/// let model = try TrackModel(id: 1, store: store)
/// model.name.value   // "For Those About To Rock (We Salute You)"
/// try model.refresh()
/// ```
@MainActor
public final class TrackModel: BindableModel {
    /// The track's id.
    public let id: Int64
    /// The track's name.
    public let name: MutableProperty<String>
    /// The artist and album: "AC/DC — Let There Be Rock".
    public let origin: MutableProperty<String>
    /// Genre, duration, price and composer, one fact per line.
    public let facts: MutableProperty<[String]>
    private let store: LibraryStore

    /// Loads a track; throws ``LibraryError/unknownTrack(_:)`` for an unknown id.
    public init(id: Int64, store: LibraryStore) throws(LibraryError) {
        self.id = id
        self.store = store
        let track = try store.track(id: id)
        name = MutableProperty(track.name)
        origin = MutableProperty(Self.origin(track))
        facts = MutableProperty(Self.facts(track))
    }

    /// Reads the track again; only the fields that changed notify.
    public func refresh() throws(LibraryError) {
        let track = try store.track(id: id)
        if name.value != track.name { name.value = track.name }
        let origin = Self.origin(track)
        if self.origin.value != origin { self.origin.value = origin }
        let facts = Self.facts(track)
        if self.facts.value != facts { self.facts.value = facts }
    }

    private static func origin(_ track: TrackMatch) -> String { "\(track.artist) — \(track.album)" }

    private static func facts(_ track: TrackMatch) -> [String] {
        var facts = [
            "Genre: \(track.genre)", "Duration: \(AlbumsViewModel.duration(track.milliseconds))",
            "Price: $" + String(format: "%.2f", track.unitPrice),
        ]
        if let composer = track.composer, !composer.isEmpty { facts.append("Composer: \(composer)") }
        return facts
    }
}
