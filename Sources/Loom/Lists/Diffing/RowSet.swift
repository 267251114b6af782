/// A set of rows `0..<count` as one bit per row: the differ's "claimed" marks (12.5 KB at 100k rows,
/// where a `[Bool]` took 100 KB) and the identity table's taken buckets.
///
/// Once every row is inserted, ``prepareRanks()`` counts the members per 64-bit word, and
/// ``rank(_:)`` answers how many members lie below a row in O(1): a kept row's position once the
/// other rows are deleted, without an array of positions.
@usableFromInline
struct RowSet {
    /// The bits (`words` of them, the header), then the members below each word (as many).
    @usableFromInline
    final class Storage: ManagedBuffer<Int, UInt64> {}

    @usableFromInline let storage: Storage

    /// An empty set of rows `0..<count`.
    @inlinable
    init(count: Int) {
        let words = Swift.max((count + 63) >> 6, 1)
        storage = unsafeDowncast(
            Storage.create(minimumCapacity: 2 * words) { _ in words }, to: Storage.self)
        storage.withUnsafeMutablePointerToElements { $0.initialize(repeating: 0, count: 2 * words) }
    }

    /// Inserts `row`; false when it was a member already.
    @inlinable
    func insert(_ row: Int) -> Bool {
        storage.withUnsafeMutablePointerToElements { words in
            let bit: UInt64 = 1 << UInt64(row & 63)
            let word = words[row >> 6]
            words[row >> 6] = word | bit
            return word & bit == 0
        }
    }

    /// Whether `row` is a member.
    @inlinable
    func contains(_ row: Int) -> Bool {
        storage.withUnsafeMutablePointerToElements { words in
            words[row >> 6] & (1 << UInt64(row & 63)) != 0
        }
    }

    /// Counts the members per word, for ``rank(_:)``; call once every row is inserted.
    @inlinable
    func prepareRanks() {
        storage.withUnsafeMutablePointers { header, words in
            let count = header.pointee
            var total: UInt64 = 0
            for w in 0..<count {
                words[count + w] = total
                total += UInt64(words[w].nonzeroBitCount)
            }
        }
    }

    /// The members below `row` (after ``prepareRanks()``).
    @inlinable
    func rank(_ row: Int) -> Int {
        storage.withUnsafeMutablePointers { header, words in
            let below: UInt64 = (1 << UInt64(row & 63)) &- 1
            let w = row >> 6
            return Int(truncatingIfNeeded: words[header.pointee + w]) + (words[w] & below).nonzeroBitCount
        }
    }
}
