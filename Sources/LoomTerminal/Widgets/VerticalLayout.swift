/// Splits a rectangle into rows of fixed or flexible heights, top to bottom.
///
/// Fixed parts get their height first (as much as fits, in order); the remaining rows are
/// shared between flexible parts, the first ones getting one more row when it does not divide.
///
/// ```swift
/// let parts = VerticalLayout([.fixed(1), .flexible, .fixed(1)]).split(screen.bounds)
/// field.render(into: &screen, in: parts[0])
/// list.viewportHeight = parts[1].height
/// list.render(into: &screen, in: parts[1])
/// StatusLine(leading: "q quit").render(into: &screen, in: parts[2])
/// ```
public struct VerticalLayout: Hashable, Sendable {
    /// The height of one part.
    public enum Size: Hashable, Sendable {
        /// Exactly this many rows (fewer if the rectangle is too short).
        case fixed(Int)
        /// A share of the rows left over by the fixed parts.
        case flexible
    }

    /// The parts, top to bottom.
    public var sizes: [Size]

    /// Creates a layout.
    public init(_ sizes: [Size]) {
        self.sizes = sizes
    }

    /// One rectangle per part, in order; together they never exceed `rect`.
    public func split(_ rect: Rect) -> [Rect] {
        var remaining = rect.height
        var heights = sizes.map { size -> Int in
            guard case .fixed(let height) = size else { return 0 }
            let granted = min(max(0, height), remaining)
            remaining -= granted
            return granted
        }
        let flexibleIndices = sizes.indices.filter { sizes[$0] == .flexible }
        if !flexibleIndices.isEmpty {
            let share = remaining / flexibleIndices.count
            var extra = remaining % flexibleIndices.count
            for index in flexibleIndices {
                heights[index] = share + (extra > 0 ? 1 : 0)
                extra -= 1
            }
        }
        var row = rect.row
        return heights.map { height in
            defer { row += height }
            return Rect(row: row, column: rect.column, width: rect.width, height: height)
        }
    }
}
