import Foundation
import LoomTesting
import Testing

@testable import ChinookCatalog

@Suite("Finding the bundled CSV files")
struct CatalogDataTests {
    @Test("the first folder that holds tracks.csv wins")
    func firstFolderWins() throws {
        let empty = try TemporaryFolder()
        defer { empty.remove() }
        let bundled = try CatalogData.bundled().directory
        let found = try CatalogData.firstFolder(holdingDataIn: [empty.url, bundled])
        #expect(found.directory == bundled)
    }

    @Test("no folder holding the files is a typed error listing the places searched")
    func noFolder() throws {
        let empty = try TemporaryFolder()
        defer { empty.remove() }
        let missing = empty.url.appendingPathComponent("missing")
        #expect(throws: CatalogError.bundledDataMissing(searched: [empty.url.path, missing.path])) {
            try CatalogData.firstFolder(holdingDataIn: [empty.url, missing])
        }
        #expect(
            CatalogError.bundledDataMissing(searched: ["/a", "/b"]).description
                == "the bundled Chinook data was not found (searched: /a, /b)")
    }
}
