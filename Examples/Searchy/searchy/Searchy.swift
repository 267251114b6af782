import ArgumentParser
import Foundation
import SearchyCore

/// The `searchy` command: searches the Chinook catalog (offline, the default) or an iTunes
/// Search API service (`--online`).
///
/// With `--query` it prints the results and exits: a table for people, or JSON with `--json`
/// for scripts. Without `--query` it starts the interactive interface.
///
/// ```sh
/// searchy --query "love" --limit 5
/// searchy --query "love" --json | jq '.[0].name'
/// searchy --query "love" --online --base-url http://127.0.0.1:8080/search
/// ```
@main
struct Searchy: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "searchy",
        abstract: "Search music tracks: the bundled Chinook catalog, or an iTunes-format service.",
        discussion: """
            Without --query, starts the interactive interface (F1 shows every key; Esc quits from the \
            search field). The catalog database is created on first use at $LOOM_CHINOOK_DATABASE, \
            else $XDG_DATA_HOME/loom/chinook.sqlite, else ~/.local/share/loom/chinook.sqlite. A file \
            that is not a catalog is never written; a damaged catalog is rebuilt with its playlists \
            and the old file is kept next to it.
            """)

    @Option(name: .shortAndLong, help: "Search for these words, print the results and exit.")
    var query: String?

    @Flag(
        help: """
            Print the results as a JSON array (keys: \(SearchResultFormatter.jsonKeys.joined(separator: ", ")); \
            a key without a value is left out).
            """)
    var json = false

    @Option(name: .shortAndLong, help: "The largest number of results (at least 1).")
    var limit = 25

    @Flag(help: "Search an iTunes Search API service instead of the offline catalog.")
    var online = false

    @Option(help: "The iTunes-format service's URL (with --online).")
    var baseURL: String?

    @Option(help: "The catalog database file (offline only).")
    var database: String?

    func validate() throws {
        guard limit >= 1 else { throw ValidationError("--limit must be at least 1 (got \(limit)).") }
        if json && query == nil {
            throw ValidationError("--json prints the results of one search: it needs --query.")
        }
        if let baseURL {
            guard online else { throw ValidationError("--base-url needs --online.") }
            do {
                _ = try ITunesSearchService.baseURL(from: baseURL)
            } catch {
                throw ValidationError("--base-url: \(error.description).")
            }
        }
        if let database {
            guard !online else {
                throw ValidationError("--database is for the offline catalog; drop it or --online.")
            }
            guard !database.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw ValidationError("--database needs a file path.")
            }
        }
    }

    func run() async throws {
        do {
            let (service, notice) = try makeService()
            if let notice { printError("searchy: \(notice)") }
            guard let query else {
                try await runInteractive(service: service, notice: notice)
                return
            }
            let results = try await service.search(query)
            if json {
                print(try SearchResultFormatter.json(results))
            } else if results.isEmpty {
                print("No results for \"\(query)\".")
            } else {
                print(SearchResultFormatter.table(results))
            }
        } catch let error as SearchError {
            fail(error.description)
        } catch let error as EncodingError {
            fail("cannot write the results as JSON: \(error)")
        }
    }

    /// The service, and what to tell the user about opening it (a catalog created or rebuilt).
    private func makeService() throws(SearchError) -> (any SearchService, String?) {
        if online {
            let url = try baseURL.map { text throws(SearchError) in
                try ITunesSearchService.baseURL(from: text)
            }
            return (
                ITunesSearchService(baseURL: url ?? ITunesSearchService.defaultBaseURL, limit: limit), nil
            )
        }
        let service = try CatalogSearchService(databasePath: database, limit: limit)
        return (service, service.openingNotice)
    }

    private func fail(_ message: String) -> Never {
        printError("searchy: error: \(message)")
        Searchy.exit(withError: ExitCode.failure)
    }

    private func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
