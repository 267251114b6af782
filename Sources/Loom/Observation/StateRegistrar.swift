public import Observation

/// A state value that takes part in Observation member by member: what the `@ObservableState` macro
/// (module `LoomObservableState`) makes a struct conform to. A ``Store`` whose state conforms does
/// not report a read of ``Store/state`` as a read of the whole state: `store.state.count` tracks
/// `count` only.
///
/// Do not conform by hand; write `@ObservableState` on the struct:
///
/// ```swift
/// @ObservableState
/// struct Feature: Equatable { var count = 0 }
/// ```
public protocol ObservableStateValue: Observable {
    /// The registrar shared by every copy of this value (made by the macro).
    var _$registrar: StateRegistrar { get }
}

/// The Observation registrar of an `@ObservableState` value, held by reference so that every copy
/// of the value shares it: a copy's reads and writes are reported to the same observers, and a whole
/// new value (`state = Feature()`) has a new registrar, which is how a ``Store`` knows its state was
/// replaced.
///
/// It takes no part in the value's semantics: two registrars are always equal, hash to nothing,
/// encode nothing and decode as a new registrar, so an `Equatable` state still compares by its members.
///
/// ```swift
/// var a = Feature()
/// let b = a          // b shares a's registrar
/// a.count = 1        // observers of `count` on b are told too
/// ```
public struct StateRegistrar: Sendable, Equatable, Hashable, Codable {
    final class Storage: Sendable {
        let registrar = ObservationRegistrar()
    }

    let storage: Storage

    /// Makes a new registrar (a new identity).
    public init() {
        storage = Storage()
    }

    /// The identity shared by the copies of one value; a replaced value has a new one.
    package var id: ObjectIdentifier { ObjectIdentifier(storage) }

    /// Reports a read of `keyPath` of `subject`.
    public func access<Subject: Observable, Member>(
        _ subject: Subject, keyPath: KeyPath<Subject, Member>
    ) {
        storage.registrar.access(subject, keyPath: keyPath)
    }

    /// Reports a write of `keyPath` of `subject` around `mutation`.
    public func withMutation<Subject: Observable, Member, Result>(
        of subject: Subject, keyPath: KeyPath<Subject, Member>, _ mutation: () throws -> Result
    ) rethrows -> Result {
        try storage.registrar.withMutation(of: subject, keyPath: keyPath, mutation)
    }

    /// Whether setting `old` to `new` must be reported: always, for a value that is not `Equatable`.
    public func changes<Value>(_ old: Value, _ new: Value) -> Bool { true }

    /// Whether setting `old` to `new` must be reported: only when they differ.
    public func changes<Value: Equatable>(_ old: Value, _ new: Value) -> Bool { old != new }

    /// Always `true`: the registrar takes no part in its value's equality.
    public static func == (lhs: StateRegistrar, rhs: StateRegistrar) -> Bool { true }

    /// Hashes nothing.
    public func hash(into hasher: inout Hasher) {}

    /// Decodes as a new registrar, reading nothing.
    public init(from decoder: any Decoder) throws {
        self.init()
    }

    /// Encodes nothing.
    public func encode(to encoder: any Encoder) throws {}
}
