/// What an inspector asks of the program it is attached to: one JSON object per line.
///
/// ```json
/// {"jump":{"index":3}}
/// {"present":{}}
/// ```
package enum InspectorCommand: Codable, Equatable, Sendable {
    /// Puts the program's store in the state it had at `index` (0 is the initial state).
    case jump(index: Int)
    /// Puts the program's store back in its latest state.
    case present
}
