/// How many changes a read of a tracked property or store member arms it for: the changes reported to
/// Observation's registrar after the read (see `MutableProperty.value` and `StoreObservation`).
///
/// Every Observation tracker is installed by a read and answers one change (`withObservationTracking`
/// cancels itself when it fires; SwiftUI reads again when it re-runs a body), so a change with no read
/// since the last reports has nobody to tell, and skips the registrar (about 700 instructions even with
/// no observer). More than one, because a tracker registers only when its tracking closure returns:
/// changes made inside that closure after the read are reported before the tracker exists, and the
/// next change must still reach it. Sixteen covers up to fifteen such changes of one member inside one
/// tracking closure (SwiftUI forbids any in a body); a closure that reads a member and then changes it
/// sixteen times or more misses the next change. After a read with nobody tracking, the next sixteen
/// changes pay the registrar, then none do.
@usableFromInline let observationReportsPerRead: UInt8 = 16
