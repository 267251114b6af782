import Testing

@testable import LoomTerminal

@Suite("Renderer")
struct RendererTests {
    private let esc = "\u{1B}["

    @Test("the first frame clears the screen and draws only non-blank cells")
    func firstFrame() {
        var renderer = Renderer()
        var frame = ScreenBuffer(width: 10, height: 3)
        frame.write("hi", row: 1, column: 2)
        #expect(renderer.render(frame) == "\(esc)0m\(esc)2J\(esc)2;3Hhi\(esc)?25l")
    }

    @Test("an unchanged frame emits nothing")
    func unchangedFrame() {
        var renderer = Renderer()
        var frame = ScreenBuffer(width: 10, height: 3)
        frame.write("hello", row: 0, column: 0, style: .bold)
        frame.cursor = Position(row: 2, column: 1)
        _ = renderer.render(frame)
        #expect(renderer.render(frame) == "")
        #expect(renderer.render(frame) == "")
    }

    @Test("one changed cell emits one cursor move and one character")
    func oneChangedCell() {
        var renderer = Renderer()
        var frame = ScreenBuffer(width: 20, height: 5)
        frame.write("Count: 1", row: 2, column: 0)
        _ = renderer.render(frame)
        frame.write("2", row: 2, column: 7)
        #expect(renderer.render(frame) == "\(esc)3;8H2")
    }

    @Test("a changed style is selected and reset after the frame")
    func styledChange() {
        var renderer = Renderer()
        var frame = ScreenBuffer(width: 5, height: 1)
        frame.write("ab", row: 0, column: 0)
        _ = renderer.render(frame)
        frame.write("b", row: 0, column: 1, style: TextStyle(bold: true, foreground: .red))
        #expect(renderer.render(frame) == "\(esc)1;2H\(esc)0;1;31mb\(esc)0m")
    }

    @Test("changes separated by a short gap are written as one run, far apart as two")
    func runs() {
        var renderer = Renderer()
        var frame = ScreenBuffer(width: 30, height: 1)
        frame.write(String(repeating: "-", count: 30), row: 0, column: 0)
        _ = renderer.render(frame)
        frame.write("x", row: 0, column: 1)
        frame.write("y", row: 0, column: 4)
        frame.write("z", row: 0, column: 20)
        #expect(renderer.render(frame) == "\(esc)1;2Hx--y\(esc)1;21Hz")
    }

    @Test("the cursor is moved and shown only when a frame asks for it")
    func cursor() {
        var renderer = Renderer()
        var frame = ScreenBuffer(width: 5, height: 2)
        frame.cursor = Position(row: 1, column: 2)
        #expect(renderer.render(frame) == "\(esc)0m\(esc)2J\(esc)2;3H\(esc)?25h")
        frame.write("a", row: 0, column: 0)
        #expect(renderer.render(frame) == "\(esc)1;1Ha\(esc)2;3H")
        frame.cursor = nil
        #expect(renderer.render(frame) == "\(esc)?25l")
    }

    @Test("after invalidate or a size change the next frame is drawn in full")
    func invalidateAndResize() {
        var renderer = Renderer()
        var frame = ScreenBuffer(width: 4, height: 1)
        frame.write("ab", row: 0, column: 0)
        _ = renderer.render(frame)
        renderer.invalidate()
        #expect(renderer.render(frame) == "\(esc)0m\(esc)2J\(esc)1;1Hab\(esc)?25l")
        var larger = ScreenBuffer(width: 6, height: 2)
        larger.write("ab", row: 0, column: 0)
        #expect(renderer.render(larger) == "\(esc)0m\(esc)2J\(esc)1;1Hab")
    }

    @Test("a wide character is always written whole")
    func wideCharacter() {
        var renderer = Renderer()
        var frame = ScreenBuffer(width: 6, height: 1)
        frame.write("a漢b", row: 0, column: 0)
        _ = renderer.render(frame)
        frame.write("字", row: 0, column: 1)
        #expect(renderer.render(frame) == "\(esc)1;2H字")
        frame.write("x", row: 0, column: 2)
        #expect(renderer.render(frame) == "\(esc)1;2H x")
    }

    @Test("applying the output of every frame to a model terminal reproduces the frame")
    func outputReproducesFrames() {
        var renderer = Renderer()
        var model = ModelTerminal(width: 12, height: 3)
        var frame = ScreenBuffer(width: 12, height: 3)
        let edits: [(String, Int, Int)] = [
            ("hello", 0, 0), ("world", 1, 3), ("日本", 2, 0), ("x", 2, 1), ("HELLO", 0, 0), ("  ", 1, 4),
        ]
        for (text, row, column) in edits {
            frame.write(text, row: row, column: column)
            model.apply(renderer.render(frame))
            #expect(model.text == frame.text)
        }
    }
}

/// A tiny model of a terminal that understands the renderer's output (cursor moves, clear,
/// SGR and cursor visibility), to check that the output reproduces the frame.
private struct ModelTerminal {
    var screen: ScreenBuffer
    var row = 0
    var column = 0

    init(width: Int, height: Int) {
        screen = ScreenBuffer(width: width, height: height)
    }

    var text: String { screen.text }

    mutating func apply(_ output: String) {
        var characters = Array(output)[...]
        while let character = characters.popFirst() {
            if character == "\u{1B}" {
                _ = characters.popFirst()  // "["
                var body = ""
                while let next = characters.popFirst() {
                    if next.isLetter {
                        if next == "H" {
                            let parts = body.split(separator: ";").compactMap { Int($0) }
                            row = parts[0] - 1
                            column = parts[1] - 1
                        } else if next == "J" {
                            screen.clear()
                        }
                        break
                    }
                    body.append(next)
                }
            } else {
                column += screen.write(String(character), row: row, column: column)
            }
        }
    }
}
