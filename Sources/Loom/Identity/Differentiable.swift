/// An element a differ can track: it has an identity (which element it is) and a content
/// equality (whether it must be redrawn).
///
/// Two elements with the same ``differenceID`` are the same row: if their content differs the row
/// is reloaded; if its position changed it is moved. Identifiers must be unique within the
/// collection being diffed (duplicates are a thrown ``ListError/duplicateDifferenceID(_:in:)``).
///
/// `Identifiable & Equatable` types get both requirements for free:
///
/// ```swift
/// struct Track: Identifiable, Equatable, Differentiable {
///     let id: Int
///     var title: String
/// }
/// let changes = try StagedChangeSet(from: oldTracks, to: newTracks)
/// ```
public protocol Differentiable {
    /// The type of the identity.
    associatedtype DifferenceID: Hashable

    /// The identity: equal for two versions of the same element.
    var differenceID: DifferenceID { get }

    /// Whether `other` (an element with the same identity) looks the same, so that the row does not
    /// need to be reloaded.
    func isContentEqual(to other: Self) -> Bool
}

extension Differentiable where Self: Identifiable, Self: Equatable {
    /// The element's `id`.
    public var differenceID: ID { id }

    /// `self == other`.
    public func isContentEqual(to other: Self) -> Bool { self == other }
}
