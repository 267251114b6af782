/// An open-addressing hash table from difference identifiers to indexes, used by the differ.
///
/// Keys and values live side by side in one contiguous buffer (linear probing), so a lookup
/// touches one cache line where `Dictionary` touches its key and value buffers separately; at
/// 100k elements the table no longer fits in the cache and that halves the misses (measured).
/// Values are non-negative; -1 marks an empty slot.
@usableFromInline
struct IdentityTable<ID: Hashable> {
    @usableFromInline
    struct Slot {
        @usableFromInline var id: ID
        @usableFromInline var value: Int

        @inlinable
        init(id: ID, value: Int) {
            self.id = id
            self.value = value
        }
    }

    /// The slots, tail-allocated in one object: reached through a pointer with no uniqueness check
    /// (an array's `withUnsafeMutableBufferPointer` checked it, a call, at every insert and claim).
    /// The table is used by one differ at a time and never copied while written.
    @usableFromInline
    final class Storage: ManagedBuffer<Int, Slot> {
        deinit {
            _ = withUnsafeMutablePointers { count, slots in slots.deinitialize(count: count.pointee) }
        }
    }

    @usableFromInline let storage: Storage
    @usableFromInline let mask: Int

    /// A table for up to `count` keys; `filler` is any identifier, used only to initialise empty slots.
    @inlinable
    init(count: Int, filler: ID) {
        var capacity = 8
        while capacity < count + count / 3 + 1 { capacity <<= 1 }
        storage = unsafeDowncast(
            Storage.create(minimumCapacity: capacity) { _ in capacity }, to: Storage.self)
        storage.withUnsafeMutablePointerToElements { slots in
            slots.initialize(repeating: Slot(id: filler, value: -1), count: capacity)
        }
        mask = capacity - 1
    }

    /// Inserts `id → value` (`hash` is `id.hashValue`, computed by the caller, which may reuse it)
    /// unless `id` is present; returns the present value, or nil if inserted.
    @inlinable
    mutating func insert(_ id: ID, hash: Int, value: Int) -> Int? {
        let mask = self.mask
        return storage.withUnsafeMutablePointerToElements { slots -> Int? in
            var bucket = hash & mask
            while true {
                let slotValue = slots[bucket].value
                if slotValue < 0 {
                    slots[bucket] = Slot(id: id, value: value)
                    return nil
                }
                if slots[bucket].id == id { return slotValue }
                bucket = (bucket + 1) & mask
            }
        }
    }

    /// Looks up `id` (whose `hashValue` is `hash`) and claims it: returns its value the first time,
    /// ``notFound`` when absent, ``alreadyClaimed`` when claimed before. Values must have been
    /// inserted shifted left by one bit (the low bit is the claim mark).
    @inlinable
    mutating func claim(_ id: ID, hash: Int) -> Int {
        let mask = self.mask
        return storage.withUnsafeMutablePointerToElements { slots -> Int in
            var bucket = hash & mask
            while true {
                let slotValue = slots[bucket].value
                if slotValue < 0 { return Self.notFound }
                if slots[bucket].id == id {
                    if slotValue & 1 != 0 { return Self.alreadyClaimed }
                    slots[bucket].value = slotValue | 1
                    return slotValue >> 1
                }
                bucket = (bucket + 1) & mask
            }
        }
    }

    /// ``claim(_:hash:)``'s answer for an absent identifier.
    @usableFromInline static var notFound: Int { -1 }
    /// ``claim(_:hash:)``'s answer for an identifier claimed before.
    @usableFromInline static var alreadyClaimed: Int { -2 }

    /// Calls `body` with the value of every entry never claimed (in table order).
    @inlinable
    func forEachUnclaimed(_ body: (Int) -> Void) {
        let capacity = mask + 1
        storage.withUnsafeMutablePointerToElements { slots in
            for slot in UnsafeBufferPointer(start: slots, count: capacity)
            where slot.value >= 0 && slot.value & 1 == 0 {
                body(slot.value >> 1)
            }
        }
    }
}
