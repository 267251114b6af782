@_exported public import Loom

/// Makes a state struct take part in Observation member by member: reading `store.state.count`
/// inside `withObservationTracking` (or a SwiftUI `body`) then tracks `count` only.
///
/// The macro adds a stored `_$registrar` (a `StateRegistrar`, shared by every copy of the
/// value, always equal, encoded as nothing), turns each stored `var` into a tracked property over a
/// backing `_name` property, and conforms the type to `ObservableStateValue`. Setting a
/// property to a value `==` to the current one notifies nobody. Mark a property
/// ``ObservableStateIgnored()`` to leave it untracked; `let`s, computed properties and properties
/// with observers (`didSet`) are left as they are (untracked).
///
/// ```swift
/// import LoomObservableState
///
/// @ObservableState
/// struct Feature: Equatable {
///     var count = 0
///     var title = ""
/// }
///
/// withObservationTracking {
///     _ = store.state.count
/// } onChange: {
///     print("count will change")   // not called for a change of `title`
/// }
/// ```
///
/// Known limit: synthesized `Codable` encodes the backing properties (`_count`, `_$registrar`);
/// write `CodingKeys` (or your own `Codable`) for a persisted state.
@attached(member, names: named(_$registrar))
@attached(memberAttribute)
@attached(extension, conformances: ObservableStateValue)
public macro ObservableState() = #externalMacro(module: "LoomMacros", type: "ObservableStateMacro")

/// Added by ``ObservableState()`` to each stored `var`: a tracked property over a backing `_name`.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_))
public macro ObservableStateTracked() =
    #externalMacro(module: "LoomMacros", type: "ObservableStateTrackedMacro")

/// Leaves a stored property of an ``ObservableState()`` type untracked.
///
/// ```swift
/// @ObservableState
/// struct Feature {
///     var count = 0
///     @ObservableStateIgnored var scratch = 0
/// }
/// ```
@attached(accessor, names: named(willSet))
public macro ObservableStateIgnored() =
    #externalMacro(module: "LoomMacros", type: "ObservableStateIgnoredMacro")
