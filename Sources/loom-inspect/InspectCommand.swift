import ArgumentParser
import Foundation
import LoomInspector
import LoomTerminal

/// `swift run loom-inspect [--pid PID] [--save FILE]` attaches to a running Loom program started with
/// `LOOM_INSPECT=1`; `loom-inspect --open FILE` replays a saved log.
///
/// Exit status: 0 after quitting, 1 without a terminal, 64 for a wrong command line (or several
/// programs to choose from), 65 for a log it cannot read (or a program breaking the protocol), 66 for
/// a log file it cannot open, 69 when no program is there or it went away, 74 when the log cannot be
/// saved, 75 when another inspector is attached.
@main
struct InspectCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "loom-inspect",
            abstract: "Watch a Loom program's store, step through its actions and move it in time.",
            discussion: """
                Start the program with LOOM_INSPECT=1 (for example: LOOM_INSPECT=1 swift run todo), then \
                run loom-inspect in another terminal. Each action shows the state change it made; Up and \
                Down step through the history and the program's store (and screen) follow; End returns \
                to the present. Quitting returns the program to its present too.

                Programs listen in $XDG_RUNTIME_DIR/loom, else /tmp/loom-<uid> (a folder only you can \
                open). --save FILE writes the session's log when the inspector ends; --open FILE replays \
                a saved log without the program.
                """)
    }

    @Option(help: ArgumentHelp("The process id of the program to inspect.", valueName: "pid"))
    var pid: Int32?

    @Option(help: ArgumentHelp("Replays a saved log instead of attaching to a program.", valueName: "file"))
    var open: String?

    @Option(
        help: ArgumentHelp(
            "Saves the session's log to a new file when the inspector ends.", valueName: "file"))
    var save: String?

    func validate() throws {
        if open != nil, pid != nil { throw ValidationError("--open replays a log: it takes no --pid.") }
    }

    func run() async throws {
        let status = await Self.inspect(pid: pid, open: open, save: save)
        if status != 0 { throw ExitCode(status) }
    }

    @MainActor
    private static func inspect(pid: Int32?, open: String?, save: String?) async -> Int32 {
        do throws(InspectorError) {
            if let save { try InspectorLog.checkSavable(save) }
            let program: InspectorProgram
            if let open {
                program = InspectorProgram(
                    history: try InspectorLog.read(path: open), link: nil, source: "replay")
            } else {
                let link = try InspectorLink(program: try target(pid: pid))
                let history = try await link.hello(clock: ContinuousClock())
                program = InspectorProgram(history: history, link: link, source: "live")
            }
            var status: Int32
            do {
                status = try await TerminalApp.run(program)
            } catch {
                printError("loom-inspect: \(error.description)")
                return 1
            }
            if let failure = program.failure {
                printError("loom-inspect: \(failure.description)")
                status = failure.exitStatus
            }
            if let save {
                try InspectorLog.write(program.history, to: save)
                printError("loom-inspect: saved \(program.history.entries.count) actions to \(save).")
            }
            return status
        } catch {
            printError("loom-inspect: \(error.description)")
            return error.exitStatus
        }
    }

    /// The program to attach to: the one with `pid`, or the only one running.
    private static func target(pid: Int32?) throws(InspectorError) -> InspectionFolder.Program {
        let folder = InspectionFolder.path(environment: ProcessInfo.processInfo.environment)
        let programs = InspectionFolder.programs(in: folder).filter { pid == nil || $0.processID == pid }
        guard let first = programs.first else { throw .noProgram(folder: folder) }
        guard programs.count == 1 else { throw .severalPrograms(programs.map(\.label)) }
        return first
    }

    private static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
