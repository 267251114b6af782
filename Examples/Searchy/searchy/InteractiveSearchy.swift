import SearchyCore

/// Runs Searchy's interactive terminal interface over `service`.
///
/// Placeholder until the terminal UI lands (this file is replaced then): it says how to search
/// without the interface and returns, so the program exits with status 0.
@MainActor
func runInteractive(service: any SearchService) async throws {
    print(
        """
        The interactive Searchy interface is coming soon.
        For now, search from the command line: searchy --query "love" [--json] [--limit N] [--online]
        """)
}
