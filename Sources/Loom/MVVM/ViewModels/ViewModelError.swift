/// The typed error of the MVVM layer for bad input.
///
/// ```swift
/// do {
///     try cell.setViewModel(untyped: AlertViewModel(title: "Oops"))
/// } catch {
///     print(error)   // "TrackCell expects a TrackCellViewModel, got a AlertViewModel"
/// }
/// ```
public enum ViewModelError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An owner was given a view model of another type.
    case typeMismatch(owner: String, expected: String, actual: String)
    /// The view model does not support this action (for example deleting a read-only row).
    case actionNotSupported(String)
    /// The action was attempted and failed; the reason says why.
    case actionFailed(String)
    /// An alert has no action with this title.
    case unknownAlertAction(String)
    /// An alert action index outside `0..<count`.
    case alertActionOutOfRange(index: Int, count: Int)

    /// A sentence describing the error.
    public var description: String {
        switch self {
        case .typeMismatch(let owner, let expected, let actual):
            "\(owner) expects a \(expected), got a \(actual)"
        case .actionNotSupported(let action): "the view model does not support \(action)"
        case .actionFailed(let reason): "the action failed: \(reason)"
        case .unknownAlertAction(let title): "the alert has no action titled \"\(title)\""
        case .alertActionOutOfRange(let index, let count):
            "alert action \(index) is out of range: there are \(count) actions"
        }
    }
}
