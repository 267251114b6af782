/// What ``ChinookCatalog`` found at its path when it opened.
///
/// ```swift
/// let catalog = try ChinookCatalog()
/// if case .rebuilt(let reason) = catalog.opening {
///     print("The catalog was rebuilt: \(reason)")
/// }
/// ```
public enum CatalogOpening: Sendable, Equatable {
    /// A complete catalog of the current version was already there.
    case opened
    /// There was no database (or an empty file): it was built from the bundled data.
    case created
    /// The file was damaged or stale: it was replaced by a database built from the bundled data.
    case rebuilt(reason: RebuildReason)
    /// The catalog lives in memory only.
    case inMemory

    /// Why an existing file was replaced.
    public enum RebuildReason: Sendable, Equatable, CustomStringConvertible {
        /// The file is not a database, or SQLite found it damaged (e.g. truncated).
        case corrupt
        /// The file is a catalog of another schema version.
        case staleVersion(found: Int)
        /// The file is one of our catalogs, but some of its tables are missing.
        case incomplete

        /// A phrase that explains the reason.
        public var description: String {
            switch self {
            case .corrupt: "the file was damaged or not a database"
            case .staleVersion(let found): "it had the outdated schema version \(found)"
            case .incomplete: "some of its tables were missing"
            }
        }
    }
}
