/// A view model shown by a reusable view (a cell, a header): it names the kind of view that shows it.
///
/// The default identifier is the view model's type name.
///
/// ```swift
/// final class TrackCellViewModel: ReusableViewModel {
///     var reuseIdentifier: String { "TrackCell" }
/// }
/// ```
@MainActor
public protocol ReusableViewModel: ViewModel {
    /// The reuse identifier of the view that shows this view model.
    var reuseIdentifier: String { get }
}

extension ReusableViewModel {
    /// The type name, for example `"TrackCellViewModel"`.
    public var reuseIdentifier: String { String(describing: type(of: self)) }
}
