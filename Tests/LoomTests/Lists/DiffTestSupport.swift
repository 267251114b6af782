import Loom
import Testing

/// A test row: identity `id`, content `rev`.
struct Row: Hashable, Sendable, Differentiable, CustomStringConvertible {
    var id: Int
    var rev: Int = 0
    var differenceID: Int { id }
    func isContentEqual(to other: Row) -> Bool { rev == other.rev }
    var description: String { rev == 0 ? "\(id)" : "\(id)'" }
}

/// A test section model: identity `id`, content `rev`.
struct Header: Hashable, Sendable, Differentiable, CustomStringConvertible {
    var id: Int
    var rev: Int = 0
    var differenceID: Int { id }
    func isContentEqual(to other: Header) -> Bool { rev == other.rev }
    var description: String { rev == 0 ? "S\(id)" : "S\(id)'" }
}

typealias RowSection = ListSection<Header, Row>

/// The length of a longest increasing subsequence, by brute force over all subsets (n ≤ 12).
func bruteForceLISLength(_ values: [Int]) -> Int {
    let n = values.count
    var best = 0
    for mask in 0..<(1 << n) {
        var last = Int.min
        var ok = true
        var count = 0
        for k in 0..<n where mask & (1 << k) != 0 {
            if values[k] <= last {
                ok = false
                break
            }
            last = values[k]
            count += 1
        }
        if ok { best = max(best, count) }
    }
    return best
}
