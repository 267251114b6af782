public import Foundation

/// Where the Chinook CSV files are read from when a catalog database is built.
///
/// ``bundled()`` finds the files shipped with the `ChinookCatalog` module (see
/// `Resources/PROVENANCE.md`). Tests and tools can point ``init(directory:)`` at another folder
/// holding the seven files `artists.csv`, `albums.csv`, `genres.csv`, `media_types.csv`,
/// `tracks.csv`, `playlists.csv` and `playlist_tracks.csv`.
///
/// ```swift
/// let catalog = try ChinookCatalog(path: "/tmp/chinook.sqlite", data: try .bundled())
/// ```
public struct CatalogData: Sendable, Hashable {
    /// The folder that holds the CSV files.
    public var directory: URL

    /// Uses the CSV files in `directory`.
    public init(directory: URL) {
        self.directory = directory
    }

    /// The CSV files bundled with this module.
    ///
    /// The resource bundle is looked up next to the running executable (where SwiftPM puts it)
    /// and, for a program run from a checkout, in the source tree.
    ///
    /// - Throws: ``CatalogError/bundledDataMissing(searched:)`` when no place holds the files.
    public static func bundled() throws(CatalogError) -> CatalogData {
        try firstFolder(holdingDataIn: bundledCandidates())
    }

    /// The first of `candidates` that holds `tracks.csv`.
    static func firstFolder(holdingDataIn candidates: [URL]) throws(CatalogError) -> CatalogData {
        for candidate in candidates
        where FileManager.default.fileExists(atPath: candidate.appendingPathComponent("tracks.csv").path) {
            return CatalogData(directory: candidate)
        }
        throw .bundledDataMissing(searched: candidates.map(\.path))
    }

    /// The places that may hold the bundled files, most specific first. Never touches
    /// `Bundle.module`, whose generated accessor stops the program when the bundle is missing.
    private static func bundledCandidates() -> [URL] {
        let bundleNames = ["Loom_ChinookCatalog.resources", "Loom_ChinookCatalog.bundle"]
        var folders = [Bundle.main.bundleURL]
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            folders.append(executable.deletingLastPathComponent())
        }
        folders += Bundle.allBundles.map(\.bundleURL)
        var candidates: [URL] = []
        for folder in folders {
            for name in bundleNames {
                let bundle = folder.appendingPathComponent(name)
                candidates.append(bundle.appendingPathComponent("Resources"))
                candidates.append(bundle.appendingPathComponent("Contents/Resources/Resources"))
            }
        }
        // A program run from a checkout: the sources sit next to this file.
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(sources.appendingPathComponent("Resources"))
        var seen = Set<String>()
        return candidates.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }
}
