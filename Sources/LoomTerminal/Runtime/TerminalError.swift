/// Why a terminal program could not run.
///
/// ```swift
/// do {
///     let status = try await TerminalApp.run(program)
/// } catch .notATerminal(let stream) {
///     print("\(stream) is not a terminal")
/// }
/// ```
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Standard input or output is not a terminal (a pipe, a file, `/dev/null`).
    case notATerminal(String)
    /// A terminal call failed; carries the call's name and `errno`.
    case systemCall(String, errno: Int32)

    /// A message for the user.
    public var description: String {
        switch self {
        case .notATerminal(let stream):
            "\(stream) is not a terminal; run this program in an interactive terminal"
        case .systemCall(let call, let errno):
            "\(call) failed (errno \(errno))"
        }
    }
}
