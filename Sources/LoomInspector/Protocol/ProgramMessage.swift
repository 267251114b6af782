/// What an inspected program tells its inspector (and what a saved log holds): one JSON object per
/// line, the format the article "The inspector's log format" documents.
///
/// ```json
/// {"hello":{"version":1,"program":"todo","processID":4242,"initialState":"▿ TodoState\n…","position":0}}
/// {"entry":{"index":1,"action":"updateText(\"Buy milk\")","state":"▿ TodoState\n…"}}
/// {"position":{"index":0}}
/// ```
package enum ProgramMessage: Codable, Equatable, Sendable {
    /// The first message: who the program is, the state when recording started, and where its store
    /// is (the recorded entries follow, one ``entry(index:action:state:)`` each).
    case hello(version: Int, program: String, processID: Int32, initialState: String, position: Int)
    /// The program's store processed its `index`-th action (1 is the first): the action and the state
    /// it produced, as text. An index at or below the entries already known replaces them from there
    /// on (an action sent after travelling back discards the recorded future).
    case entry(index: Int, action: String, state: String)
    /// The program's store is now at `index` (0 is the initial state), after a jump.
    case position(index: Int)
    /// The program refused the connection (another inspector is attached): why, in words.
    case refused(reason: String)

    /// The version of the format this code writes and reads.
    package static let version = 1
}
