import Foundation
import Testing

/// Drives the real `todo` executable inside tmux, with a private database file per test.
@Suite("todo end to end")
struct TodoEndToEndTests {
    private func todo(database: String) throws -> Tmux {
        try Tmux(
            running: Tmux.reportingExit(of: try BuildProducts.executable("todo")), width: 70, height: 10,
            environment: ["LOOM_TODO_DATABASE": database])
    }

    private func temporaryDatabase() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("loom-e2e-todo-\(UUID()).sqlite").path
    }

    @Test("typed to-dos are added newest first; a short one shows a message until a valid add")
    func addAndMessage() async throws {
        let database = temporaryDatabase()
        defer { try? FileManager.default.removeItem(atPath: database) }
        let tmux = try todo(database: database)
        defer { tmux.close() }
        try await tmux.waitForScreen(containing: "TODO - (0)")
        try tmux.type("Buy milk")
        try tmux.press("Enter")
        try tmux.type("Walk the dog")
        try tmux.press("Enter")
        let screen = try await tmux.waitForScreen(containing: "TODO - (2)")
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[3] == "Walk the dog")
        #expect(lines[4] == "Buy milk")
        try tmux.type("ab")
        try tmux.press("Enter")
        try await tmux.waitForScreen(containing: "A to-do needs at least 3 characters.")
        try tmux.type("c")
        try tmux.press("Enter")
        let added = try await tmux.waitForScreen(containing: "TODO - (3)")
        #expect(!added.contains("A to-do needs"))
        #expect(added.split(separator: "\n", omittingEmptySubsequences: false)[3] == "abc")
        try tmux.press("Escape")
        let output = try await tmux.waitForOutput(containing: "exit: ")
        #expect(output.contains("exit: status=0 terminal: icanon echo"))
    }

    @Test("the selected to-do is removed, and the list is saved between runs")
    func removeAndPersist() async throws {
        let database = temporaryDatabase()
        defer { try? FileManager.default.removeItem(atPath: database) }
        do {
            let tmux = try todo(database: database)
            defer { tmux.close() }
            try await tmux.waitForScreen(containing: "TODO - (0)")
            for item in ["first", "second", "third"] {
                try tmux.type(item)
                try tmux.press("Enter")
            }
            try await tmux.waitForScreen(containing: "TODO - (3)")
            try tmux.press("Down", "Down", "Delete")
            let screen = try await tmux.waitForScreen(containing: "TODO - (2)")
            #expect(!screen.contains("second"))
            try tmux.press("q")
            #expect(try await tmux.waitForExit() == 0)
        }
        let again = try todo(database: database)
        defer { again.close() }
        let screen = try await again.waitForScreen(containing: "TODO - (2)")
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[3] == "third")
        #expect(lines[4] == "first")
    }
}
