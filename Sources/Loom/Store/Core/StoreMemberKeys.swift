public import Observation

/// The key paths a store's registrar knows its members by: the first ``count`` members a store's
/// Observation reads are named `\StoreMemberKeys.m0`, `\StoreMemberKeys.m1`, … in the order they
/// were first read (the registrar is the store's own, so the names only need to differ within one
/// store). A key path to a stored property of a non-generic class hashes as one offset, the way an
/// `@Observable` class's `\Model.member` does; the key path that names the store and the member
/// (`\Store.stateForObservation.member`: a computed property of a generic class, then the member)
/// costs the registrar ~360 more instructions each time it hashes it, ~5 times per tracked change.
/// Members read after the first ``count`` keep that longer key path.
///
/// The registrar only hashes and compares these key paths; nothing reads through them. The one
/// instance, ``shared``, is the subject of the registrar calls made with them.
@usableFromInline
final class StoreMemberKeys: Observable, Sendable {
    /// The one subject of the registrar calls made with these key paths.
    @usableFromInline static let shared = StoreMemberKeys()
    /// How many members have a short key path.
    @usableFromInline static var count: Int { 64 }

    @usableFromInline let m0: UInt8 = 0
    @usableFromInline let m1: UInt8 = 0
    @usableFromInline let m2: UInt8 = 0
    @usableFromInline let m3: UInt8 = 0
    @usableFromInline let m4: UInt8 = 0
    @usableFromInline let m5: UInt8 = 0
    @usableFromInline let m6: UInt8 = 0
    @usableFromInline let m7: UInt8 = 0
    @usableFromInline let m8: UInt8 = 0
    @usableFromInline let m9: UInt8 = 0
    @usableFromInline let m10: UInt8 = 0
    @usableFromInline let m11: UInt8 = 0
    @usableFromInline let m12: UInt8 = 0
    @usableFromInline let m13: UInt8 = 0
    @usableFromInline let m14: UInt8 = 0
    @usableFromInline let m15: UInt8 = 0
    @usableFromInline let m16: UInt8 = 0
    @usableFromInline let m17: UInt8 = 0
    @usableFromInline let m18: UInt8 = 0
    @usableFromInline let m19: UInt8 = 0
    @usableFromInline let m20: UInt8 = 0
    @usableFromInline let m21: UInt8 = 0
    @usableFromInline let m22: UInt8 = 0
    @usableFromInline let m23: UInt8 = 0
    @usableFromInline let m24: UInt8 = 0
    @usableFromInline let m25: UInt8 = 0
    @usableFromInline let m26: UInt8 = 0
    @usableFromInline let m27: UInt8 = 0
    @usableFromInline let m28: UInt8 = 0
    @usableFromInline let m29: UInt8 = 0
    @usableFromInline let m30: UInt8 = 0
    @usableFromInline let m31: UInt8 = 0
    @usableFromInline let m32: UInt8 = 0
    @usableFromInline let m33: UInt8 = 0
    @usableFromInline let m34: UInt8 = 0
    @usableFromInline let m35: UInt8 = 0
    @usableFromInline let m36: UInt8 = 0
    @usableFromInline let m37: UInt8 = 0
    @usableFromInline let m38: UInt8 = 0
    @usableFromInline let m39: UInt8 = 0
    @usableFromInline let m40: UInt8 = 0
    @usableFromInline let m41: UInt8 = 0
    @usableFromInline let m42: UInt8 = 0
    @usableFromInline let m43: UInt8 = 0
    @usableFromInline let m44: UInt8 = 0
    @usableFromInline let m45: UInt8 = 0
    @usableFromInline let m46: UInt8 = 0
    @usableFromInline let m47: UInt8 = 0
    @usableFromInline let m48: UInt8 = 0
    @usableFromInline let m49: UInt8 = 0
    @usableFromInline let m50: UInt8 = 0
    @usableFromInline let m51: UInt8 = 0
    @usableFromInline let m52: UInt8 = 0
    @usableFromInline let m53: UInt8 = 0
    @usableFromInline let m54: UInt8 = 0
    @usableFromInline let m55: UInt8 = 0
    @usableFromInline let m56: UInt8 = 0
    @usableFromInline let m57: UInt8 = 0
    @usableFromInline let m58: UInt8 = 0
    @usableFromInline let m59: UInt8 = 0
    @usableFromInline let m60: UInt8 = 0
    @usableFromInline let m61: UInt8 = 0
    @usableFromInline let m62: UInt8 = 0
    @usableFromInline let m63: UInt8 = 0

    /// The key paths, by the order in which a store first read its members.
    @MainActor @usableFromInline static let keyPaths: [KeyPath<StoreMemberKeys, UInt8>] = [
        \.m0, \.m1, \.m2, \.m3, \.m4, \.m5, \.m6, \.m7,
        \.m8, \.m9, \.m10, \.m11, \.m12, \.m13, \.m14, \.m15,
        \.m16, \.m17, \.m18, \.m19, \.m20, \.m21, \.m22, \.m23,
        \.m24, \.m25, \.m26, \.m27, \.m28, \.m29, \.m30, \.m31,
        \.m32, \.m33, \.m34, \.m35, \.m36, \.m37, \.m38, \.m39,
        \.m40, \.m41, \.m42, \.m43, \.m44, \.m45, \.m46, \.m47,
        \.m48, \.m49, \.m50, \.m51, \.m52, \.m53, \.m54, \.m55,
        \.m56, \.m57, \.m58, \.m59, \.m60, \.m61, \.m62, \.m63,
    ]

    private init() {}
}
