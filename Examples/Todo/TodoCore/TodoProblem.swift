/// A problem with what the user asked: shown until the next valid change. (Storage failures are
/// not problems of the input: they live in ``TodoState/storageFailure``.)
///
/// ```swift
/// TodoProblem.textTooShort(minimum: 3).description   // "A to-do needs at least 3 characters."
/// ```
public enum TodoProblem: Error, Equatable, Sendable, Codable, CustomStringConvertible {
    /// ``TodoAction/add`` with fewer characters than the minimum (spaces around the text do not
    /// count).
    case textTooShort(minimum: Int)
    /// ``TodoAction/removeToDo(at:)`` with an index that is not in the list.
    case noToDo(at: Int, count: Int)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .textTooShort(let minimum):
            return "A to-do needs at least \(minimum) characters."
        case .noToDo(let index, let count):
            return "There is no to-do at position \(index) (the list has \(count))."
        }
    }
}
