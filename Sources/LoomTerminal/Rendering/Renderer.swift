/// Turns frames (``ScreenBuffer`` values) into the terminal output that updates the screen from
/// the previous frame to the new one, emitting only the cells that changed.
///
/// The renderer remembers the last frame, the terminal's current style and its cursor, so an
/// unchanged frame produces no output at all and one changed cell produces one cursor move and
/// one character. After a resize or anything else that may have disturbed the screen, call
/// ``invalidate()``: the next frame clears the screen and redraws everything.
///
/// ```swift
/// var renderer = Renderer()
/// var frame = ScreenBuffer(width: 10, height: 2)
/// frame.write("hi", row: 0, column: 0)
/// let first = renderer.render(frame)   // clear screen, then "hi"
/// frame.write("o", row: 0, column: 1)
/// let second = renderer.render(frame)  // "\u{1B}[1;2Ho"
/// let third = renderer.render(frame)   // ""
/// ```
public struct Renderer: Sendable {
    /// The frame currently on the terminal, or `nil` when the screen must be redrawn.
    private var previous: ScreenBuffer?
    /// The style the terminal is currently drawing with.
    private var currentStyle: TextStyle = .plain
    /// Where the terminal's cursor is, when known.
    private var cursorPosition: Position?
    /// Whether the terminal's cursor is visible, when known.
    private var cursorVisible: Bool?

    /// Gaps of at most this many unchanged cells between two changed runs are rewritten rather
    /// than skipped with a cursor move, which would be longer.
    private static let maximumRewrittenGap = 4

    /// Creates a renderer that draws its first frame in full.
    public init() {}

    /// Forgets the frame on screen, so the next ``render(_:)`` clears and redraws everything.
    public mutating func invalidate() {
        previous = nil
        cursorPosition = nil
        cursorVisible = nil
    }

    /// The output that takes the terminal from the previous frame to `frame`.
    public mutating func render(_ frame: ScreenBuffer) -> String {
        var output = ""
        let base: ScreenBuffer
        if let previous, previous.width == frame.width, previous.height == frame.height {
            base = previous
        } else {
            output += ANSI.resetStyle + ANSI.clearScreen
            currentStyle = .plain
            cursorPosition = nil
            base = ScreenBuffer(width: frame.width, height: frame.height)
        }
        for row in 0..<frame.height {
            renderRow(row, of: frame, over: base, into: &output)
        }
        if currentStyle != .plain {
            output += ANSI.resetStyle
            currentStyle = .plain
        }
        if let cursor = frame.cursor, frame.contains(row: cursor.row, column: cursor.column) {
            if cursorPosition != cursor {
                output += ANSI.moveTo(row: cursor.row, column: cursor.column)
                cursorPosition = cursor
            }
            if cursorVisible != true {
                output += ANSI.showCursor
                cursorVisible = true
            }
        } else if cursorVisible != false {
            output += ANSI.hideCursor
            cursorVisible = false
        }
        previous = frame
        return output
    }

    /// Appends the runs of changed cells of one row.
    private mutating func renderRow(
        _ row: Int, of frame: ScreenBuffer, over base: ScreenBuffer, into output: inout String
    ) {
        var column = 0
        while column < frame.width {
            guard frame[row, column] != base[row, column] else {
                column += 1
                continue
            }
            // A changed run: start at the beginning of a wide character, extend over short gaps.
            var start = column
            if start > 0, base[row, start].isContinuation { start -= 1 }
            while start > 0, frame[row, start].isContinuation { start -= 1 }
            var end = column + 1
            var gap = 0
            var scan = end
            while scan < frame.width, gap <= Self.maximumRewrittenGap {
                if frame[row, scan] != base[row, scan] {
                    end = scan + 1
                    gap = 0
                } else {
                    gap += 1
                }
                scan += 1
            }
            if end < frame.width, frame[row, end].isContinuation { end += 1 }
            writeRun(row: row, from: start, to: end, of: frame, into: &output)
            column = end
        }
    }

    private mutating func writeRun(
        row: Int, from start: Int, to end: Int, of frame: ScreenBuffer, into output: inout String
    ) {
        if cursorPosition != Position(row: row, column: start) {
            output += ANSI.moveTo(row: row, column: start)
        }
        var column = start
        while column < end {
            let cell = frame[row, column]
            if cell.isContinuation {
                // The right half of a wide character written just before; if its left half was
                // cut off, draw a space so the column is not left stale.
                if column == start {
                    if cell.style != currentStyle {
                        output += cell.style.selectGraphicRendition
                        currentStyle = cell.style
                    }
                    output += " "
                }
                column += 1
                continue
            }
            if cell.style != currentStyle {
                output += cell.style.selectGraphicRendition
                currentStyle = cell.style
            }
            output.append(cell.character)
            column += 1
        }
        cursorPosition = Position(row: row, column: end)
    }
}
