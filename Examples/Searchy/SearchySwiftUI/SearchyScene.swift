#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ChinookCatalog
import SearchyCore
public import SwiftUI

/// The window of a Searchy app: the search over the Chinook catalog (built on first launch from the CSV
/// files bundled with `ChinookCatalog`), or why the catalog could not open. An app's `body` is this
/// scene:
///
/// ```swift
/// @main
/// struct SearchyApp: App {
///     var body: some Scene { SearchyScene() }
/// }
/// ```
@MainActor
public struct SearchyScene: Scene {
    @State private var screen = SearchyScene.open()

    /// The scene, opening the catalog.
    public init() {}

    /// One window showing the search.
    public var body: some Scene {
        WindowGroup {
            switch screen {
            case .success(let state): SearchyScreen(state: state)
            case .failure(let error): Text("The catalog could not open: \(error.description)").padding()
            }
        }
    }

    /// The model over the catalog, and the screen's state bound to it.
    private static func open() -> Result<SearchyViewState, CatalogError> {
        do throws(CatalogError) {
            let model = SearchyModel(service: CatalogSearchService(catalog: try ChinookCatalog()))
            return .success(SearchyViewState(model: model))
        } catch {
            return .failure(error)
        }
    }
}
#endif
