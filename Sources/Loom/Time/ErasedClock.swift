/// A clock known only as `any Clock<Duration>` (as store commands carry theirs), with concrete
/// instants: offsets from the instant it was wrapped. A debounce or throttle of commands runs on it,
/// so its state machine works on one concrete instant type whatever the clock.
@usableFromInline
struct ErasedClock: Clock {
    /// An offset from the instant the clock was wrapped.
    @usableFromInline
    struct Instant: InstantProtocol {
        @usableFromInline var offset: Duration

        @inlinable
        init(offset: Duration) {
            self.offset = offset
        }

        @inlinable
        func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        @inlinable
        func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        @inlinable
        static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    @usableFromInline let readNow: @Sendable () -> Duration
    @usableFromInline let sleeper: @Sendable (Duration) async throws -> Void
    @usableFromInline let resolution: Duration

    /// Wraps `clock`; instants count from now.
    @usableFromInline
    init(_ clock: any Clock<Duration>) {
        self.init(opening: clock)
    }

    init<C: Clock<Duration>>(opening clock: C) {
        let origin = clock.now
        readNow = { origin.duration(to: clock.now) }
        sleeper = { try await clock.sleep(until: origin.advanced(by: $0), tolerance: nil) }
        resolution = clock.minimumResolution
    }

    @inlinable
    var now: Instant { Instant(offset: readNow()) }

    @inlinable
    var minimumResolution: Duration { resolution }

    @inlinable
    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try await sleeper(deadline.offset)
    }
}
