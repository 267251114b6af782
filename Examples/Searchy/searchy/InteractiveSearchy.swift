import Foundation
import Loom
import LoomTerminal
import SearchyCore

/// Runs Searchy's interactive terminal interface over `service` (showing `notice` until the first
/// key), then exits the process with the interface's status (0 after Esc from the search field,
/// 130 after ctrl-c, 128 + the signal after SIGTERM).
/// Without a terminal it explains why on standard error and exits with status 1.
@MainActor
func runInteractive(service: any SearchService, notice: String? = nil) async throws {
    let model = SearchyModel(service: service)
    let screen = SearchyScreen(
        source: service is CatalogSearchService ? "Chinook catalog" : "online service", notice: notice)
    SearchyBinding.bind(view: screen, model: model) { [weak screen] result in
        screen?.showDetail(of: result)
    }
    let status: Int32
    do {
        status = try await TerminalApp.run(screen)
    } catch {
        FileHandle.standardError.write(Data("searchy: \(error.description)\n".utf8))
        status = 1
    }
    withExtendedLifetime(model) {}
    exit(status)
}
