/// An in-memory grid of cells, `width` × `height`: what a frame looks like.
///
/// Views draw into a screen buffer; the ``Renderer`` turns the difference between two buffers
/// into the few escape sequences that update a real terminal, and tests read the buffer's text.
/// Writing never goes outside the buffer: text is clipped.
///
/// ```swift
/// var screen = ScreenBuffer(width: 12, height: 2)
/// screen.write("Hello, world!", row: 0, column: 0)   // clipped to "Hello, world"
/// screen.write("ok", row: 1, column: 5, style: .bold)
/// screen.line(1)          // "     ok"
/// screen.contains("ok")   // true
/// ```
public struct ScreenBuffer: Hashable, Sendable {
    /// The number of columns.
    public let width: Int
    /// The number of rows.
    public let height: Int
    /// Where the terminal cursor is shown after this frame is rendered, or `nil` to hide it.
    public var cursor: Position?
    /// The cells, row by row.
    private var cells: [Cell]

    /// Creates a blank buffer. Negative sizes are treated as zero.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The whole buffer as a rectangle.
    public var bounds: Rect { Rect(row: 0, column: 0, width: width, height: height) }

    /// The cell at `row`, `column`.
    ///
    /// - Precondition: the position is inside the buffer (a programming error otherwise).
    public subscript(row: Int, column: Int) -> Cell {
        get {
            precondition(contains(row: row, column: column), "cell (\(row), \(column)) is outside the screen")
            return cells[row * width + column]
        }
        set {
            precondition(contains(row: row, column: column), "cell (\(row), \(column)) is outside the screen")
            cells[row * width + column] = newValue
        }
    }

    /// Whether a position lies inside the buffer.
    public func contains(row: Int, column: Int) -> Bool {
        row >= 0 && row < height && column >= 0 && column < width
    }

    /// Writes `text` on one row starting at `column`, clipped to the buffer and to `maxWidth`
    /// columns, and returns the number of columns written.
    ///
    /// A double-width character that does not fit entirely is replaced by a space. Control
    /// characters are drawn as `?`. Writing over half of a double-width character blanks its
    /// other half, so the grid never holds a broken wide character.
    @discardableResult
    public mutating func write(
        _ text: some StringProtocol, row: Int, column: Int, style: TextStyle = .plain, maxWidth: Int? = nil
    ) -> Int {
        guard row >= 0, row < height else { return 0 }
        let limit = min(width, maxWidth.map { column + max(0, $0) } ?? width)
        var x = column
        for character in text {
            if x >= limit { break }
            let columns = DisplayWidth.columns(of: character)
            if columns == 0 { continue }
            if x < 0 {
                x += columns
                continue
            }
            if columns == 2 && x + 1 >= limit {
                put(Cell(" ", style: style), row: row, column: x)
                x += 1
                break
            }
            put(Cell(DisplayWidth.displayable(character), style: style), row: row, column: x)
            if columns == 2 {
                put(Cell(" ", style: style, isContinuation: true), row: row, column: x + 1)
            }
            x += columns
        }
        return max(0, x - max(0, column))
    }

    /// Fills a rectangle (clipped to the buffer) with one character in one style.
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: TextStyle = .plain) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let line = String(repeating: character, count: area.width)
        for row in area.row..<(area.row + area.height) {
            write(line, row: row, column: area.column, style: style, maxWidth: area.width)
        }
    }

    /// Clears the whole buffer and hides the cursor.
    public mutating func clear() {
        for index in cells.indices { cells[index] = .blank }
        cursor = nil
    }

    /// The text of one row, with trailing spaces removed.
    public func line(_ row: Int) -> String {
        guard row >= 0, row < height else { return "" }
        var text = ""
        for column in 0..<width {
            let cell = cells[row * width + column]
            if !cell.isContinuation { text.append(cell.character) }
        }
        while text.last == " " { text.removeLast() }
        return text
    }

    /// Every row's text (see ``line(_:)``), joined with newlines.
    public var text: String {
        (0..<height).map(line).joined(separator: "\n")
    }

    /// Whether some row contains `text`.
    public func contains(_ text: String) -> Bool {
        (0..<height).contains { line($0).contains(text) }
    }

    /// Stores a cell, repairing any double-width character it overlaps.
    private mutating func put(_ cell: Cell, row: Int, column: Int) {
        let index = row * width + column
        if cells[index].isContinuation, column > 0 {
            cells[index - 1] = Cell(" ", style: cells[index - 1].style)
        }
        if column + 1 < width, cells[index + 1].isContinuation {
            cells[index + 1] = Cell(" ", style: cells[index + 1].style)
        }
        cells[index] = cell
    }
}
