import ChinookCatalog
import Foundation
import LoomTesting

/// A copy of the bundled CSV files in a temporary folder, so a test can damage one of them.
struct BundledCopy {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
        let bundled = try CatalogData.bundled().directory
        for name in try FileManager.default.contentsOfDirectory(atPath: bundled.path)
        where name.hasSuffix(".csv") {
            try FileManager.default.copyItem(
                at: bundled.appendingPathComponent(name), to: folder.url.appendingPathComponent(name))
        }
    }

    var data: CatalogData { CatalogData(directory: folder.url) }

    /// Replaces the contents of one file.
    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: folder.url.appendingPathComponent(name))
    }

    /// Replaces the first occurrence of `old` in one file.
    func replace(_ old: String, with new: String, in name: String) throws {
        let url = folder.url.appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        guard let range = text.range(of: old) else { throw CocoaError(.fileReadCorruptFile) }
        try write(text.replacingCharacters(in: range, with: new), to: name)
    }

    func remove() { folder.remove() }
}
