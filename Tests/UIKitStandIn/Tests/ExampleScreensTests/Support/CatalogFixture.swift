import ChinookCatalog
import Foundation

/// A catalog built from the CSV files embedded in `ChinookCatalog`, in a folder of its own (never the user's
/// data folder): built once, copied for each test that writes.
enum CatalogFixture {
    /// A new folder under the temporary directory.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("loom-uikit-examples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The path of a fresh copy of the built catalog.
    static func copy() throws -> String {
        let destination = try folder().appendingPathComponent("chinook.sqlite")
        try FileManager.default.copyItem(atPath: try template.get(), toPath: destination.path)
        return destination.path
    }

    private static let template = Result { () throws -> String in
        let path = try folder().appendingPathComponent("chinook.sqlite").path
        _ = try ChinookCatalog(path: path, environment: [:])
        return path
    }
}
