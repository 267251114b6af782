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
        let n = values.count
        if n == 0 { return [] }
        // tails[l] = index in `values` of the smallest tail of an increasing run of length l + 1.
        var tails: [Int] = []
        tails.reserveCapacity(n)
        var previous = [Int](repeating: -1, count: n)
        values.withUnsafeBufferPointer { v in
            for k in 0..<n {
                let x = v[k]
                if let last = tails.last, v[last] >= x {
                    var low = 0
                    var high = tails.count - 1
                    while low < high {
                        let mid = (low + high) >> 1
                        if v[tails[mid]] < x { low = mid + 1 } else { high = mid }
                    }
                    if low > 0 { previous[k] = tails[low - 1] }
                    tails[low] = k
                } else {
                    if let last = tails.last { previous[k] = last }
                    tails.append(k)
                }
            }
        }
        var mask = [Bool](repeating: false, count: n)
        var k = tails.last ?? -1
        while k >= 0 {
            mask[k] = true
            k = previous[k]
        }
        return mask
    }
}
