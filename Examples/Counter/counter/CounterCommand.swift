import ArgumentParser
import CounterCore
import Foundation
import Loom
import LoomTerminal

/// `swift run counter`: the Mvce counter in a terminal: model and controller from CounterCore,
/// glued to a terminal view.
///
/// Exit status: 0 after `q` or Esc, 1 without a terminal, 64 for a wrong command line, 130 after
/// ctrl-c.
@main
struct CounterCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "counter",
        abstract: "A counter in the terminal: event-driven MVC (Mvce) on Loom.",
        discussion: "+ and - count, r resets, ←/→ choose a button and Enter presses it. F1 shows every key.")

    func run() async throws {
        try await Self.runProgram()
    }

    @MainActor
    private static func runProgram() async throws {
        let model = CounterModel()
        let screen = CounterScreen()
        glue(model: model, view: screen, controller: CounterController())
        let status: Int32
        do {
            status = try await TerminalApp.run(screen)
        } catch {
            FileHandle.standardError.write(Data("counter: \(error.description)\n".utf8))
            throw ExitCode.failure
        }
        withExtendedLifetime(model) {}
        if status != 0 { throw ExitCode(status) }
    }
}
