/// The longest increasing subsequence of a sequence of distinct integers, as a membership mask:
/// `mask[k]` is true when `values[k]` belongs to one longest increasing subsequence.
///
/// O(n log n) patience sorting, O(n) when the input is already increasing (the common case of a
/// diff with few moves). The differ keeps the rows in the mask in place and moves only the others,
/// which makes the move set minimal.
@usableFromInline
enum LongestIncreasingSubsequence {
    @inlinable
    static func mask(_ values: [Int]) -> [Bool] {
        values.withUnsafeBufferPointer { mask($0) }
    }

    /// ``mask(_:)`` of the values in a buffer (a differ's scratch space, reused per section).
    @inlinable
    static func mask(_ v: UnsafeBufferPointer<Int>) -> [Bool] {
        let n = v.count
        if n == 0 { return [] }
        // tails[l] = index in `values` of the smallest tail of an increasing run of length l + 1;
        // previous[k] = the index before `values[k]` in the run it ends. Unsafe buffers: this runs
        // once per row of a diff, and array accesses check bounds and uniqueness each time.
        var mask = [Bool](repeating: false, count: n)
        // `tails` is read below `length` only, and every `previous[k]` is written at step k: neither
        // needs filling first.
        var tails = [Int](unsafeUninitializedCapacity: n) { _, count in count = n }
        var previous = [Int](unsafeUninitializedCapacity: n) { _, count in count = n }
        do {
            tails.withUnsafeMutableBufferPointer { tails in
                previous.withUnsafeMutableBufferPointer { previous in
                    var length = 0
                    for k in 0..<n {
                        let x = v[k]
                        if length > 0 && v[tails[length - 1]] >= x {
                            var low = 0
                            var high = length - 1
                            while low < high {
                                let mid = (low + high) >> 1
                                if v[tails[mid]] < x { low = mid + 1 } else { high = mid }
                            }
                            previous[k] = low > 0 ? tails[low - 1] : -1
                            tails[low] = k
                        } else {
                            previous[k] = length > 0 ? tails[length - 1] : -1
                            tails[length] = k
                            length += 1
                        }
                    }
                    mask.withUnsafeMutableBufferPointer { mask in
                        var k = tails[length - 1]
                        while k >= 0 {
                            mask[k] = true
                            k = previous[k]
                        }
                    }
                }
            }
        }
        return mask
    }
}
