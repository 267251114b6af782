import Foundation
import GRDB
import LibraryCore
import Loom
import LoomTesting
import Testing

/// Catalog files for tests: the catalog is built once from the bundled CSV files, then copied for each
/// test, so that every test has its own database file.
enum TestDatabase {
    private static let template: Result<String, LibraryError> = {
        let folder =
            NSTemporaryDirectory() + "loom-library-tests-\(ProcessInfo.processInfo.processIdentifier)"
        let path = folder + "/template.sqlite"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            return .failure(.catalog("cannot create \(folder)"))
        }
        do {
            try LibraryDatabase.prepareDatabase(at: path)
            return .success(path)
        } catch {
            return .failure(error as? LibraryError ?? .catalog(String(describing: error)))
        }
    }()

    /// A new copy of the catalog; the caller's store owns it.
    static func copy() throws -> String {
        let template = try template.get()
        let path = (template as NSString).deletingLastPathComponent + "/\(UUID().uuidString).sqlite"
        try FileManager.default.copyItem(atPath: template, toPath: path)
        return path
    }

    /// A store over a new copy, and the copy's path (for a second connection).
    @MainActor
    static func store() throws -> (LibraryDatabase, String) {
        let path = try copy()
        return (try LibraryDatabase.open(path: path, environment: [:]), path)
    }
}

extension ListIndexPath {
    /// Shorthand for tests.
    static func at(_ section: Int, _ row: Int) -> ListIndexPath { ListIndexPath(section: section, row: row) }
}

/// A list probe showing a library list by its rows' titles.
@MainActor
func titleProbe(
    _ list: any ListDataSource<any CellViewModel>, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> ListProbe<String> {
    ListProbe(list, value: { $0.title.value }, fileID: fileID, filePath: filePath, line: line, column: column)
}

extension LibraryCoordinator {
    /// From the home screen to AC/DC's albums (artist 1); returns their view model.
    @discardableResult
    func openACDC() throws -> AlbumsViewModel {
        try home.activate(.at(0, 0))
        let artists = try #require(screenModel(for: .artists)?.viewModel as? ArtistsViewModel)
        let acdc = artists.artists.sections.enumerated().lazy.compactMap { section, rows in
            rows.items.firstIndex { $0.id == 1 }.map { ListIndexPath.at(section, $0) }
        }.first
        try artists.activate(try #require(acdc))
        return try #require(screenModel(for: .albums(artistID: 1))?.viewModel as? AlbumsViewModel)
    }
}
