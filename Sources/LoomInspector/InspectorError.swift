/// Why the inspector cannot go on: each case says what happened in words and has the exit status
/// `loom-inspect` ends with.
package enum InspectorError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No inspectable program runs (its folder is named).
    case noProgram(folder: String)
    /// Several programs can be inspected: `--pid` chooses.
    case severalPrograms([String])
    /// The program ended, or its connection broke.
    case programGone(program: String, processID: Int32)
    /// The program refused the connection (another inspector is attached).
    case refused(program: String, processID: Int32, reason: String)
    /// The program did not say hello in time.
    case noAnswer(program: String)
    /// The log cannot be read: the file, the line (1 is the first) and why.
    case unreadableLog(path: String, line: Int, reason: String)
    /// The log file cannot be opened.
    case cannotOpenLog(path: String, reason: String)
    /// The log cannot be saved (the file exists, or writing failed).
    case cannotSaveLog(path: String, reason: String)
    /// The runtime folder is not safe to use (owned by another user, or open to others).
    case unsafeFolder(path: String, reason: String)
    /// A socket call failed.
    case socket(String)
    /// A message broke the protocol.
    case protocolViolation(String)

    package var description: String {
        switch self {
        case .noProgram(let folder):
            "no Loom program is open for inspection in \(folder). Start one with LOOM_INSPECT=1 "
                + "(for example: LOOM_INSPECT=1 swift run todo)."
        case .severalPrograms(let programs):
            "several programs are open for inspection: \(programs.joined(separator: ", ")). "
                + "Choose one with --pid."
        case .programGone(let program, let processID):
            "\(program) (pid \(processID)) went away: the program ended or closed its inspection socket."
        case .refused(let program, let processID, let reason):
            "\(program) (pid \(processID)) refused the inspector: \(reason)."
        case .noAnswer(let program):
            "\(program) did not answer: it may be stopped or busy. Try again."
        case .unreadableLog(let path, let line, let reason):
            "\(path) is not a Loom inspector log this version reads (line \(line): \(reason))."
        case .cannotOpenLog(let path, let reason):
            "cannot open \(path): \(reason)."
        case .cannotSaveLog(let path, let reason):
            "cannot save the log to \(path): \(reason)."
        case .unsafeFolder(let path, let reason):
            "\(path) is not safe for the inspection socket: \(reason)."
        case .socket(let reason):
            "inspection socket: \(reason)."
        case .protocolViolation(let reason):
            "the program broke the inspector protocol: \(reason)."
        }
    }

    /// The exit status `loom-inspect` ends with (the BSD `sysexits` values).
    package var exitStatus: Int32 {
        switch self {
        case .severalPrograms: 64  // EX_USAGE: the command line must say which
        case .unreadableLog, .protocolViolation: 65  // EX_DATAERR
        case .cannotOpenLog: 66  // EX_NOINPUT
        case .noProgram, .programGone, .noAnswer: 69  // EX_UNAVAILABLE
        case .cannotSaveLog, .unsafeFolder, .socket: 74  // EX_IOERR
        case .refused: 75  // EX_TEMPFAIL: try again when the other inspector is gone
        }
    }
}
