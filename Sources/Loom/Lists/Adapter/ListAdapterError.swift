/// What went wrong when a list view asked a ``ListAdapter`` something or the user edited a row:
/// reported to the adapter's `onError`, never thrown into the list view.
///
/// ```swift
/// adapter.onError = { error in print(error) }   // "the row at 0-3 does not support delete"
/// ```
public enum ListAdapterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The data source refused or failed: an edit the row does not allow, an index path it does not
    /// have, a move to another child.
    case list(ListError)
    /// A cell or header is a view model owner of another view model type than the row's item.
    case binding(ViewModelError)

    /// The underlying error's sentence.
    public var description: String {
        switch self {
        case .list(let error): error.description
        case .binding(let error): error.description
        }
    }
}
