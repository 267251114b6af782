/// An open-addressing hash table from the hashes of difference identifiers to indexes, used by the
/// differ.
///
/// A slot is 8 bytes: the high 32 bits of the identifier's hash (a tag) and the index (below
/// 2^32). Which slots are taken is a ``RowSet`` of buckets (32 KB at 100k elements, cached): an
/// insert into a free slot only stores (it never waits for a cold slot to load) and a miss stops at a
/// clear bit; slots are never filled first. The identifiers themselves stay in the caller's
/// elements: a slot whose tag matches is confirmed by the caller's `matches(index)`, which compares
/// the identifier there. At 100k elements a 16-byte `(id, value)` slot made a 4 MB table, twice the
/// floor's key array (2 MB) and as large as the L2 cache; 8-byte slots halve the memory the
/// table's random accesses touch (measured with cachegrind, see Benchmarks/Results.md). Linear
/// probing, load ≤ 3/4.
@usableFromInline
struct IdentityTable {
    /// The slots, tail-allocated in one object: reached through a pointer with no uniqueness check
    /// (an array's `withUnsafeMutableBufferPointer` checked it, a call, at every insert and lookup).
    /// The table is used by one differ at a time and never copied while written. Never filled: a slot
    /// is read only once its bucket is in ``taken``.
    @usableFromInline
    final class Storage: ManagedBuffer<Int, UInt64> {}

    @usableFromInline let storage: Storage
    /// The buckets whose slot holds an index.
    @usableFromInline let taken: RowSet
    @usableFromInline let mask: Int

    /// A table for up to `count` indexes (below 2^32).
    @inlinable
    init(count: Int) {
        var capacity = 8
        while capacity < count + count / 3 + 1 { capacity <<= 1 }
        storage = unsafeDowncast(
            Storage.create(minimumCapacity: capacity) { _ in capacity }, to: Storage.self)
        taken = RowSet(count: capacity)
        mask = capacity - 1
    }

    /// Inserts `index` under `hash` (its identifier's `hashValue`) unless an index whose identifier
    /// is the same (`matches(index)`) is present: returns that index, or -1 when inserted.
    @inlinable @inline(__always)
    func insert(hash: Int, index: Int, matches: (Int) -> Bool) -> Int {
        let (bucket, present) = probe(hash: hash, matches: matches)
        if present < 0 {
            storage.withUnsafeMutablePointerToElements { slots in
                slots[bucket] = Self.tag(hash) | UInt64(truncatingIfNeeded: index)
            }
            _ = taken.insert(bucket)
        }
        return present
    }

    /// The index inserted under `hash` whose identifier is the one looked up (`matches(index)`),
    /// or -1 when there is none.
    @inlinable @inline(__always)
    func find(hash: Int, matches: (Int) -> Bool) -> Int {
        probe(hash: hash, matches: matches).present
    }

    /// The slot holding the index that `matches`, else the free slot where its probe ends (and -1).
    @inlinable @inline(__always)
    func probe(hash: Int, matches: (Int) -> Bool) -> (bucket: Int, present: Int) {
        let mask = self.mask
        let tag = Self.tag(hash)
        return storage.withUnsafeMutablePointerToElements { slots in
            var bucket = hash & mask
            while true {
                if !taken.contains(bucket) { return (bucket, -1) }
                let slot = slots[bucket]
                if slot & 0xFFFF_FFFF_0000_0000 == tag {
                    let present = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF)
                    if matches(present) { return (bucket, present) }
                }
                bucket = (bucket + 1) & mask
            }
        }
    }

    /// The high 32 bits of `hash`, in place (the bucket comes from the low bits).
    @inlinable
    static func tag(_ hash: Int) -> UInt64 { UInt64(truncatingIfNeeded: hash) & 0xFFFF_FFFF_0000_0000 }
}
