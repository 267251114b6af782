/// What ``ChinookCatalog`` found at its path when it opened.
///
/// ```swift
/// let catalog = try ChinookCatalog()
/// if case .rebuilt(let repair) = catalog.opening {
///     print(repair)  // the catalog database at … was damaged …; the old file is kept at …
/// }
/// ```
public enum CatalogOpening: Sendable, Equatable {
    /// A complete catalog of the current version was already there.
    case opened
    /// There was no database (or an empty file): it was built from the bundled data.
    case created
    /// The file was one of our catalogs, damaged or of an older version: a new one was built from
    /// the bundled data with the user's playlists read from the old file, which is kept aside.
    case rebuilt(CatalogRepair)
    /// The catalog lives in memory only.
    case inMemory

    /// Why an existing catalog was rebuilt.
    public enum RebuildReason: Sendable, Equatable, CustomStringConvertible {
        /// SQLite found the file damaged (e.g. truncated, or a page overwritten).
        case corrupt
        /// The file is a catalog of an older schema version.
        case staleVersion(found: Int)
        /// The file is one of our catalogs, but some of its tables are missing.
        case incomplete

        /// A phrase that explains the reason.
        public var description: String {
            switch self {
            case .corrupt: "it was damaged"
            case .staleVersion(let found): "it had the older schema version \(found)"
            case .incomplete: "some of its tables were missing"
            }
        }
    }
}
