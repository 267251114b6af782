/// A problem the to-do list shows to the user: bad input or a storage failure. Nothing is lost in
/// either case: the state keeps every to-do and the next change saves the whole list again.
///
/// ```swift
/// TodoProblem.textTooShort(minimum: 3).description   // "A to-do needs at least 3 characters."
/// ```
public enum TodoProblem: Error, Equatable, Sendable, Codable, CustomStringConvertible {
    /// ``TodoAction/add`` with fewer characters than the minimum.
    case textTooShort(minimum: Int)
    /// ``TodoAction/removeToDo(at:)`` with an index that is not in the list.
    case noToDo(at: Int, count: Int)
    /// The storage failed.
    case storage(TodoStorageError)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .textTooShort(let minimum):
            return "A to-do needs at least \(minimum) characters."
        case .noToDo(let index, let count):
            return "There is no to-do at position \(index) (the list has \(count))."
        case .storage(let error):
            return error.description
        }
    }
}
