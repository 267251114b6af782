/// Why ``CSVParser`` rejected its input. Every case names the 1-based line where the problem is.
///
/// ```swift
/// do { _ = try CSVParser.parse(Data("a,\"b\n".utf8)) } catch {
///     print(error)  // unterminatedQuote(line: 1)
/// }
/// ```
public enum CSVError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A quoted field opened on this line is never closed.
    case unterminatedQuote(line: Int)
    /// A closing quote is followed by something other than a comma or a line break.
    case characterAfterClosingQuote(line: Int)
    /// A double quote appears inside a field that does not start with one.
    case quoteInUnquotedField(line: Int)
    /// A field is not valid UTF-8.
    case invalidUTF8(line: Int)

    /// A sentence that explains the problem.
    public var description: String {
        switch self {
        case .unterminatedQuote(let line): "line \(line): a quoted field is never closed"
        case .characterAfterClosingQuote(let line):
            "line \(line): a closing quote must be followed by a comma or a line break"
        case .quoteInUnquotedField(let line): "line \(line): a double quote inside an unquoted field"
        case .invalidUTF8(let line): "line \(line): the text is not valid UTF-8"
        }
    }
}
